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

/** One's own password (FEATURES.md §9 "Own passwords"). */
export const ACCOUNT_MESSAGES = {
  changeRequired: "Choose your own password first: the one you signed in with was set by the clinic's owner.",
  samePassword: "Choose a password other than your current one.",
  wrongPassword: "Your current password is not right.",
  changed: "Your password is changed. You are signed out on every other device.",
} as const;

/** POST /api/admin/account/password */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: "Your current password is required" })
    .check(z.minLength(1, "Your current password is required"), z.maxLength(PASSWORD_MAX)),
  newPassword: newPasswordSchema,
});

export const TWO_FACTOR_MESSAGES = {
  notSetUp: "Start setting up two-factor sign-in first.",
  alreadyOn: "Two-factor sign-in is already on. To move it to another phone, turn it off first.",
  wrongCode: "That code is not right. Enter the current 6-digit code from your authenticator app.",
  codeUsed: "That code was just used. Wait for the next one.",
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

const SIGNATORY_MAX = { printedName: 80, qualifications: 120, registrationNumber: 40, council: 80 } as const;

/** One of a doctor's printed fields (FEATURES.md §13): one line, trimmed; empty clears it. */
const printedField = (label: string, max: number) =>
  z.string({ error: `${label} must be text.` }).check(
    z.trim(),
    z.maxLength(max, `${label} must be at most ${max} characters`),
    z.refine((v) => !/[\r\n]/.test(v), `${label} must be one line.`),
  );

/** How an account signs what it finalises: its name as printed, qualifications, registration number and council (the Staff screen's form). */
export const signatorySchema = z.object({
  printedName: printedField("Name as printed", SIGNATORY_MAX.printedName),
  qualifications: printedField("Qualifications", SIGNATORY_MAX.qualifications),
  registrationNumber: printedField("Registration number", SIGNATORY_MAX.registrationNumber),
  council: printedField("Council", SIGNATORY_MAX.council),
});

/** PATCH /api/admin/staff/{id}: any of these */
export const staffUpdateSchema = z
  .object({
    displayName: z.optional(displayName),
    role: z.optional(role),
    active: z.optional(z.boolean({ error: "active must be true or false." })),
    ...z.partial(signatorySchema).shape,
  })
  .check(
    z.refine(
      (v) => Object.values(v).some((x) => x !== undefined),
      "Nothing to change: send displayName, role, active, printedName, qualifications, registrationNumber or council.",
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
