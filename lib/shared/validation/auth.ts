/**
 * The admin sign-in input, shared by the login form (components/admin/session/login-form.tsx) and
 * POST /api/admin/login. SPEC §5: both fields are required.
 */
import * as z from "zod/mini";

export const USERNAME_MAX = 64;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

export const LOGIN_MESSAGES = {
  required: "Please enter your username and password.",
  username: "Username is required",
  password: "Password is required",
  /** SPEC §8: the server's message, else this one */
  invalid: "Invalid credentials",
  /** SPEC §8: network error */
  network: "Login failed. Please try again.",
  expired: "Your session has expired. Please sign in again.",
  signedOut: "You have been signed out.",
  twoFactorRequired: "Enter the 6-digit code from your authenticator app, or a recovery code.",
  deskUnavailable:
    "Desk mode is for clinic evenings, Monday to Saturday from 3:00 PM until the clinic closes. You are signed in as usual.",
} as const;

export const loginSchema = z.object({
  username: z.string({ error: LOGIN_MESSAGES.username }).check(
    z.trim(),
    z.minLength(1, LOGIN_MESSAGES.username),
    z.maxLength(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`),
    // No username holds one, and a NUL would fail the throttle's lookup on PostgreSQL (a 500).
    z.regex(/^[^\u0000-\u001f\u007f]*$/, "Username must not contain control characters"),
  ),
  // Never trimmed: spaces are part of a password.
  password: z
    .string({ error: LOGIN_MESSAGES.password })
    .check(
      z.minLength(1, LOGIN_MESSAGES.password),
      z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    ),
  /** desk mode: keep the Tonight screen signed in until the clinic closes (FEATURES.md §5) */
  desk: z.optional(z.boolean({ error: "desk must be true or false." })),
  /** two-factor (FEATURES.md §9): the app's 6-digit code or a recovery code; empty counts as absent */
  code: z.optional(
    z.string({ error: "The code must be text." }).check(z.trim(), z.maxLength(32, "The code is too long.")),
  ),
});

export type LoginInput = z.infer<typeof loginSchema>;

/** Rules for a new or reset admin password (first-run admin and the admin:password CLI). */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
    z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  );

/** Usernames are stored and compared trimmed and lower-cased. */
export const usernameSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(3, "Username must be at least 3 characters"),
    z.maxLength(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`),
    z.regex(/^[a-z0-9._@-]+$/, "Username may contain letters, digits and . _ @ - only"),
  );

export const normalizeUsername = (username: string) => username.trim().toLowerCase();
