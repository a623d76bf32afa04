import { route, otherMethods } from "@/lib/server/api";
import { receiptDocument, receiptFileName, renderReceiptPdf } from "@/lib/server/domain/billing/receipt";
import { ownBill } from "@/lib/server/domain/my/overview";
import { requirePatientPhone } from "@/lib/server/domain/my/session";
import { downloadHeaders } from "@/lib/server/http";
import { billIdParams, receiptQuery } from "@/lib/shared/validation/billing";

/**
 * A receipt of the signed-in phone's patients as PDF (FEATURES.md §15): the clinic's own (the
 * desk's receipt, from the bill's frozen document). 401 without a session, 404 for any other.
 */
export const GET = route(
  { params: billIdParams, searchParams: receiptQuery, noStore: true },
  async ({ req, params, searchParams }) => {
    const id = await ownBill(await requirePatientPhone(req), params.id);
    const doc = await receiptDocument(id, { lang: searchParams.lang, size: searchParams.size ?? "a5" });
    const pdf = await renderReceiptPdf(doc);
    const headers = downloadHeaders(receiptFileName(doc), "application/pdf", pdf.length, "inline"); // opened in a tab to print
    return new Response(new Uint8Array(pdf), { status: 200, headers });
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
