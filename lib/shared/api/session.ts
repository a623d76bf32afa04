/**
 * What the session calls answer (GET /api/admin/session, POST /api/admin/login). Types only
 * (docs/decisions/023-wire-types.md).
 */
import type { Role } from "../roles";

/** Who is signed in (FEATURES.md §9): what the screens offer follows the role. */
export type SignedInAdmin = { username: string; displayName: string; role: Role; twoFactor: boolean };

/**
 * The signed-in admin, when the session ends, desk mode's end (FEATURES.md §5) or null, and
 * whether the account must set up two-factor before anything else.
 */
export type SessionAnswer = {
  username: string;
  expiresAt: string;
  deskUntil: string | null;
  admin: SignedInAdmin;
  twoFactorSetupRequired: boolean;
  /** the password is one the owner set: it must be changed before anything else */
  passwordChangeRequired: boolean;
};

/** POST /api/admin/login, signed in: who, the server's words, and desk mode's end when asked for and granted. */
export type LoginAnswer = {
  message: string;
  username: string;
  deskUntil: string | null;
  admin: SignedInAdmin;
  /** REQUIRE_TWO_FACTOR and the account has none: it may only set it up */
  twoFactorSetupRequired: boolean;
  /** the password is one the owner set: it must be changed before anything else */
  passwordChangeRequired: boolean;
};
