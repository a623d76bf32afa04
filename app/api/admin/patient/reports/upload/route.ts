import { audit } from "@/lib/server/domain/audit";
import { adminRoute } from "@/lib/server/auth/sessions";
import { clientIp, ok } from "@/lib/server/http";
import { createReportFromUpload, toReportRecord } from "@/lib/server/domain/reports";
import { parseUpload } from "@/lib/server/uploads";
import { REPORT_MESSAGES } from "@/lib/shared/validation/reports";

/**
 * Report upload (SPEC §7): multipart with reportFile, patientIdentifier, reportName,
 * reportType, description, uploadDate. The body is streamed to a temporary file (never
 * buffered), 413 past 10 MB; the temporary file is always removed.
 */
export const POST = adminRoute(async (req, _ctx, admin) => {
  const upload = await parseUpload(req, { fileField: "reportFile" });
  try {
    const report = await createReportFromUpload(upload);
    await audit({
      actor: admin.username,
      action: "report.upload",
      target: report.timestamp,
      ip: clientIp(req),
      detail: `patient ${report.patientId}, ${report.fileSize} bytes`,
    });
    return ok({ message: REPORT_MESSAGES.uploaded, report: toReportRecord(report) }, 201);
  } finally {
    await upload.discard();
  }
});
