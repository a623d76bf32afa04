import { otherMethods, route } from "@/lib/server/api";
import { audit } from "@/lib/server/audit";
import { findByManageToken } from "@/lib/server/domain/manage";
import { MANAGE_LINK_ACTOR } from "@/lib/server/domain/patient-access";
import { linkReports, receivePatientReport } from "@/lib/server/domain/patient-reports";
import { clientIp, ok } from "@/lib/server/http";
import { manageLimiter } from "@/lib/server/rate-limit";
import { parseUpload } from "@/lib/server/uploads";
import type { ReportSentAnswer, SentReportsAnswer } from "@/lib/shared/api/patient-reports";
import { manageTokenParams } from "@/lib/shared/validation/manage";
import { PATIENT_REPORT_FIELD, PATIENT_REPORT_MESSAGES } from "@/lib/shared/validation/patient-reports";

/** Public: what this appointment's link has sent, how many more it may, and whether it still takes them. */
export const GET = route({ params: manageTokenParams, limiter: manageLimiter, noStore: true }, async ({ params }) =>
  ok((await linkReports(await findByManageToken(params.token))) satisfies Omit<SentReportsAnswer, "success">),
);

/**
 * Public: the patient sends a report before the visit (FEATURES.md §14): multipart, field
 * `file` — PDF, JPEG or PNG, 10 MB (413 past it), content checked; five per appointment (409
 * `too_many_reports`), only while it is still to come (409 `reports_closed`). 201 with the
 * list as it is now. The token is the key, under the manage link's per-address limit.
 */
export const POST = route(
  { params: manageTokenParams, limiter: manageLimiter, noStore: true },
  async ({ req, params }) => {
    const appointment = await findByManageToken(params.token);
    const upload = await parseUpload(req, { fileField: PATIENT_REPORT_FIELD });
    try {
      const report = await receivePatientReport(appointment, upload);
      await audit({
        actor: MANAGE_LINK_ACTOR,
        action: "report.upload",
        target: report.timestamp,
        ip: clientIp(req),
        detail: `patient ${report.patientId}, appointment ${appointment.id}, ${report.fileSize} bytes`,
      });
      const list = await linkReports(appointment);
      return ok(
        {
          message: PATIENT_REPORT_MESSAGES.sent(report.originalName),
          report: list.reports.find((r) => r.id === report.id)!,
          ...list,
        } satisfies Omit<ReportSentAnswer, "success">,
        201,
      );
    } finally {
      await upload.discard();
    }
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
