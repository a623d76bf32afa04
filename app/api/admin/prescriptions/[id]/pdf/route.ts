import { adminRoute, otherMethods } from "@/lib/server/api";
import { recordPatientView } from "@/lib/server/domain/patient-access";
import { prescriptionFileName } from "@/lib/server/domain/prescriptions/document";
import { prescriptionPdf } from "@/lib/server/domain/prescriptions/pdf-store";
import { getPrescription } from "@/lib/server/domain/prescriptions/prescriptions";
import { downloadHeaders, HttpError } from "@/lib/server/http";
import { CLINICAL, STAFF } from "@/lib/shared/roles";
import { pdfQuery, PRESCRIPTION_MESSAGES, prescriptionIdParams } from "@/lib/shared/validation/prescriptions";

/**
 * A prescription as PDF (FEATURES.md §11): `?lang=en|ta&size=a4|a5` (English A4 by default),
 * shown in the browser to print. The desk may fetch a finalised one; a draft is the doctor's
 * (403 for the desk) and carries a DRAFT watermark. Each fetch goes into the access log.
 */
export const GET = adminRoute(
  { roles: STAFF, params: prescriptionIdParams, searchParams: pdfQuery },
  async ({ params, searchParams, admin }) => {
    const p = await getPrescription(params.id);
    if (p.status !== "final" && !CLINICAL.includes(admin.role))
      throw new HttpError(403, PRESCRIPTION_MESSAGES.draftForDesk);
    const lang = searchParams.lang ?? "en";
    const pdf = await prescriptionPdf(p, { lang, size: searchParams.size ?? "a4" });
    await recordPatientView({ actor: admin.username, ip: admin.ip, patientId: p.patientId, what: "prescription" });
    const headers = downloadHeaders(prescriptionFileName(p, lang), "application/pdf", pdf.length, "inline"); // opened in a tab to print
    return new Response(new Uint8Array(pdf), { status: 200, headers });
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
