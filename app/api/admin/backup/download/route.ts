import { Readable } from "node:stream";
import { adminRoute, otherMethods } from "@/lib/server/api";
import { downloadName, openBackupStream } from "@/lib/server/backups/archive";
import { downloadHeaders } from "@/lib/server/http";
import { OWNER } from "@/lib/shared/roles";

export const GET = adminRoute({ roles: OWNER }, async ({ audit }) => {
  const { stream, manifest } = await openBackupStream();
  const name = downloadName();
  await audit({ action: "backup.download", target: name, detail: `${manifest.totalRecords} records` });
  return new Response(Readable.toWeb(stream) as ReadableStream, { headers: downloadHeaders(name, "application/zip") });
});

// Without this, Next answers HEAD by running GET: a whole backup for a response with no body.
export const HEAD = adminRoute(
  { roles: OWNER },
  async () => new Response(null, { headers: downloadHeaders(downloadName(), "application/zip") }),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
