import { adminRoute } from "@/lib/auth";
import { ok } from "@/lib/http";

/** Who is signed in (401 when nobody is). */
export const GET = adminRoute(async (_req, _ctx, admin) =>
  ok({ username: admin.username, expiresAt: admin.expiresAt.toISOString() }),
);
