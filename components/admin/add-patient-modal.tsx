"use client";

/**
 * CONTRACT (filled in by the patients work): the Add New Patient modal of SPEC §2, opened
 * from the dashboard's Quick Actions and the Patients Database. `onAdded` runs after a
 * successful add (lists and counts refresh).
 */
export type AddPatientModalProps = { onClose: () => void; onAdded?: () => void };

export function AddPatientModal({ onClose }: AddPatientModalProps) {
  return (
    <div role="dialog" aria-modal="true" aria-label="Add New Patient">
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}
