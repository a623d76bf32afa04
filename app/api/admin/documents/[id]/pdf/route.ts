import { adminRoute, otherMethods } from "@/lib/server/api";
import { getDocument } from "@/lib/server/domain/documents/documents";
import { documentFileName, documentPdf } from "@/lib/server/domain/documents/pdf";
import { recordPatientView } from "@/lib/server/domain/patient-access";
import { downloadHeaders } from "@/lib/server/http";
import { CLINICAL } from "@/lib/shared/roles";
import { documentIdParams } from "@/lib/shared/validation/documents";
import { pdfQuery } from "@/lib/shared/validation/prescriptions";

/**
 * A letter or certificate as PDF (FEATURES.md §14): `?lang=en|ta&size=a4|a5` (English A4 by
 * default), drawn only from the content frozen when it was signed, shown in the browser to
 * print. The doctor and the owner only: a letter's text is clinical, and the desk sees that a
 * letter exists and may send it, never what it says (issue 44). Each fetch goes into the
 * patient's access log.
 */
export const GET = adminRoute(
  { roles: CLINICAL, params: documentIdParams, searchParams: pdfQuery },
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
