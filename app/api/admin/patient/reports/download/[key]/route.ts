import { Readable } from "node:stream";
import { adminRoute, otherMethods } from "@/lib/server/api";
import { readReport } from "@/lib/server/domain/reports";
import { downloadHeaders } from "@/lib/server/http";
import { reportKeyParams } from "@/lib/shared/validation/reports";
import { CLINICAL } from "@/lib/shared/roles";

/** Streams a report's file as an attachment named after the report (id or timestamp). */
export const GET = adminRoute({ roles: CLINICAL, params: reportKeyParams }, async ({ params, admin, audit }) => {
  const { report, stream, size, fileName } = await readReport(params.key, { admin, audit }, "report.download");
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: downloadHeaders(fileName, report.mimeType, size),
  });
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
