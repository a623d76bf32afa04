import { adminRoute, otherMethods } from "@/lib/server/api";
import { DESK_ANSWERS, isTodayQuery } from "@/lib/server/desk-answers";
import { listWaitlist } from "@/lib/server/domain/waitlist";
import { ok } from "@/lib/server/http";
import type { WaitlistAnswer } from "@/lib/shared/api/waitlist";
import { STAFF } from "@/lib/shared/roles";
import { waitlistQuery } from "@/lib/shared/validation/waitlist";

/**
 * The waiting list of one evening (FEATURES.md §14) `?date=YYYY-MM-DD`: who waits, in the order
 * they joined, with their latest offer, and the free places the desk could offer now.
 * Tonight's is a desk call (the Tonight panel shows it): on desk scope another evening's is
 * refused (401) and tonight's carries no e-mail.
 */
const tonight = (req: Request) => isTodayQuery(req, { absentIsToday: false });

export const GET = adminRoute(
  { roles: STAFF, searchParams: waitlistQuery, desk: { when: tonight, answer: DESK_ANSWERS.waitlist } },
  async ({ searchParams }) =>
    ok({ date: searchParams.date, ...(await listWaitlist(searchParams.date)) } satisfies Omit<
      WaitlistAnswer,
      "success"
    >),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
