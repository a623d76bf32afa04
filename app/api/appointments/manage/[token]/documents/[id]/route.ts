import { otherMethods, route } from "@/lib/server/api";
import { documentsOfAppointment } from "@/lib/server/domain/documents/documents";
import { documentFileName, documentPdf } from "@/lib/server/domain/documents/pdf";
import { findByManageToken } from "@/lib/server/domain/manage";
import { notFound } from "@/lib/server/http";
import { manageLinkPdf } from "@/lib/server/manage-pdf";
import { manageLimiter } from "@/lib/server/rate-limit";
import { DOCUMENT_MESSAGES, documentIdParams } from "@/lib/shared/validation/documents";
import { manageTokenParams } from "@/lib/shared/validation/manage";
import * as z from "zod/mini";

const params = z.extend(manageTokenParams, documentIdParams.shape);

/**
 * Public: a letter or certificate of the appointment's visit as a PDF to keep (FEATURES.md §14),
 * A4, in the patient's language, drawn from its frozen content — as the visit's prescription is
 * offered (…/prescription). The token is the key, under the same limits; a letter of any other
 * visit is a 404. Each download goes into the patient's access log.
 */
export const GET = route({ params, limiter: manageLimiter, noStore: true }, async ({ req, params }) => {
  const appointment = await findByManageToken(params.token);
  const doc = (await documentsOfAppointment(appointment.id)).find((d) => d.id === params.id);
  if (!doc) throw notFound(DOCUMENT_MESSAGES.notFound);
  return manageLinkPdf(req, params.token, { ...doc, what: "letter downloaded" }, async (lang) => ({
    pdf: await documentPdf(doc, { lang, size: "a4" }),
    fileName: documentFileName(doc, lang),
  }));
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
