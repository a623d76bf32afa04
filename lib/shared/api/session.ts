/**
 * What the session check answers (GET /api/admin/session). Types only
 * (docs/decisions/023-wire-types.md).
 */

/** The signed-in admin, when the session ends, and desk mode's end (FEATURES.md §5) or null. */
export type SessionAnswer = { username: string; expiresAt: string; deskUntil: string | null };
