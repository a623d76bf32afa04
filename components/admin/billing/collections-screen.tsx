"use client";

/**
 * The day close, /admin/collections (FEATURES.md §12, §13): a day (today, clinic time, unless
 * chosen), the money taken by mode (Cash, UPI, Card, Total) in big figures net of the day's
 * refunds, whether the day is closed (the owner closes it), the day's bills (void ones struck
 * through and marked), the refunds, the dues outstanding and who was seen but not billed
 * (./day-close-parts.tsx), Print (window.print of ./day-sheet.tsx: the clinic
 * and the date on top, nothing of the screen) and a month as CSV for the accountant. The
 * owner edits the fees here too (./fees-editor.tsx).
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { addDays, formatLongDate, isRealDate } from "@/lib/shared/clinic-time";
import { OWNER } from "@/lib/shared/roles";
import { clinicToday } from "../appointments/queries";
import { Message } from "../ui/alert";
import { EmptyState, ListPending } from "../ui/list-states";
import { CARD, Panel } from "../ui/panel";
import { RowButton } from "../ui/row-button";
import { useAdminSession } from "../session/session-context";
import { BillDialog } from "./bill-dialog";
import type { BillTarget } from "./new-bill-form";
import { BillStatusChip } from "./bill-parts";
import { billTime, formatRupees, TOTALS } from "./billing-format";
import { DayClosedStamp, DuesPanel, RefundsPanel, UnbilledPanel } from "./day-close-parts";
import { DaySheet } from "./day-sheet";
import { FeesEditor } from "./fees-editor";
import { useCollections, useMonthCsv } from "./queries";

/** The bills table's column heads and their padding (the cells below keep the same); Open is for screen readers only. */
const BILL_COLUMNS = [
  ["Number", "px-4 py-2 sm:px-5"],
  ["Time", "px-2 py-2"],
  ["Patient", "px-2 py-2"],
  ["Total", "px-2 py-2 text-right"],
  ["Paid", "px-2 py-2 text-right"],
  ["Status", "px-2 py-2"],
  ["Open", "px-4 py-2 sm:px-5"],
] as const;

export function CollectionsScreen() {
  const { can, clinicName } = useAdminSession();
  const [date, setDate] = useState(clinicToday);
  const [month, setMonth] = useState(() => clinicToday().slice(0, 7));
  const [open, setOpen] = useState<BillTarget | null>(null);
  const day = useCollections(date);
  const csv = useMonthCsv();
  const data = day.data;

  return (
    <div className="space-y-6" data-testid="collections-screen">
      <section className={`${CARD} p-4 sm:p-5`} aria-labelledby="collections-heading">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="collections-heading" className="text-lg font-semibold text-slate-900">
              Day close · <span className="font-normal text-slate-600">{formatLongDate(date)}</span>
            </h2>
            <p className="text-sm text-slate-600">Money taken that day by mode, and the day&apos;s bills.</p>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <InputField
              label="Day"
              type="date"
              value={date}
              // tomorrow too: once today is closed, the evening's later money is booked there
              max={addDays(clinicToday(), 1)}
              onValueChange={(v) => isRealDate(v) && setDate(v)}
              className="w-44"
            />
            <Button
              variant="neutral"
              size="toolbar"
              className="min-h-11"
              onClick={() => window.print()}
              disabled={!data}
            >
              <Icon name="file" className="size-4" /> Print
            </Button>
          </div>
        </div>

        <dl className="mt-5 grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="collections-totals">
          {TOTALS.map(({ key, label }) => (
            <div
              key={key}
              className={`rounded-xl px-4 py-3 ring-1 ${key === "total" ? "bg-brand-50 ring-brand-100" : "bg-slate-50 ring-slate-200"}`}
            >
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="text-2xl font-semibold tabular-nums text-slate-900 lg:text-3xl" data-total={key}>
                {data ? formatRupees(data.totals[key]) : "—"}
              </dd>
              {data && data.refundTotals[key] > 0 && (
                <dd className="text-xs text-slate-600" data-refund-total={key}>
                  after {formatRupees(data.refundTotals[key])} refunded
                </dd>
              )}
            </div>
          ))}
        </dl>
        {data && (
          <div className="mt-4">
            <DayClosedStamp answer={data} />
          </div>
        )}
      </section>

      <Panel title="Bills" description={data ? `${data.bills.length} that day` : undefined} divided>
        <ListPending what="the day's bills" loaded={!!data} query={day} />
        {data && data.bills.length === 0 && (
          <EmptyState icon={<Icon name="cash" className="size-4" />} message="No bills that day" />
        )}
        {data && data.bills.length > 0 && (
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[40rem] text-sm" data-testid="collections-bills">
              <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  {BILL_COLUMNS.map(([label, className]) => (
                    <th key={label} scope="col" className={className}>
                      {label === "Open" ? <span className="sr-only">{label}</span> : label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.bills.map((bill) => {
                  const isVoid = bill.status === "void";
                  return (
                    <tr key={bill.id} data-bill-id={bill.id} className={isVoid ? "text-slate-500" : "text-slate-800"}>
                      <td
                        className={`whitespace-nowrap px-4 py-2 font-semibold sm:px-5 ${isVoid ? "line-through" : ""}`}
                      >
                        {bill.number}
                      </td>
                      <td className="px-2 py-2 tabular-nums">{billTime(bill)}</td>
                      <td className="px-2 py-2">{bill.patientName}</td>
                      <td className={`px-2 py-2 text-right tabular-nums ${isVoid ? "line-through" : ""}`}>
                        {formatRupees(bill.total)}
                      </td>
                      <td className={`px-2 py-2 text-right tabular-nums ${isVoid ? "line-through" : ""}`}>
                        {formatRupees(bill.paid)}
                      </td>
                      <td className="px-2 py-2">
                        <BillStatusChip status={bill.status} />
                        {isVoid && bill.voidReason && (
                          <span className="block text-xs text-heart-700">{bill.voidReason}</span>
                        )}
                      </td>
                      <td className="px-4 py-2 text-right sm:px-5">
                        <RowButton
                          tone="neutral"
                          className="min-h-11"
                          onClick={() =>
                            setOpen({ patientId: bill.patientId ?? 0, patientName: bill.patientName, billId: bill.id })
                          }
                        >
                          Open<span className="sr-only"> bill {bill.number}</span>
                        </RowButton>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </Panel>

      {data && <RefundsPanel answer={data} />}
      {data && <DuesPanel answer={data} />}
      {data && <UnbilledPanel answer={data} />}

      <Panel
        title="Month for the accountant"
        description="Every bill, payment and refund of a month as a CSV file (IST)."
      >
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <InputField
            label="Month"
            type="month"
            value={month}
            onValueChange={(v) => /^\d{4}-\d{2}$/.test(v) && setMonth(v)}
            className="w-48"
          />
          <Button
            variant="neutral"
            size="toolbar"
            className="min-h-11"
            pending={csv.isPending}
            onClick={() => csv.mutate(month)}
          >
            Download month (CSV)
          </Button>
        </div>
        {csv.isError && (
          <div className="mt-3">
            <Message tone="error">{csv.error.message}</Message>
          </div>
        )}
      </Panel>

      {can(OWNER) && <FeesEditor />}

      {data && <DaySheet clinicName={clinicName} answer={data} />}
      {open && <BillDialog target={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
