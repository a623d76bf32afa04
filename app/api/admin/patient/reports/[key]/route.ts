import { audit } from "@/lib/server/domain/audit";
import { adminRoute } from "@/lib/server/auth/sessions";
import { badRequest, clientIp, ok } from "@/lib/server/http";
import { deleteReport } from "@/lib/server/domain/reports";
import { REPORT_MESSAGES, toReportKey } from "@/lib/shared/validation/reports";

type Ctx = { params: Promise<{ key: string }> };

/** Deletes a report (id or timestamp): the row, then its file. */
export const DELETE = adminRoute<Ctx>(async (req, ctx, admin) => {
  const key = toReportKey((await ctx.params).key);
  if (!key) throw badRequest(REPORT_MESSAGES.badKey);
  const report = await deleteReport(key);
  await audit({ actor: admin.username, action: "report.delete", target: report.timestamp, ip: clientIp(req), detail: `patient ${report.patientId}` });
  return ok({ message: REPORT_MESSAGES.deleted });
});
