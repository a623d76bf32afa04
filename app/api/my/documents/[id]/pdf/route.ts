import { route, otherMethods } from "@/lib/server/api";
import { documentFileName, documentPdf } from "@/lib/server/domain/documents/pdf";
import { ownDocument } from "@/lib/server/domain/my/overview";
import { requirePatientPhone } from "@/lib/server/domain/my/session";
import { downloadHeaders } from "@/lib/server/http";
import { documentIdParams } from "@/lib/shared/validation/documents";
import { pdfQuery } from "@/lib/shared/validation/prescriptions";

/**
 * A letter or certificate of the signed-in phone's patients as PDF (FEATURES.md §14–15): drawn
 * from its frozen content. 401 without a session, 404 for any other.
 */
export const GET = route(
  { params: documentIdParams, searchParams: pdfQuery, noStore: true },
  async ({ req, params, searchParams }) => {
    const doc = await ownDocument(await requirePatientPhone(req), params.id);
    const lang = searchParams.lang ?? "en";
    const pdf = await documentPdf(doc, { lang, size: searchParams.size ?? "a4" });
    const headers = downloadHeaders(documentFileName(doc, lang), "application/pdf", pdf.length, "inline"); // opened in a tab to print
    return new Response(new Uint8Array(pdf), { status: 200, headers });
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
