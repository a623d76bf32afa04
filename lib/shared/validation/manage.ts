/**
 * The patient's manage link (FEATURES.md §3): the token as the URL gives it and the words
 * of the page and of its calls. Shared by /appointment/{token} and the
 * /api/appointments/manage/{token} calls.
 */
import { z } from "zod";

/** A manage token as issued: 24 random bytes, base64url (lib/server/domain/appointments newManageToken). */
export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const MANAGE_MESSAGES = {
  /** the one answer for every unknown or malformed token */
  notFound: "This appointment link is not valid. Please check the link, or call the clinic.",
  cancelled: "Your appointment has been cancelled.",
  rescheduled: "Your appointment has been moved.",
  alreadyCancelled: "This appointment has been cancelled. Please book a new appointment.",
  tooLate: (hours: number, phone: string) =>
    `It is less than ${hours === 1 ? "1 hour" : `${hours} hours`} to your appointment, so it can no longer be changed online. Please call the clinic on ${phone}.`,
  closed: (phone: string) => `This appointment can no longer be changed online. Please call the clinic on ${phone}.`,
  cancelConfirm: "Cancel this appointment? The time will be offered to other patients.",
} as const;

/** The `{token}` segment: a malformed one is the same 404 as an unknown one (no hint which). */
export const manageTokenParams = z.object({ token: z.string() });
