"use client";

/**
 * A prescription at and after Finalise (FEATURES.md §11): when warnings stand, Finalise asks
 * once, listing them ("Finalise anyway" / "Go back") — never blocking; once final, its lines,
 * what happened to the follow-up (booked, with its time; or why not), and print or send.
 */
import { useRef } from "react";
import type { PrescriptionRecord, PrescriptionWarning } from "@/lib/shared/api/prescriptions";
import { formatLongDate, formatSlot } from "@/lib/shared/clinic-time";
import { doseLine } from "@/lib/shared/validation/prescriptions";
import { Button } from "@/components/ui/button";
import { Message } from "../ui/alert";
import { Modal, ModalButton } from "../ui/modal";
import { PrescriptionActions } from "./prescription-actions";
import type { FinaliseAnswer } from "./queries";

function WarningList({ warnings }: { warnings: PrescriptionWarning[] }) {
  return (
    <ul className="mt-1 list-disc pl-5">
      {warnings.map((w) => (
        <li key={w.message}>{w.message}</li>
      ))}
    </ul>
  );
}

/** The one question at Finalise when warnings stand. */
export function FinaliseQuestion({
  warnings,
  onFinalise,
  onClose,
}: {
  warnings: PrescriptionWarning[];
  onFinalise: () => void;
  onClose: () => void;
}) {
  const back = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title="Finalise with these warnings?"
      onClose={onClose}
      size="sm"
      initialFocus={back}
      footer={
        <>
          <ModalButton ref={back} onClick={onClose}>
            Go back
          </ModalButton>
          <ModalButton
            variant="primary"
            onClick={() => {
              onClose();
              onFinalise();
            }}
          >
            Finalise anyway
          </ModalButton>
        </>
      }
    >
      <div className="text-sm text-slate-700" data-testid="finalise-warnings">
        <p>Please check before the prescription is numbered and can no longer change:</p>
        <WarningList warnings={warnings} />
      </div>
    </Modal>
  );
}

/** What happened to the follow-up asked for, as the finalise answer says. */
function followUpSaid(followUp: NonNullable<FinaliseAnswer["followUp"]>): string {
  if (!followUp.booked) return `The follow-up was not booked: ${followUp.reason}`;
  const { date, time } = followUp.booked;
  return `Follow-up booked: ${formatLongDate(date)}, ${formatSlot(time)}.`;
}

export function FinalPrescription({
  prescription,
  language,
  outcome,
  onCorrect,
}: {
  prescription: PrescriptionRecord;
  language: "en" | "ta";
  outcome: FinaliseAnswer | null;
  onCorrect: () => void;
}) {
  const followUp = outcome?.followUp;
  return (
    <div className="mt-3 space-y-3">
      <ol className="space-y-1 text-sm" data-testid="rx-final-items">
        {prescription.items.map((item, i) => (
          <li key={i}>
            <span className="font-semibold uppercase">{item.drug}</span> {item.strength}
            {item.form ? ` ${item.form}` : ""} — {doseLine(item, "en")}
          </li>
        ))}
      </ol>
      {followUp && <Message tone={followUp.booked ? "success" : "warning"}>{followUpSaid(followUp)}</Message>}
      {prescription.warnings.length > 0 && (
        <Message tone="warning">
          <span className="font-semibold">Finalised with these warnings:</span>
          <WarningList warnings={prescription.warnings} />
        </Message>
      )}
      <PrescriptionActions id={prescription.id} language={language}>
        <Button variant="ghost" size="toolbar" onClick={onCorrect}>
          Write a correction
        </Button>
      </PrescriptionActions>
    </div>
  );
}
