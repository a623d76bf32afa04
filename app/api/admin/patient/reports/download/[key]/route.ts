import { Readable } from "node:stream";
import { audit } from "@/lib/server/domain/audit";
import { adminRoute } from "@/lib/server/auth/sessions";
import { badRequest, clientIp, downloadHeaders } from "@/lib/server/http";
import { openReport } from "@/lib/server/domain/reports";
import { REPORT_MESSAGES, toReportKey } from "@/lib/shared/validation/reports";

type Ctx = { params: Promise<{ key: string }> };

/** Streams a report's file as an attachment named after the report (id or timestamp). */
export const GET = adminRoute<Ctx>(async (req, ctx, admin) => {
  const key = toReportKey((await ctx.params).key);
  if (!key) throw badRequest(REPORT_MESSAGES.badKey);
  const { report, stream, size, fileName } = await openReport(key);
  await audit({ actor: admin.username, action: "report.download", target: report.timestamp, ip: clientIp(req), detail: `patient ${report.patientId}` });
  return new Response(Readable.toWeb(stream) as ReadableStream, { headers: downloadHeaders(fileName, report.mimeType, size) });
});
