import { adminRoute, otherMethods } from "@/lib/server/api";
import { listFees, saveFees } from "@/lib/server/domain/billing/fees";
import { ok, parse, readJson } from "@/lib/server/http";
import { revalidatePublicPages } from "@/lib/server/public-pages";
import type { FeesAnswer } from "@/lib/shared/api/billing";
import { BILLING_MESSAGES, feesSchema } from "@/lib/shared/validation/billing";
import { OWNER, STAFF } from "@/lib/shared/roles";

/** The fee of every service, whole rupees (null: not set) — FEATURES.md §12. */
export const GET = adminRoute({ roles: STAFF }, async () =>
  ok({ fees: await listFees() } satisfies Omit<FeesAnswer, "success">),
);

/** The owner sets fees `{fees: [{service, amount}]}`; the public pages show the consultation fee. */
export const PUT = adminRoute({ roles: OWNER }, async ({ req, audit }) => {
  const input = parse(feesSchema, await readJson(req));
  const fees = await saveFees(input);
  revalidatePublicPages();
  await audit({
    action: "fees.set",
    detail: input.fees.map((f) => `${f.service}: ${f.amount ?? "none"}`).join(", "),
  });
  return ok({ message: BILLING_MESSAGES.feesSaved, fees } satisfies Omit<FeesAnswer, "success">);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PATCH, DELETE } = otherMethods("GET", "PUT");
