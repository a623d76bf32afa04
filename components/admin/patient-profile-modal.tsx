"use client";

/**
 * CONTRACT (filled in by the patients work): the Patient Profile modal of SPEC §2, opened
 * from any appointment row or patient row. `patientKey` is the patient's ID (the admin UI
 * always uses the ID, DESIGN §2).
 */
export type PatientProfileModalProps = { patientKey: string; onClose: () => void };

export function PatientProfileModal({ onClose }: PatientProfileModalProps) {
  return (
    <div role="dialog" aria-modal="true" aria-label="Patient profile">
      <button type="button" onClick={onClose}>
        Back to Admin
      </button>
    </div>
  );
}
