/**
 * Staff accounts and two-factor (FEATURES.md §9): the inputs of the staff and two-factor calls,
 * shared by the owner's Staff screen, the two-factor set-up screen and the server.
 */
import * as z from "zod/mini";
import { ROLES } from "../roles";
import { newPasswordSchema, PASSWORD_MAX, usernameSchema } from "./auth";

export const DISPLAY_NAME_MAX = 80;

export const STAFF_MESSAGES = {
  usernameTaken: "That username is already in use.",
  lastOwner: "The clinic must keep at least one active owner.",
  notFound: "No staff account with that ID.",
  forbidden: "Your role does not allow this.",
  twoFactorSetupRequired: "Set up two-factor sign-in first.",
  created: "Staff account added.",
  updated: "Staff account updated.",
  twoFactorReset: "Two-factor sign-in reset. They set it up again at their next sign-in.",
} as const;

export const TWO_FACTOR_MESSAGES = {
  notSetUp: "Start setting up two-factor sign-in first.",
  alreadyOn: "Two-factor sign-in is already on. To move it to another phone, turn it off first.",
  wrongCode: "That code is not right. Enter the current 6-digit code from your authenticator app.",
  enabled: "Two-factor sign-in is on. Keep your recovery codes somewhere safe.",
  disabled: "Two-factor sign-in is off.",
  wrongPassword: "Your password or code is not right.",
} as const;

const displayName = z
  .string({ error: "Display name must be text." })
  .check(
    z.trim(),
    z.minLength(1, "Display name is required"),
    z.maxLength(DISPLAY_NAME_MAX, `Display name must be at most ${DISPLAY_NAME_MAX} characters`),
  );
const role = z.enum(ROLES, { error: "Role must be owner, doctor, desk or assistant." });

/** POST /api/admin/staff */
export const staffCreateSchema = z.object({
  username: usernameSchema,
  displayName,
  role,
  password: newPasswordSchema,
});
export type StaffCreateInput = z.infer<typeof staffCreateSchema>;

/** PATCH /api/admin/staff/{id}: any of these */
export const staffUpdateSchema = z
  .object({
    displayName: z.optional(displayName),
    role: z.optional(role),
    active: z.optional(z.boolean({ error: "active must be true or false." })),
  })
  .check(
    z.refine(
      (v) => Object.values(v).some((x) => x !== undefined),
      "Nothing to change: send displayName, role or active.",
    ),
  );
export type StaffUpdateInput = z.infer<typeof staffUpdateSchema>;

export const staffIdParams = z.object({
  id: z.coerce.number({ error: "Staff ID must be a number." }).check(z.int(), z.positive("Staff ID must be a number.")),
});

const sixDigits = z
  .string({ error: "Enter the 6-digit code." })
  .check(z.trim(), z.regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app."));

/** POST /api/admin/two-factor/enable */
export const twoFactorEnableSchema = z.object({ code: sixDigits });

/** POST /api/admin/two-factor/disable */
export const twoFactorDisableSchema = z.object({
  password: z
    .string({ error: "Password is required" })
    .check(z.minLength(1, "Password is required"), z.maxLength(PASSWORD_MAX)),
  code: sixDigits,
});

/** A recovery code as typed ("K7Q2 9XMF 3HPA", "k7q29xmf3hpa") in its stored form, or null. */
export function normalizeRecoveryCode(typed: string): string | null {
  const plain = typed.toLowerCase().replace(/[\s-]/g, "");
  return /^[a-z0-9]{12}$/.test(plain) ? `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}` : null;
}
