/** My appointments' inputs (FEATURES.md §15) beside the sign-in (./phone-codes.ts). */
import * as z from "zod/mini";

/** The patient's own consent change: only a withdrawal online (WhatsApp or SMS); giving it again is at the desk. */
export const myConsentSchema = z.union(
  [z.object({ whatsapp: z.literal(false) }), z.object({ sms: z.literal(false) })],
  { error: "Send {whatsapp: false} or {sms: false}: consent is withdrawn here, given at the clinic." },
);

export const MY_MESSAGES = {
  signedIn: "Signed in.",
  signedOut: "Signed out.",
  withdrawn: "WhatsApp messages are withdrawn.",
  smsStopped: "SMS messages are stopped.",
};
