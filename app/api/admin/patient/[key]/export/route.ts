import { Readable } from "node:stream";
import { adminRoute, otherMethods } from "@/lib/server/api";
import { recordPatientView } from "@/lib/server/domain/patient-access";
import { exportPatient, requireExportable } from "@/lib/server/domain/patient-export";
import { downloadHeaders } from "@/lib/server/http";
import { patientIdParams } from "@/lib/shared/validation/patients";
import { CLINICAL } from "@/lib/shared/roles";

/**
 * A patient's data as a ZIP (FEATURES.md §7): patient.json, summary.html, their report
 * files and their finalised prescriptions' PDFs; recorded in the rights log as a fulfilled
 * access request and in the patient's access log (its own entry included). A POST (the
 * download follows): it writes, so a cross-site page cannot start one (issue 41 G7). 404
 * unknown patient.
 */
export const POST = adminRoute(
  { roles: CLINICAL, params: patientIdParams },
  async ({ params: { key: id }, admin, audit }) => {
    // first the 404 of an unknown patient, then the access log's entry, which the export then carries
    await requireExportable(id);
    await recordPatientView({ actor: admin.username, ip: admin.ip, patientId: id, what: "export" });
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

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
