import { adminRoute, otherMethods } from "@/lib/server/api";
import { fileReport } from "@/lib/server/domain/patient-reports";
import { ok } from "@/lib/server/http";
import type { ReportFiledAnswer } from "@/lib/shared/api/patient-reports";
import { inboxReportParams, PATIENT_REPORT_MESSAGES } from "@/lib/shared/validation/patient-reports";
import { CLINICAL } from "@/lib/shared/roles";

/**
 * Files a report (FEATURES.md §14): it leaves the inbox, with when and by whom; audited. Filing
 * it again is the same 200 with the first filing's time and name (not audited again).
 */
export const POST = adminRoute({ roles: CLINICAL, params: inboxReportParams }, async ({ params, admin, audit }) => {
  const { report, changed } = await fileReport(params.id, admin.username);
  if (changed) await audit({ action: "report.file", target: report.timestamp, detail: `patient ${report.patientId}` });
  return ok({
    message: changed ? PATIENT_REPORT_MESSAGES.filed : PATIENT_REPORT_MESSAGES.alreadyFiled,
    report: { id: report.id, filedAt: report.filedAt!.toISOString(), filedBy: report.filedBy! },
  } satisfies Omit<ReportFiledAnswer, "success">);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
