import { adminRoute, otherMethods } from "@/lib/server/api";
import { receiptDocument, receiptFileName, renderReceiptPdf } from "@/lib/server/domain/billing/receipt";
import { downloadHeaders } from "@/lib/server/http";
import { billIdParams, receiptQuery } from "@/lib/shared/validation/billing";
import { STAFF } from "@/lib/shared/roles";

/**
 * A bill's receipt as PDF (FEATURES.md §12): `?size=a5|80mm` (A5 by default), `?lang=en|ta`
 * (the patient's language by default) — the number, the registration number, the total in
 * figures and words, payments by mode, VOID on a void bill. Opened in a tab to print.
 */
export const GET = adminRoute(
  { roles: STAFF, params: billIdParams, searchParams: receiptQuery },
  async ({ params, searchParams }) => {
    const doc = await receiptDocument(params.id, { lang: searchParams.lang, size: searchParams.size ?? "a5" });
    const pdf = await renderReceiptPdf(doc);
    const headers = downloadHeaders(receiptFileName(doc), "application/pdf", pdf.length, "inline");
    return new Response(new Uint8Array(pdf), { status: 200, headers });
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
