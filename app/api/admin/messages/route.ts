import { adminRoute, otherMethods } from "@/lib/server/api";
import { ok } from "@/lib/server/http";
import { listMessages } from "@/lib/server/messages/desk";
import type { MessagesPage } from "@/lib/shared/api/outbox";
import { messagesQuery } from "@/lib/shared/validation/messages";
import { STAFF } from "@/lib/shared/roles";

/** Admin: the outbox, failures first, filtered by status, kind or appointment (FEATURES.md §4). */
export const GET = adminRoute({ roles: STAFF, searchParams: messagesQuery }, async ({ searchParams }) =>
  ok((await listMessages(searchParams)) satisfies MessagesPage),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
