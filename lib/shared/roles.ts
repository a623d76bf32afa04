/**
 * Staff roles (FEATURES.md §9, docs/security.md "Roles"). Every admin route declares which of
 * these may call it (lib/server/api.ts adminRoute `roles`); the screens a role may not use are
 * not offered to it (components/admin/shell/screens.ts).
 */
export const ROLES = ["owner", "doctor", "desk", "assistant"] as const;
export type Role = (typeof ROLES)[number];

/** Everyone signed in: their own session, sign-out and two-factor, and tonight's list (who is here). */
export const EVERYONE: readonly Role[] = ["owner", "doctor", "desk", "assistant"];
/** The front office and the clinicians: appointments, patients' identity and contact, billing, messages, calendar. */
export const STAFF: readonly Role[] = ["owner", "doctor", "desk"];
/** Clinical records: medical notes, reports, and the coming visits, vitals, labs, prescription drafts. */
export const CLINICAL: readonly Role[] = ["owner", "doctor"];
/**
 * Vitals and labs (issue 40, decision 036): opening tonight's visit, recording its vitals and
 * lab results, reading the chart's summary and flowsheet. The assistant only for tonight's
 * patients (lib/server/domain/consult/tonight.ts).
 */
export const VITALS: readonly Role[] = ["owner", "doctor", "assistant"];
/** Staff accounts, backups, the audit log, fees. */
export const OWNER: readonly Role[] = ["owner"];

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  doctor: "Doctor",
  desk: "Desk",
  assistant: "Assistant",
};

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
