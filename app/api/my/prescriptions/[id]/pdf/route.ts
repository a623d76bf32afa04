import { route, otherMethods } from "@/lib/server/api";
import { ownPrescription } from "@/lib/server/domain/my/overview";
import { requirePatientPhone } from "@/lib/server/domain/my/session";
import { prescriptionFileName } from "@/lib/server/domain/prescriptions/document";
import { prescriptionPdf } from "@/lib/server/domain/prescriptions/pdf-store";
import { downloadHeaders } from "@/lib/server/http";
import { pdfQuery, prescriptionIdParams } from "@/lib/shared/validation/prescriptions";

/**
 * A finalised prescription of the signed-in phone's patients as PDF (FEATURES.md §15): the
 * clinic's own, drawn from its frozen document. 401 without a session, 404 for any other.
 */
export const GET = route(
  { params: prescriptionIdParams, searchParams: pdfQuery, noStore: true },
  async ({ req, params, searchParams }) => {
    const rx = await ownPrescription(await requirePatientPhone(req), params.id);
    const lang = searchParams.lang ?? "en";
    const pdf = await prescriptionPdf(rx, { lang, size: searchParams.size ?? "a4" });
    const headers = downloadHeaders(prescriptionFileName(rx, lang), "application/pdf", pdf.length, "inline"); // opened in a tab to print
    return new Response(new Uint8Array(pdf), { status: 200, headers });
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
