"use client";

/**
 * How an account signs what it finalises (FEATURES.md §13): its name as printed,
 * qualifications, registration number and council, printed on the letterhead and signature of
 * every prescription it finalises. A doctor without a registration number cannot finalise.
 * The first owner's empty fields print the clinic's configured doctor (CLINIC_DOCTOR_*).
 */
import { useRef } from "react";
import { InputField } from "@/components/ui/field";
import type { StaffMember } from "@/lib/shared/api/staff";
import { signatorySchema } from "@/lib/shared/validation/staff";
import { useFormDialog } from "../ui/form-dialog";
import { FormModal } from "../ui/modal";
import { useAdminForm } from "../ui/use-admin-form";
import { useUpdateStaff } from "./queries";

export function SignatoryModal({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const update = useUpdateStaff();
  const nameRef = useRef<HTMLInputElement>(null);
  const { setForm, field, submit, fail, problem, dirty } = useAdminForm({
    schema: signatorySchema,
    defaultValues: {
      printedName: member.printedName,
      qualifications: member.qualifications,
      registrationNumber: member.registrationNumber,
      council: member.council,
    },
  });
  const dialog = useFormDialog({ setForm, submit, fail, problem, dirty }, update, {
    onClose,
    done: onClose,
    body: (input) => ({ id: member.id, ...input }),
    notice: ({ message }) => message,
    askBeforeDiscard: true,
  });

  return (
    <FormModal
      title={`How ${member.displayName} signs`}
      description="Printed on the letterhead and signature of every prescription this account finalises. Without a registration number it cannot finalise."
      initialFocus={nameRef}
      formId="signatory-form"
      submitLabel="Save"
      busyLabel="Saving…"
      {...dialog}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Name as printed"
          ref={nameRef}
          autoComplete="off"
          hint="e.g. Dr. Meena Iyer. Empty: the display name."
          {...field("printedName")}
        />
        <InputField label="Qualifications" autoComplete="off" hint="e.g. MBBS, MD" {...field("qualifications")} />
        <InputField
          label="Registration number"
          autoComplete="off"
          hint="As the medical council registered it, e.g. TN-54321."
          {...field("registrationNumber")}
        />
        <InputField label="Council" autoComplete="off" hint="e.g. Tamil Nadu Medical Council" {...field("council")} />
      </div>
    </FormModal>
  );
}
