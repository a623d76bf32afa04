import { adminRoute } from "@/lib/server/api";
import { eveningQueue } from "@/lib/server/domain/queue";
import { ok } from "@/lib/server/http";
import { queueQuery } from "@/lib/shared/validation/queue";

/**
 * Admin (the desk's): an evening's list (FEATURES.md §5), today's by default — every
 * appointment but the cancelled ones, with token, status and arrival, who is with the
 * doctor, tonight's average consultation and the running-late notice.
 */
export const GET = adminRoute({ searchParams: queueQuery, desk: true }, async ({ searchParams }) =>
  ok(await eveningQueue(searchParams.date)),
);
