import { otherMethods, route } from "@/lib/server/api";
import { findByManageToken } from "@/lib/server/domain/manage";
import { patientLanguage } from "@/lib/server/domain/patients";
import { prescriptionDocument, prescriptionFileName } from "@/lib/server/domain/prescriptions/document";
import { finalPrescriptionOf } from "@/lib/server/domain/prescriptions/prescriptions";
import { downloadHeaders, notFound } from "@/lib/server/http";
import { renderPrescriptionPdf } from "@/lib/server/domain/prescriptions/pdf";
import { manageLimiter } from "@/lib/server/rate-limit";
import { MANAGE_MESSAGES, manageTokenParams } from "@/lib/shared/validation/manage";

/**
 * Public: the finalised prescription of the appointment's visit (its latest version) as a PDF
 * to keep (FEATURES.md §11) — A4, in the patient's language. The token is the key, as for the
 * calendar file, under the same per-address limit; an unknown token is the manage link's one
 * 404, a visit without a finalised prescription a 404 saying so.
 */
export const GET = route({ params: manageTokenParams, limiter: manageLimiter, noStore: true }, async ({ params }) => {
  const appointment = await findByManageToken(params.token);
  const p = await finalPrescriptionOf(appointment.id);
  if (!p) throw notFound(MANAGE_MESSAGES.noPrescription);
  const lang = await patientLanguage(p.patientId);
  const pdf = await renderPrescriptionPdf(await prescriptionDocument(p, { lang, size: "a4" }));
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: downloadHeaders(prescriptionFileName(p, lang), "application/pdf", pdf.length),
  });
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
