"use client";

/**
 * The day close's further parts (FEATURES.md §13): whether the day is closed (and, for the
 * owner, Close the day), the refunds booked that day, the day's bills still owed, and the
 * patients seen that day with no bill — so nobody leaves the evening owing or unbilled unseen.
 */
import { Button } from "@/components/ui/button";
import type { CollectionsAnswer } from "@/lib/shared/api/billing";
import { formatIstDateTime, formatLongDate, formatSlot } from "@/lib/shared/clinic-time";
import { OWNER } from "@/lib/shared/roles";
import { BILLING_MESSAGES } from "@/lib/shared/validation/billing";
import { Message } from "../ui/alert";
import { useConfirm } from "../ui/confirm-dialog";
import { Panel } from "../ui/panel";
import { useAdminNotice } from "../query/provider";
import { useAdminSession } from "../session/session-context";
import { billingProblem } from "./bill-parts";
import { formatRupees, MODE_LABELS } from "./billing-format";
import { useCloseDay } from "./queries";

const TH = "px-2 py-2 first:pl-4 last:pr-4 sm:first:pl-5 sm:last:pr-5";
const TD = "px-2 py-2 first:pl-4 last:pr-4 sm:first:pl-5 sm:last:pr-5";
const HEAD = "bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500";

/** A table's column heads; the `right` ones (amounts) line up on the right. */
function Heads({ columns, right }: { columns: readonly string[]; right: readonly string[] }) {
  return (
    <thead className={HEAD}>
      <tr>
        {columns.map((h) => (
          <th key={h} scope="col" className={`${TH} ${right.includes(h) ? "text-right" : ""}`}>
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** "Closed by … at …" with the stored answer's hash, or Close the day (the owner) while open. */
export function DayClosedStamp({ answer }: { answer: CollectionsAnswer }) {
  const { can } = useAdminSession();
  const close = useCloseDay();
  const showNotice = useAdminNotice();
  const [ask, asking] = useConfirm();
  if (answer.closed)
    return (
      <p
        className="rounded-xl bg-emerald-50 px-4 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200"
        data-testid="day-closed"
      >
        <span className="font-semibold">Closed</span> by {answer.closed.by}, {formatIstDateTime(answer.closed.at)}:
        money taken, voided or refunded since is booked on the next day ·{" "}
        <span className="break-all font-mono text-xs" title="SHA-256 of the figures stored at closing">
          {answer.closed.hash.slice(0, 16)}…
        </span>
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="day-open">
      <p className="text-sm text-slate-600">
        Open: money taken, voided or refunded is still booked on this day
        {can(OWNER) ? "." : " until the owner closes it."}
      </p>
      {can(OWNER) && (
        <Button
          variant="primary"
          size="toolbar"
          className="min-h-11"
          pending={close.isPending}
          onClick={() =>
            ask({
              title: `Close ${formatLongDate(answer.date)}?`,
              question:
                "Its figures are stored as they are now and never change. Money taken, voided or refunded after this is booked on the next day.",
              confirmLabel: "Close the day",
              onConfirm: () =>
                close.mutate(answer.date, {
                  onSuccess: () => showNotice(BILLING_MESSAGES.dayClosedNow, "success"),
                  onError: (e) => showNotice(billingProblem(e), "error"),
                }),
            })
          }
        >
          Close the day
        </Button>
      )}
      {asking}
    </div>
  );
}

/** The money given back that day, a line per bill and mode. */
export function RefundsPanel({ answer }: { answer: CollectionsAnswer }) {
  if (answer.refunds.length === 0) return null;
  return (
    <Panel
      title="Refunds"
      description={`${formatRupees(answer.refundTotals.total)} given back that day, taken off the totals above`}
      divided
    >
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[32rem] text-sm" data-testid="collections-refunds">
          <Heads columns={["Bill", "Patient", "Mode", "Amount", "Reason"]} right={["Amount"]} />
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {answer.refunds.map((r) => (
              <tr key={`${r.billId}-${r.mode}`} data-refund-bill={r.billId}>
                <td className={`${TD} whitespace-nowrap font-semibold`}>{r.billNumber}</td>
                <td className={TD}>{r.patientName}</td>
                <td className={TD}>Refund · {MODE_LABELS[r.mode]}</td>
                <td className={`${TD} whitespace-nowrap text-right tabular-nums`}>−{formatRupees(r.amount)}</td>
                <td className={TD}>{r.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

/** The day's bills still unpaid or part paid, with what is due. */
export function DuesPanel({ answer }: { answer: CollectionsAnswer }) {
  const owed = answer.dues.reduce((sum, d) => sum + d.due, 0);
  return (
    <Panel
      title="Dues outstanding"
      description={answer.dues.length ? `${formatRupees(owed)} still due` : undefined}
      divided
    >
      {answer.dues.length === 0 ? (
        <p className="px-4 py-3 text-sm text-slate-600 sm:px-5">Every bill of the day is paid.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[28rem] text-sm" data-testid="collections-dues">
            <Heads columns={["Bill", "Patient", "Total", "Paid", "Due"]} right={["Total", "Paid", "Due"]} />
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {answer.dues.map((d) => (
                <tr key={d.billId}>
                  <td className={`${TD} whitespace-nowrap font-semibold`}>{d.billNumber}</td>
                  <td className={TD}>{d.patientName}</td>
                  <td className={`${TD} text-right tabular-nums`}>{formatRupees(d.total)}</td>
                  <td className={`${TD} text-right tabular-nums`}>{formatRupees(d.paid)}</td>
                  <td className={`${TD} text-right font-semibold tabular-nums`}>{formatRupees(d.due)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

/** Checked in or done that day, and no bill. */
export function UnbilledPanel({ answer }: { answer: CollectionsAnswer }) {
  return (
    <Panel title="Seen but not billed" divided>
      {answer.unbilled.length === 0 ? (
        <p className="px-4 py-3 text-sm text-slate-600 sm:px-5">Everyone seen that day has a bill.</p>
      ) : (
        <>
          <div className="px-4 pt-3 sm:px-5">
            <Message tone="warning">
              {answer.unbilled.length === 1 ? "1 patient was" : `${answer.unbilled.length} patients were`} seen with no
              bill: bill them from Tonight or their profile.
            </Message>
          </div>
          <ul className="divide-y divide-slate-100 text-sm" data-testid="collections-unbilled">
            {answer.unbilled.map((u) => (
              <li key={u.appointmentId} className="flex flex-wrap items-baseline gap-x-3 px-4 py-2 sm:px-5">
                <span className="w-16 shrink-0 font-semibold tabular-nums text-slate-900">
                  {u.token === null ? "—" : `Token ${u.token}`}
                </span>
                <span className="font-medium text-slate-900">{u.name}</span>
                <span className="text-slate-600">
                  {formatSlot(u.time)} · {u.service}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
