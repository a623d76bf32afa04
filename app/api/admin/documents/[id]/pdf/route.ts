import { adminRoute, otherMethods } from "@/lib/server/api";
import { getDocument } from "@/lib/server/domain/documents/documents";
import { documentFileName, documentPdf } from "@/lib/server/domain/documents/pdf";
import { recordPatientView } from "@/lib/server/domain/patient-access";
import { downloadHeaders } from "@/lib/server/http";
import { STAFF } from "@/lib/shared/roles";
import { documentIdParams } from "@/lib/shared/validation/documents";
import { pdfQuery } from "@/lib/shared/validation/prescriptions";

/**
 * A letter or certificate as PDF (FEATURES.md §14): `?lang=en|ta&size=a4|a5` (English A4 by
 * default), drawn only from the content frozen when it was signed, shown in the browser to
 * print. Signed letters are final, so the desk may print one as it prints a finalised
 * prescription. Each fetch goes into the patient's access log.
 */
export const GET = adminRoute(
  { roles: STAFF, params: documentIdParams, searchParams: pdfQuery },
  async ({ params, searchParams, admin }) => {
    const doc = await getDocument(params.id);
    const lang = searchParams.lang ?? "en";
    const pdf = await documentPdf(doc, { lang, size: searchParams.size ?? "a4" });
    await recordPatientView({
      actor: admin.username,
      ip: admin.ip,
      patientId: doc.patientId,
      what: "letter",
      detail: doc.number,
    });
    const headers = downloadHeaders(documentFileName(doc, lang), "application/pdf", pdf.length, "inline"); // opened in a tab to print
    return new Response(new Uint8Array(pdf), { status: 200, headers });
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
