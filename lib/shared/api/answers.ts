/** An answer that only says what was done (sign-out, a removal, a message queued). */
export type MessageAnswer = { message: string };
