import { adminRoute } from "@/lib/server/auth/sessions";
import { ok } from "@/lib/server/http";

/** Who is signed in (401 when nobody is). */
export const GET = adminRoute(async (_req, _ctx, admin) =>
  ok({ username: admin.username, expiresAt: admin.expiresAt.toISOString() }),
);
