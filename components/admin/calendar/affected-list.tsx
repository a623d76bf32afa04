"use client";

/**
 * After a closure is added: the booked patients inside it ("3 booked patients are inside
 * this closure"), each with the date, time and phone, and Reschedule (the tables' modal) and
 * Cancel (the status change) at hand, and the WhatsApp message "we are closed that day". A
 * closure never moves or cancels anyone by itself; each row says what the desk did with it.
 */
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { AppointmentRecord } from "@/lib/shared/api/appointments";
import { whatsappNumber } from "@/lib/shared/phone";
import type { BookingRules } from "@/lib/shared/validation/booking";
import { slotText } from "../appointments/appointment-format";
import { cancelQuestion } from "../appointments/appointment-row";
import { useSetStatus } from "../appointments/queries";
import { RescheduleModal } from "../appointments/reschedule-modal";
import { WhatsAppMenu } from "../appointments/whatsapp-menu";
import { FocusHeading } from "../ui/panel";
import { useConfirm } from "../ui/confirm-dialog";
import { bookedPatients } from "./calendar-format";

type Outcome = { moved: string } | { cancelled: true };

export function AffectedList({
  rows,
  several,
  rules,
  onDismiss,
}: {
  rows: AppointmentRecord[];
  /** added with other closures (holidays): "these closures" */
  several?: boolean;
  rules: BookingRules;
  onDismiss: () => void;
}) {
  const headingId = useId();
  const [outcomes, setOutcomes] = useState<Record<number, Outcome>>({});
  const [moving, setMoving] = useState<AppointmentRecord | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const setStatus = useSetStatus();
  const [ask, asking] = useConfirm();
  const which = several ? "these closures" : "this closure";
  const open = rows.filter((r) => !outcomes[r.id]).length;

  function cancel(row: AppointmentRecord) {
    ask({
      title: "Cancel appointment",
      question: cancelQuestion(row),
      confirmLabel: "Cancel appointment",
      onConfirm: () =>
        setStatus.mutate(
          { row, status: "Cancelled", from: "menu" },
          { onSuccess: () => setOutcomes((o) => ({ ...o, [row.id]: { cancelled: true } })) },
        ),
    });
  }

  return (
    <section
      aria-labelledby={headingId}
      data-testid="affected-list"
      className={`rounded-2xl p-4 shadow-sm ring-1 sm:p-5 ${
        rows.length ? "bg-amber-50/60 ring-amber-200" : "bg-white ring-slate-200"
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <FocusHeading
          id={headingId}
          ref={headingRef}
          className="flex scroll-mt-40 items-start gap-2 text-base font-semibold text-slate-900"
        >
          {rows.length > 0 && <Icon name="alert" className="mt-0.5 size-5 shrink-0 text-amber-700" />}
          {rows.length === 0
            ? `No booked patients are inside ${which}.`
            : `${bookedPatients(rows.length)} ${rows.length === 1 ? "is" : "are"} inside ${which}`}
        </FocusHeading>
        <Button variant="neutral" size="toolbar" onClick={onDismiss} className="shrink-0">
          {open === 0 ? "Done" : "Hide"}
        </Button>
      </div>
      {rows.length > 0 && (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Their appointments stay booked and are marked “Clinic closed” in the tables. Please call each one, then move
            or cancel the appointment.
          </p>
          <ul className="mt-3 divide-y divide-amber-200/70 overflow-hidden rounded-xl bg-white ring-1 ring-amber-200">
            {rows.map((row) => (
              <AffectedRow
                key={row.id}
                row={row}
                outcome={outcomes[row.id]}
                busy={setStatus.isPending && setStatus.variables?.row.id === row.id}
                onReschedule={(el) => {
                  opener.current = el;
                  setMoving(row);
                }}
                onCancel={() => cancel(row)}
              />
            ))}
          </ul>
        </>
      )}
      {moving && (
        <RescheduleModal
          row={moving}
          rules={rules}
          returnFocus={opener}
          onMoved={(moved) => setOutcomes((o) => ({ ...o, [moving.id]: { moved: slotText(moved) } }))}
          onClose={() => {
            if (!opener.current?.isConnected) opener.current = headingRef.current;
            setMoving(null);
          }}
        />
      )}
      {asking}
    </section>
  );
}

function AffectedRow({
  row,
  outcome,
  busy,
  onReschedule,
  onCancel,
}: {
  row: AppointmentRecord;
  outcome: Outcome | undefined;
  busy: boolean;
  onReschedule: (opener: HTMLElement) => void;
  onCancel: () => void;
}) {
  return (
    <li
      data-appointment-id={row.id}
      className="flex flex-col gap-3 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{row.name}</p>
        <p className="text-slate-700">
          <span className={outcome ? "line-through decoration-slate-400" : ""}>{slotText(row)}</span>
          {row.phone && (
            <>
              {" · "}
              <a
                href={`tel:${row.phone.replace(/[^\d+]/g, "")}`}
                className="font-medium text-brand-700 hover:text-brand-800 hover:underline"
              >
                {row.phone}
              </a>
            </>
          )}
        </p>
        {/* without the WhatsApp API: the message, written out, to send from the clinic's phone */}
        {!outcome && whatsappNumber(row.phone) && <WhatsAppMenu id={row.id} name={row.name} closed />}
      </div>
      {outcome ? (
        <p className="flex items-center gap-1.5 font-medium text-emerald-800" role="status">
          <Icon name="check" className="size-4" />
          {"moved" in outcome ? `Moved to ${outcome.moved}` : "Cancelled"}
        </p>
      ) : (
        <div className="flex shrink-0 gap-2">
          <Button
            variant="neutral"
            size="toolbar"
            disabled={busy}
            onClick={(e) => onReschedule(e.currentTarget)}
            aria-label={`Reschedule ${row.name}'s appointment`}
          >
            <Icon name="calendar" className="size-4" /> Reschedule
          </Button>
          <Button
            variant="neutral"
            size="toolbar"
            pending={busy}
            onClick={onCancel}
            aria-label={`Cancel ${row.name}'s appointment`}
            className="text-heart-700 hover:text-heart-700"
          >
            Cancel
          </Button>
        </div>
      )}
    </li>
  );
}
