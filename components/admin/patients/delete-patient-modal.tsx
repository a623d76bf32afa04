"use client";

/**
 * The patient deletion confirmation (SPEC §2, §8): says what is removed — patient
 * information, all appointments, medical notes, reports and their uploaded files, contact
 * history — and that it cannot be undone. The outcome is told in the spec's words, in the
 * app's own places rather than a browser alert: 'Patient deleted successfully!' as the admin
 * notice once the dialog is gone; 'Error deleting patient: {message}' or 'Error deleting
 * patient. Please try again.' in the dialog, which stays open. Cancel has the focus first,
 * so Enter never deletes by accident.
 */
import { useRef, useState } from "react";
import { SolidIcon } from "@/components/ui/solid-icon";
import type { PatientListItem } from "@/lib/shared/api/patients";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { ApiError } from "../ui/api";
import { Message } from "../ui/alert";
import { Modal, ModalButton } from "../ui/modal";
import { useAdminNotice } from "../query/provider";
import { useDeletePatient } from "./queries";

const REMOVED = [
  "Patient information",
  "All appointments (their time slots become free)",
  "All medical notes",
  "All reports and their uploaded files",
  "Contact history",
];

export function DeletePatientModal({
  patient,
  onClose,
  onDeleted,
  returnFocus,
}: {
  patient: Pick<PatientListItem, "patient_id" | "name" | "phone" | "email">;
  onClose: () => void;
  onDeleted: () => void;
  /** where focus goes when it closes, when set by then (Modal) */
  returnFocus?: React.RefObject<HTMLElement | null>;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deletion = useDeletePatient();
  const showNotice = useAdminNotice();
  const [failure, setFailure] = useState<string | null>(null);
  // after success it stays busy until it is gone
  const busy = deletion.isPending || deletion.isSuccess;

  function confirmDelete() {
    setFailure(null);
    deletion.mutate(patient.patient_id, {
      onSuccess: () => {
        showNotice(PATIENT_MESSAGES.deleted, "success");
        onDeleted();
      },
      onError: (error) =>
        setFailure(
          error instanceof ApiError ? PATIENT_MESSAGES.deleteError(error.message) : PATIENT_MESSAGES.deleteNetwork,
        ),
    });
  }

  return (
    <Modal
      title="Delete patient?"
      description={`${patient.name} · Patient ID ${patient.patient_id}`}
      onClose={onClose}
      size="sm"
      tone="danger"
      initialFocus={cancelRef}
      returnFocus={returnFocus}
      dismissible={!busy}
      data-testid="delete-patient-modal"
      footer={
        <>
          {failure && (
            <div className="w-full">
              <Message tone="error">{failure}</Message>
            </div>
          )}
          <ModalButton ref={cancelRef} onClick={onClose} disabled={busy}>
            Cancel
          </ModalButton>
          <ModalButton variant="danger" onClick={confirmDelete} disabled={busy} busy={busy}>
            {!busy && <SolidIcon name="trash" />}
            {busy ? "Deleting..." : "Delete Patient"}
          </ModalButton>
        </>
      }
    >
      <p className="text-sm text-slate-700">This permanently removes:</p>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-800">
        {REMOVED.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-heart-600" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
      <p className="mt-4 rounded-lg bg-heart-50 px-3.5 py-2.5 text-sm font-medium text-heart-700 ring-1 ring-heart-100">
        This action cannot be undone.
      </p>
    </Modal>
  );
}
