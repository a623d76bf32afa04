"use client";

/**
 * The Bills section of the patient's profile (FEATURES.md §12): each bill's number, date,
 * total and status with Open and its receipt, and New bill — for today's appointment when the
 * patient has one (its bill opens if it has one already), else the consultation.
 */
import { useRef, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { SolidIcon } from "@/components/ui/solid-icon";
import type { ProfileAppointment } from "@/lib/shared/api/patients";
import { formatLongDate, todayIst } from "@/lib/shared/clinic-time";
import { ListPending } from "../ui/list-states";
import { RowButton } from "../ui/row-button";
import { BillDialog } from "./bill-dialog";
import type { BillTarget } from "./new-bill-form";
import { BillStatusChip } from "./bill-parts";
import { formatRupees, receiptHref } from "./billing-format";
import { useBills } from "./queries";

/** Today's appointment, the one most likely at the desk now (a cancelled one is not billed). */
function todaysAppointment(appointments: readonly ProfileAppointment[]): ProfileAppointment | null {
  const today = todayIst(new Date());
  return appointments.find((a) => a.date === today && !/cancel/i.test(a.status)) ?? null;
}

export function PatientBills({
  patient,
}: {
  patient: { id: number; name: string; language: "en" | "ta"; appointments: readonly ProfileAppointment[] };
}) {
  const bills = useBills("patient", patient.id);
  const [open, setOpen] = useState<BillTarget | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const base = { patientId: patient.id, patientName: patient.name, language: patient.language };

  function newBill(from: HTMLElement) {
    opener.current = from;
    const appointment = todaysAppointment(patient.appointments);
    setOpen({ ...base, appointmentId: appointment?.id ?? null, service: appointment?.service ?? null });
  }

  return (
    <div data-testid="profile-bills">
      <div className="mb-3 flex justify-end">
        <Button variant="primary" size="toolbar" className="min-h-11" onClick={(e) => newBill(e.currentTarget)}>
          <SolidIcon name="plus" /> New bill
        </Button>
      </div>
      <ListPending what="the bills" loaded={!!bills.data} query={bills} />
      {bills.data && bills.data.length === 0 && <p className="text-sm text-slate-600">No bills yet.</p>}
      {bills.data && bills.data.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {bills.data.map((bill) => (
            <li
              key={bill.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2 text-sm"
              data-bill-id={bill.id}
            >
              <span className={`font-semibold text-slate-900 ${bill.status === "void" ? "line-through" : ""}`}>
                {bill.number}
              </span>
              <span className="text-slate-700">{formatLongDate(bill.date)}</span>
              <span className="font-medium tabular-nums text-slate-900">{formatRupees(bill.total)}</span>
              <BillStatusChip status={bill.status} />
              <span className="ml-auto flex flex-wrap gap-2">
                <RowButton
                  tone="neutral"
                  className="min-h-11"
                  onClick={(e) => {
                    opener.current = e.currentTarget;
                    setOpen({ ...base, billId: bill.id });
                  }}
                >
                  Open<span className="sr-only"> bill {bill.number}</span>
                </RowButton>
                <a
                  href={receiptHref(bill.id, "a5", patient.language)}
                  target="_blank"
                  rel="noopener"
                  className={buttonClasses("neutral", "toolbar", "min-h-11")}
                >
                  Receipt<span className="sr-only"> {bill.number}</span>
                </a>
              </span>
            </li>
          ))}
        </ul>
      )}
      {open && <BillDialog target={open} returnFocus={opener} onClose={() => setOpen(null)} />}
    </div>
  );
}
