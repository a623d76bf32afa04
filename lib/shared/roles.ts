/**
 * Staff roles (FEATURES.md §9, docs/security.md "Roles"). Every admin route declares which of
 * these may call it (lib/server/api.ts adminRoute `roles`); the screens a role may not use are
 * not offered to it (components/admin/shell/screens.ts).
 */
export const ROLES = ["owner", "doctor", "desk"] as const;
export type Role = (typeof ROLES)[number];

/** Everyone on the staff: appointments, the queue, patients' identity and contact, messages, calendar. */
export const STAFF: readonly Role[] = ["owner", "doctor", "desk"];
/** Clinical records: medical notes, reports, and the coming visits, vitals, labs, prescription drafts. */
export const CLINICAL: readonly Role[] = ["owner", "doctor"];
/** Staff accounts, backups, the audit log, fees. */
export const OWNER: readonly Role[] = ["owner"];

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", doctor: "Doctor", desk: "Desk" };

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
