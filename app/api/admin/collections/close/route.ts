import { adminRoute, otherMethods } from "@/lib/server/api";
import { closeDay } from "@/lib/server/domain/billing/day-close";
import { ok, parse, readJson } from "@/lib/server/http";
import type { DayCloseAnswer } from "@/lib/shared/api/billing";
import { BILLING_MESSAGES, dayCloseSchema } from "@/lib/shared/validation/billing";
import { OWNER } from "@/lib/shared/roles";

/**
 * Closes a day `{date}` (FEATURES.md §13, the owner): its day close is stored with its SHA-256
 * and answered unchanged for ever; what is paid or voided later is booked on the next open day.
 * A future date → 400; a day closed already → 409 `day_closed` with the first close's stamp.
 */
export const POST = adminRoute({ roles: OWNER }, async ({ req, admin, audit }) => {
  const { date } = parse(dayCloseSchema, await readJson(req));
  const closed = await closeDay(date, admin.username);
  await audit({ action: "collections.close", target: date, detail: `sha256 ${closed.hash}` });
  return ok({ message: BILLING_MESSAGES.dayClosedNow, closed } satisfies Omit<DayCloseAnswer, "success">);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
