import { adminRoute, otherMethods } from "@/lib/server/api";
import { DESK_ANSWERS, isTodayQuery } from "@/lib/server/desk-answers";
import { eveningQueue } from "@/lib/server/domain/queue";
import { ok } from "@/lib/server/http";
import type { EveningQueue } from "@/lib/shared/api/queue";
import { queueQuery } from "@/lib/shared/validation/queue";
import { EVERYONE } from "@/lib/shared/roles";

/**
 * Admin (the desk's): an evening's list (FEATURES.md §5), today's by default — every
 * appointment but the cancelled ones, with token, status and arrival, who is with the
 * doctor, tonight's average consultation and the running-late notice.
 * Tonight's (no date, or today's) is the desk's call: on desk scope another day's is
 * refused (401) and tonight's carries only what the Tonight panel shows.
 */
const tonight = (req: Request) => isTodayQuery(req, { absentIsToday: true });

export const GET = adminRoute(
  { roles: EVERYONE, searchParams: queueQuery, desk: { when: tonight, answer: DESK_ANSWERS.queue } },
  async ({ searchParams }) => ok((await eveningQueue(searchParams.date)) satisfies EveningQueue),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
