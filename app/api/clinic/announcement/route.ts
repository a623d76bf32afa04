import { otherMethods, route } from "@/lib/server/api";
import { currentAnnouncement } from "@/lib/server/domain/announcement";
import { ok } from "@/lib/server/http";
import type { AnnouncementAnswer } from "@/lib/shared/api/dashboard";

/** Public: the announcement showing now, `{text, textTa, until}`, or null (FEATURES.md §2, §6). */
export const GET = route({ noStore: true }, async () =>
  ok({ announcement: await currentAnnouncement() } satisfies AnnouncementAnswer),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
