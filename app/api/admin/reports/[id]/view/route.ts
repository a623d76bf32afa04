import { Readable } from "node:stream";
import { adminRoute, otherMethods } from "@/lib/server/api";
import { readReport } from "@/lib/server/domain/reports";
import { downloadHeaders } from "@/lib/server/http";
import { inboxReportParams } from "@/lib/shared/validation/patient-reports";
import { CLINICAL } from "@/lib/shared/roles";

/**
 * A report's file to read in place (FEATURES.md §14): `Content-Disposition: inline`, served with
 * the type its content was checked as, under a CSP sandbox (no script, no form, no request
 * anywhere: a file opened straight from this address can do nothing but show itself).
 * Audited and put in the patient's access log as the download is.
 */
export const GET = adminRoute({ roles: CLINICAL, params: inboxReportParams }, async ({ params, admin, audit }) => {
  const { report, stream, size, fileName } = await readReport({ id: params.id }, { admin, audit }, "report.view");
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      ...downloadHeaders(fileName, report.mimeType, size, "inline"),
      "Content-Security-Policy": "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    },
  });
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
