import { z } from "zod";
import { adminRoute, otherMethods } from "@/lib/server/api";
import { AUDIT_PAGE_SIZE_MAX, listAudit } from "@/lib/server/audit";
import { ok } from "@/lib/server/http";
import type { AuditPage } from "@/lib/shared/api/audit";
import { OWNER } from "@/lib/shared/roles";

/** A page number from the query string; empty is absent. */
const pageNumber = (name: string, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: `${name} must be a number` })
      .int()
      .min(1)
      .max(max)
      .default(fallback),
  );

const auditQuery = z.object({
  page: pageNumber("page", 100_000, 1),
  pageSize: pageNumber("pageSize", AUDIT_PAGE_SIZE_MAX, 50),
});

/** The audit log, newest first: ?page=1&pageSize=50 (at most 200). */
export const GET = adminRoute({ roles: OWNER, searchParams: auditQuery }, async ({ searchParams }) =>
  ok((await listAudit(searchParams)) satisfies AuditPage),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
