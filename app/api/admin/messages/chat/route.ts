import { adminRoute, otherMethods } from "@/lib/server/api";
import { chatLink } from "@/lib/server/messages/desk";
import { chatQuery } from "@/lib/shared/validation/messages";
import { STAFF } from "@/lib/shared/roles";

/**
 * Admin: "Send on WhatsApp" — 303 to a wa.me link with the message prefilled (confirmation,
 * reminder or "we are closed that day", with the patient's manage link), for clinics without
 * the WhatsApp API. A link the desk opens in a new tab: the manage link never sits in a page.
 */
export const GET = adminRoute({ roles: STAFF, searchParams: chatQuery }, async ({ searchParams }) =>
  Response.redirect(await chatLink(searchParams.appointmentId, searchParams.kind), 303),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
