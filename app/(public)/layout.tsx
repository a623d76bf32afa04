import type { ReactNode } from "react";
import { PublicShell } from "@/components/public/public-shell";

// Public pages are prerendered and regenerated at most once a day, so the footer's
// copyright year follows the calendar without a rebuild (Privacy and Terms: hourly).
export const revalidate = 86400;

export default function PublicLayout({ children }: { children: ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}
