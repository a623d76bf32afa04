/** My appointments' inputs (FEATURES.md §15) beside the sign-in (./phone-codes.ts). */
import * as z from "zod/mini";

/** The patient's own consent change: only a withdrawal of WhatsApp online; giving it again is at the desk. */
export const myConsentSchema = z.object({
  whatsapp: z.literal(false, { error: "whatsapp must be false: consent is withdrawn here, given at the clinic." }),
});

export const MY_MESSAGES = {
  signedIn: "Signed in.",
  signedOut: "Signed out.",
  withdrawn: "WhatsApp messages are withdrawn.",
};
