import { Readable } from "node:stream";
import { adminRoute, otherMethods } from "@/lib/server/api";
import { exportPatient, requireExportable } from "@/lib/server/domain/patient-export";
import { downloadHeaders } from "@/lib/server/http";
import { patientIdParams } from "@/lib/shared/validation/patients";
import { CLINICAL } from "@/lib/shared/roles";

/**
 * A patient's data as a ZIP (FEATURES.md §7): patient.json, summary.html, their report
 * files and their finalised prescriptions' PDFs; recorded in the rights log as a fulfilled access request. 404 unknown patient.
 */
export const GET = adminRoute(
  { roles: CLINICAL, params: patientIdParams },
  async ({ params: { key: id }, admin, audit }) => {
    const { fileName, stream, files, missingFiles, pdfs, missingPdfs } = await exportPatient(id, admin.username);
    await audit({
      action: "patient.export",
      target: String(id),
      detail:
        `${files} report files${missingFiles ? `, ${missingFiles} missing` : ""}` +
        (pdfs || missingPdfs ? `, ${pdfs} prescription PDFs${missingPdfs ? `, ${missingPdfs} not made` : ""}` : ""),
    });
    return new Response(Readable.toWeb(stream) as ReadableStream, {
      headers: downloadHeaders(fileName, "application/zip"),
    });
  },
);

// Without this, Next answers HEAD by running GET: an export (and a rights log entry) for no body.
export const HEAD = adminRoute({ roles: CLINICAL, params: patientIdParams }, async ({ params: { key: id } }) => {
  const fileName = await requireExportable(id);
  return new Response(null, { headers: downloadHeaders(fileName, "application/zip") });
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
