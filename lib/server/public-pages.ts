/**
 * The prerendered public pages and what changes them at run time: the announcement banner
 * (FEATURES.md §2) and the consultation fee (§12) are the only content they read from the
 * database. The public layout
 * regenerates them at most every 60 s besides, so an announcement past its last day goes by
 * itself and a cache in front keeps a page no longer.
 */
import "server-only";
import { revalidatePath } from "next/cache";
import { currentAnnouncement } from "./domain/announcement";
import { feeOf } from "./domain/billing/fees";
import { CONSULTATION_SERVICE } from "../shared/validation/billing";
import { log } from "./logger";
import type { Announcement } from "../shared/validation/calendar";

/**
 * Regenerates every public page on its next request (after the announcement or a fee changes). Never
 * fails the change itself: the pages regenerate within a minute anyway. Outside a Next request
 * (a route handler called directly by a test or script) there is no page cache to revalidate.
 */
export function revalidatePublicPages(): void {
  try {
    revalidatePath("/", "layout");
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!message.includes("static generation store missing"))
      log.warn("public pages: revalidation failed", { error: message });
  }
}

/**
 * The announcement for a public page's banner. `next build` prerenders without a database,
 * so it renders none there (scripts/serve.ts regenerates the pages before it takes visitors);
 * a database that cannot be read never takes a public page down with it.
 */
export async function bannerAnnouncement(): Promise<Announcement | null> {
  if (process.env.NEXT_PHASE === "phase-production-build") return null;
  try {
    return await currentAnnouncement();
  } catch (error) {
    log.error("announcement: could not be read", { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** The consultation fee for /contact and /patient-info (null: not set, or not readable), like the banner. */
export async function publicConsultationFee(): Promise<number | null> {
  if (process.env.NEXT_PHASE === "phase-production-build") return null;
  try {
    return await feeOf(CONSULTATION_SERVICE);
  } catch (error) {
    log.error("fee: could not be read", { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
