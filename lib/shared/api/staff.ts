/**
 * What the staff and two-factor calls answer (FEATURES.md §9). Types only
 * (docs/decisions/023-wire-types.md).
 */
import type { Role } from "../roles";

/** A staff account as the owner's Staff screen lists it: never a hash, secret or code. */
export type StaffMember = {
  id: number;
  username: string;
  displayName: string;
  role: Role;
  twoFactor: boolean;
  active: boolean;
  lastSignInAt: string | null;
  /**
   * How the account signs what it finalises (FEATURES.md §13); empty: not set — the first
   * owner's empty fields print the configuration's (CLINIC_DOCTOR_*), anyone else's print
   * nothing (no registration number: cannot finalise; no printed name: the display name).
   */
  printedName: string;
  qualifications: string;
  registrationNumber: string;
  council: string;
};

/** GET /api/admin/staff */
export type StaffListAnswer = { staff: StaffMember[] };
/** POST /api/admin/staff, PATCH /api/admin/staff/{id}, POST …/reset-two-factor */
export type StaffAnswer = { message: string; staff: StaffMember };

/** POST /api/admin/two-factor/setup: the secret for the app (not yet active), and the QR code's URI. */
export type TwoFactorSetupAnswer = { secret: string; otpauthUrl: string };
/** POST /api/admin/two-factor/enable: the recovery codes, shown once. */
export type TwoFactorEnabledAnswer = { message: string; recoveryCodes: string[] };
