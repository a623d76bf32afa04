/** An answer that only says what was done (sign-out, a removal, a message queued). */
export type MessageAnswer = { message: string };

/** GET /api/health: the server reads its database; the newest migration applied to it. */
export type HealthAnswer = { status: "ok"; migration: string | null };
