import { z } from "zod";
import { AUDIT_PAGE_SIZE_MAX, listAudit } from "@/lib/server/domain/audit";
import { adminRoute } from "@/lib/server/auth/sessions";
import { ok, parse } from "@/lib/server/http";

const querySchema = z.object({
  page: z.coerce.number({ error: "page must be a number" }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number({ error: "pageSize must be a number" }).int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(50),
});

/** The audit log, newest first: ?page=1&pageSize=50 (at most 200). */
export const GET = adminRoute(async (req) => {
  const params = new URL(req.url).searchParams;
  const query = parse(querySchema, {
    page: params.get("page") || undefined,
    pageSize: params.get("pageSize") || undefined,
  });
  return ok(await listAudit(query));
});
