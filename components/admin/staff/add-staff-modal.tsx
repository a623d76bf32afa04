"use client";

/**
 * Add a staff account (FEATURES.md §9): username, display name, role and a first password —
 * typed, or made here (shown once, to hand over). Checked with the shared staffCreateSchema
 * before POST /api/admin/staff; a username in use shows at its field.
 */
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { InputField, SelectField } from "@/components/ui/field";
import { ROLE_LABELS, ROLES } from "@/lib/shared/roles";
import { staffCreateSchema } from "@/lib/shared/validation/staff";
import { ApiError } from "../ui/api";
import { useFormDialog } from "../ui/form-dialog";
import { FormModal } from "../ui/modal";
import { useAdminForm } from "../ui/use-admin-form";
import { useAddStaff } from "./queries";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

/** A first password of 16 characters from the browser's own random source (crypto.getRandomValues). */
function makePassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(64));
  return [...bytes]
    .filter((b) => b < 256 - (256 % ALPHABET.length))
    .slice(0, 16)
    .map((b) => ALPHABET[b % ALPHABET.length])
    .join("");
}

export const ROLE_HINTS: Record<(typeof ROLES)[number], string> = {
  owner: "Everything, including staff accounts, backups and the audit log.",
  doctor: "Everything clinical (notes, reports, the chart) and everything the desk does.",
  desk: "Appointments, the queue, patients' contact details, messages, the calendar. No medical records.",
  assistant:
    "Tonight's list, and vitals and labs for tonight's patients with the chart's summary. No notes, prescriptions, billing or staff.",
};

export function AddStaffModal({ onClose }: { onClose: () => void }) {
  const add = useAddStaff();
  const usernameRef = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(false);
  const { setForm, field, values, set, submit, fail, problem, dirty } = useAdminForm({
    schema: staffCreateSchema,
    defaultValues: { username: "", displayName: "", role: "desk", password: "" },
  });
  const dialog = useFormDialog({ setForm, submit, fail, problem, dirty }, add, {
    onClose,
    done: onClose,
    notice: ({ message }) => message,
    refused: (e) => (e instanceof ApiError && e.code === "username_taken" ? { fields: { username: e.message } } : {}),
    askBeforeDiscard: true,
  });
  const role = values.role as (typeof ROLES)[number];

  return (
    <FormModal
      title="Add a staff account"
      description="They sign in with this username and password, then set up two-factor sign-in."
      initialFocus={usernameRef}
      formId="add-staff-form"
      submitLabel="Add account"
      busyLabel="Adding…"
      {...dialog}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Username"
          required
          ref={usernameRef}
          autoComplete="off"
          autoCapitalize="none"
          {...field("username")}
        />
        <InputField label="Display name" required hint="Shown as the author of notes." {...field("displayName")} />
        <SelectField label="Role" required placeholder="Choose a role" hint={ROLE_HINTS[role]} {...field("role")}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <div>
          <InputField
            label="First password"
            required
            type={shown ? "text" : "password"}
            autoComplete="new-password"
            hint="At least 12 characters. Hand it over in person; they can keep it or ask for a new one."
            {...field("password")}
          />
          <Button
            variant="ghost"
            size="toolbar"
            className="mt-1"
            onClick={() => {
              set("password", makePassword());
              setShown(true);
            }}
          >
            Make one for me
          </Button>
        </div>
      </div>
    </FormModal>
  );
}
