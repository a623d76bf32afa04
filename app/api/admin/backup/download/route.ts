import { Readable } from "node:stream";
import { audit } from "@/lib/server/domain/audit";
import { adminRoute } from "@/lib/server/auth/sessions";
import { downloadName, openBackupStream } from "@/lib/server/backups/archive";
import { clientIp, downloadHeaders } from "@/lib/server/http";

export const GET = adminRoute(async (req, _ctx, admin) => {
  const { stream, manifest } = await openBackupStream();
  const name = downloadName();
  await audit({ actor: admin.username, action: "backup.download", target: name, ip: clientIp(req), detail: `${manifest.totalRecords} records` });
  return new Response(Readable.toWeb(stream) as ReadableStream, { headers: downloadHeaders(name, "application/zip") });
});

// Without this, Next answers HEAD by running GET: a whole backup for a response with no body.
export const HEAD = adminRoute(async () => new Response(null, { headers: downloadHeaders(downloadName(), "application/zip") }));
