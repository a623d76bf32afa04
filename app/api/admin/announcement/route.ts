import { adminRoute, otherMethods } from "@/lib/server/api";
import { clearAnnouncement, currentAnnouncement, setAnnouncement } from "@/lib/server/domain/announcement";
import { ok, parse, readJson } from "@/lib/server/http";
import type { MessageAnswer } from "@/lib/shared/api/answers";
import { revalidatePublicPages } from "@/lib/server/public-pages";
import type { AnnouncementAnswer, AnnouncementSavedAnswer } from "@/lib/shared/api/dashboard";
import { announcementSchema, CALENDAR_MESSAGES } from "@/lib/shared/validation/calendar";
import { STAFF } from "@/lib/shared/roles";

/** Admin: the announcement as the public pages show it, or null. */
export const GET = adminRoute({ roles: STAFF }, async () =>
  ok({ announcement: await currentAnnouncement() } satisfies AnnouncementAnswer),
);

/** Admin: publishes `{text, textTa?, until?}` on every public page (they regenerate on their next request). */
export const PUT = adminRoute({ roles: STAFF }, async ({ req, admin, audit }) => {
  const input = parse(announcementSchema, await readJson(req));
  const announcement = await setAnnouncement(input, admin.username);
  revalidatePublicPages();
  await audit({
    action: "announcement.set",
    detail: announcement.until ? `until ${announcement.until}` : "no end date",
  });
  return ok({ message: CALENDAR_MESSAGES.announcementSaved, announcement } satisfies AnnouncementSavedAnswer);
});

/** Admin: removes the announcement (200 whether or not there was one). */
export const DELETE = adminRoute({ roles: STAFF }, async ({ audit }) => {
  if (await clearAnnouncement()) {
    revalidatePublicPages();
    await audit({ action: "announcement.clear" });
  }
  return ok({ message: CALENDAR_MESSAGES.announcementRemoved } satisfies MessageAnswer);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PATCH } = otherMethods("GET", "PUT", "DELETE");
