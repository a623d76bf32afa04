import { z } from "zod";
import { adminRoute, otherMethods } from "@/lib/server/api";
import { tableCsv } from "@/lib/server/backups/people-csv";
import { downloadHeaders, notFound } from "@/lib/server/http";
import { BACKUP_TABLE_NAMES, isBackupTableName } from "@/lib/shared/validation/backups";
import { OWNER } from "@/lib/shared/roles";

/** One table as CSV; an unknown table is a 404 naming the known ones. */
export const GET = adminRoute(
  { roles: OWNER, params: z.object({ table: z.string() }) },
  async ({ params: { table }, audit }) => {
    if (!isBackupTableName(table)) throw notFound(`Unknown table. Choose one of: ${BACKUP_TABLE_NAMES.join(", ")}.`);
    const csv = await tableCsv(table);
    await audit({ action: "table.download", target: table });
    return new Response(csv, {
      headers: downloadHeaders(`${table}.csv`, "text/csv; charset=utf-8", Buffer.byteLength(csv)),
    });
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
