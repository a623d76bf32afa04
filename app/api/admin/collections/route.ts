import { adminRoute, otherMethods } from "@/lib/server/api";
import { collectionsOf } from "@/lib/server/domain/billing/day-close";
import { monthCsv, monthCsvFileName } from "@/lib/server/domain/billing/collections-csv";
import { downloadHeaders, ok } from "@/lib/server/http";
import type { CollectionsAnswer } from "@/lib/shared/api/billing";
import { todayIst } from "@/lib/shared/clinic-time";
import { now } from "@/lib/shared/clock";
import { collectionsQuery } from "@/lib/shared/validation/billing";
import { STAFF } from "@/lib/shared/roles";

/**
 * The day close (FEATURES.md §12): `?date=D` (today by default) → the money taken by mode and
 * the day's bills; `?month=YYYY-MM&format=csv` → the month's ledger for the accountant (UTF-8
 * with BOM, IST), audited as an export.
 */
export const GET = adminRoute(
  { roles: STAFF, searchParams: collectionsQuery },
  async ({ searchParams: { date, month, format }, audit }) => {
    if (month && format === "csv") {
      const csv = await monthCsv(month);
      await audit({ action: "collections.export", target: month });
      return new Response(csv, {
        status: 200,
        headers: downloadHeaders(monthCsvFileName(month), "text/csv; charset=utf-8"),
      });
    }
    return ok((await collectionsOf(date ?? todayIst(now()))) satisfies Omit<CollectionsAnswer, "success">);
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
