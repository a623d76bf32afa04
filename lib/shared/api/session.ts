/**
 * What the session calls answer (GET /api/admin/session, POST /api/admin/login). Types only
 * (docs/decisions/023-wire-types.md).
 */

/** The signed-in admin, when the session ends, and desk mode's end (FEATURES.md §5) or null. */
export type SessionAnswer = { username: string; expiresAt: string; deskUntil: string | null };

/** POST /api/admin/login, signed in: who, the server's words, and desk mode's end when asked for and granted. */
export type LoginAnswer = { message: string; username: string; deskUntil: string | null };
