import { adminRoute, otherMethods } from "@/lib/server/api";
import { createReportFromUpload, toReportRecord } from "@/lib/server/domain/reports";
import { ok } from "@/lib/server/http";
import { parseUpload } from "@/lib/server/uploads";
import type { ReportUploadedAnswer } from "@/lib/shared/api/patients";
import { REPORT_MESSAGES } from "@/lib/shared/validation/reports";
import { CLINICAL } from "@/lib/shared/roles";

/**
 * Report upload (SPEC §7): multipart with reportFile, patientIdentifier, reportName,
 * reportType, description, uploadDate. The body is streamed to a temporary file (never
 * buffered), 413 past 10 MB; the temporary file is always removed.
 */
export const POST = adminRoute({ roles: CLINICAL }, async ({ req, audit }) => {
  const upload = await parseUpload(req, { fileField: "reportFile" });
  try {
    const report = await createReportFromUpload(upload);
    await audit({
      action: "report.upload",
      target: report.timestamp,
      detail: `patient ${report.patientId}, ${report.fileSize} bytes`,
    });
    return ok(
      { message: REPORT_MESSAGES.uploaded, report: toReportRecord(report) } satisfies ReportUploadedAnswer,
      201,
    );
  } finally {
    await upload.discard();
  }
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
