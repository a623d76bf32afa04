import { adminRoute, otherMethods } from "@/lib/server/api";
import { deleteReport } from "@/lib/server/domain/reports";
import { ok } from "@/lib/server/http";
import type { MessageAnswer } from "@/lib/shared/api/answers";
import { REPORT_MESSAGES, reportKeyParams } from "@/lib/shared/validation/reports";
import { CLINICAL } from "@/lib/shared/roles";

/** Deletes a report (id or timestamp): the row, then its file. */
export const DELETE = adminRoute({ roles: CLINICAL, params: reportKeyParams }, async ({ params, audit }) => {
  const report = await deleteReport(params.key);
  await audit({ action: "report.delete", target: report.timestamp, detail: `patient ${report.patientId}` });
  return ok({ message: REPORT_MESSAGES.deleted } satisfies MessageAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, POST, PUT, PATCH } = otherMethods("DELETE");
