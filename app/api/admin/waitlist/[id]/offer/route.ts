import { adminRoute, otherMethods } from "@/lib/server/api";
import { offerPlaceByHand } from "@/lib/server/domain/waitlist-offers";
import { ok, parse, readJson } from "@/lib/server/http";
import type { WaitlistOfferAnswer } from "@/lib/shared/api/waitlist";
import { STAFF } from "@/lib/shared/roles";
import { WAITLIST_MESSAGES, waitlistIdParams, waitlistOfferSchema } from "@/lib/shared/validation/waitlist";

/**
 * The desk offers a free place to one person on the list by hand (FEATURES.md §14) `{time}` →
 * 201, the message through the outbox; 409 `waitlist_ended`, `place_not_free` or `offer_open`.
 */
export const POST = adminRoute({ roles: STAFF, params: waitlistIdParams }, async ({ req, params, admin, audit }) => {
  const { time } = parse(waitlistOfferSchema, await readJson(req));
  const offer = await offerPlaceByHand(params.id, time, admin.username);
  await audit({ action: "waitlist.offer", target: String(params.id), detail: time });
  return ok({ message: WAITLIST_MESSAGES.offered, offer } satisfies Omit<WaitlistOfferAnswer, "success">, 201);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
