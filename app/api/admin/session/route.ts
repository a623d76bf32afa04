import { adminRoute } from "@/lib/server/api";
import { ok } from "@/lib/server/http";

/** Who is signed in (401 when nobody is). */
export const GET = adminRoute(async ({ admin }) =>
  ok({ username: admin.username, expiresAt: admin.expiresAt.toISOString() }),
);
