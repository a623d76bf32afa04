import { otherMethods, route } from "@/lib/server/api";
import { findByManageToken } from "@/lib/server/domain/manage";
import { patientLanguage } from "@/lib/server/domain/patients";
import { prescriptionFileName } from "@/lib/server/domain/prescriptions/document";
import { finalPrescriptionOf } from "@/lib/server/domain/prescriptions/prescriptions";
import { clientIp, downloadHeaders, notFound } from "@/lib/server/http";
import { MANAGE_LINK_ACTOR, recordPatientView } from "@/lib/server/domain/patient-access";
import { prescriptionPdf } from "@/lib/server/domain/prescriptions/pdf-store";
import { hashManageToken } from "@/lib/server/domain/appointments";
import { manageDocumentLimiter, manageLimiter } from "@/lib/server/rate-limit";
import { MANAGE_MESSAGES, manageTokenParams } from "@/lib/shared/validation/manage";

/**
 * Public: the finalised prescription of the appointment's visit (its latest version) as a PDF
 * to keep (FEATURES.md §11) — A4, in the patient's language. The token is the key, as for the
 * calendar file, under the same per-address limit; an unknown token is the manage link's one
 * 404, a visit without a finalised prescription a 404 saying so. Each download goes into the
 * patient's access log.
 */
export const GET = route(
  { params: manageTokenParams, limiter: manageLimiter, noStore: true },
  async ({ req, params }) => {
    const appointment = await findByManageToken(params.token);
    const p = await finalPrescriptionOf(appointment.id);
    if (!p) throw notFound(MANAGE_MESSAGES.noPrescription);
    const lang = await patientLanguage(p.patientId);
    // per link and per network (issue 41 G5), then the copy rendered once
    manageDocumentLimiter.hit(hashManageToken(params.token), clientIp(req));
    const pdf = await prescriptionPdf(p, { lang, size: "a4" });
    await recordPatientView({
      actor: MANAGE_LINK_ACTOR,
      ip: clientIp(req),
      patientId: p.patientId,
      what: "prescription downloaded",
      detail: p.number ?? undefined,
    });
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: downloadHeaders(prescriptionFileName(p, lang), "application/pdf", pdf.length),
    });
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
