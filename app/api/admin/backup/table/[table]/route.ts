import { audit } from "@/lib/server/domain/audit";
import { adminRoute } from "@/lib/server/auth/sessions";
import { tableCsv } from "@/lib/server/backups/archive";
import { clientIp, downloadHeaders, notFound } from "@/lib/server/http";
import { BACKUP_TABLE_NAMES, isBackupTableName } from "@/lib/shared/validation/backups";

type Ctx = { params: Promise<{ table: string }> };

export const GET = adminRoute<Ctx>(async (req, ctx, admin) => {
  const { table } = await ctx.params;
  if (!isBackupTableName(table)) throw notFound(`Unknown table. Choose one of: ${BACKUP_TABLE_NAMES.join(", ")}.`);
  const csv = await tableCsv(table);
  await audit({ actor: admin.username, action: "table.download", target: table, ip: clientIp(req) });
  return new Response(csv, { headers: downloadHeaders(`${table}.csv`, "text/csv; charset=utf-8", Buffer.byteLength(csv)) });
});
