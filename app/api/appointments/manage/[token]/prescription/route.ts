import { otherMethods, route } from "@/lib/server/api";
import { findByManageToken } from "@/lib/server/domain/manage";
import { prescriptionFileName } from "@/lib/server/domain/prescriptions/document";
import { finalPrescriptionOf } from "@/lib/server/domain/prescriptions/prescriptions";
import { notFound } from "@/lib/server/http";
import { manageLinkPdf } from "@/lib/server/manage-pdf";
import { prescriptionPdf } from "@/lib/server/domain/prescriptions/pdf-store";
import { manageLimiter } from "@/lib/server/rate-limit";
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
    return manageLinkPdf(req, params.token, { ...p, what: "prescription downloaded" }, async (lang) => ({
      pdf: await prescriptionPdf(p, { lang, size: "a4" }),
      fileName: prescriptionFileName(p, lang),
    }));
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
