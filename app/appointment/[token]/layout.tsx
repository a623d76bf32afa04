import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ManageShell } from "@/components/manage/manage-shell";

/**
 * The patient's manage link (FEATURES.md §3). Never indexed, and the page sends no
 * Referer anywhere — not even to the map it links to — so the token in its address stays
 * with the patient. Applies to the "link not valid" page too.
 */
export const metadata: Metadata = {
  title: "Your appointment",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default function ManageLayout({ children }: { children: ReactNode }) {
  return <ManageShell>{children}</ManageShell>;
}
