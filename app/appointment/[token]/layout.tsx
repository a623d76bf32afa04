import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ManageShell } from "@/components/manage/manage-shell";
import { AnnouncementBanner } from "@/components/public/announcement-banner";
import { bannerAnnouncement } from "@/lib/server/public-pages";

/**
 * The patient's manage link (FEATURES.md §3). Never indexed, and the page sends no
 * Referer anywhere — not even to the map it links to — so the token in its address stays
 * with the patient. Applies to the "link not valid" page too. Rendered per request, so the
 * clinic's announcement above it is always the current one.
 */
export const metadata: Metadata = {
  title: "Your appointment",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function ManageLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* lined up with the manage page's narrow column (components/manage/manage-shell.tsx) */}
      <AnnouncementBanner announcement={await bannerAnnouncement()} column="mx-auto w-full max-w-2xl px-4 sm:px-6" />
      <ManageShell>{children}</ManageShell>
    </>
  );
}
