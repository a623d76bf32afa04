/**
 * The public announcement (FEATURES.md §2): one short notice at a time ("Clinic closed for
 * Pongal, 14–16 January"), with an optional Tamil text for the Tamil pages and an optional last
 * day, shown at the top of every public page.
 * This module owns the Announcement table (one row, id 1). The pages are prerendered; the
 * admin calls revalidate them (lib/server/public-pages.ts) and they regenerate every minute
 * besides, so an announcement past its last day goes by itself.
 */
import "server-only";
import { todayIst } from "../../shared/clinic-time";
import { now } from "../../shared/clock";
import type { Announcement, AnnouncementInput } from "../../shared/validation/calendar";
import { db } from "../db";

const ID = 1;

/** The announcement showing now: null when there is none or its last day has passed. */
export async function currentAnnouncement(at: Date = now()): Promise<Announcement | null> {
  const row = await db().announcement.findUnique({ where: { id: ID } });
  if (!row || (row.until !== null && row.until < todayIst(at))) return null;
  return shown(row);
}

/** Publishes (or replaces) the announcement. */
export async function setAnnouncement(input: AnnouncementInput, actor: string): Promise<Announcement> {
  // a Tamil text that cleaning left empty is no Tamil text
  const data = { text: input.text, textTa: input.textTa || null, until: input.until ?? null, updatedBy: actor };
  const row = await db().announcement.upsert({ where: { id: ID }, create: { id: ID, ...data }, update: data });
  return shown(row);
}

const shown = (row: Announcement): Announcement => ({ text: row.text, textTa: row.textTa, until: row.until });

/** Removes the announcement; answers whether there was one. */
export async function clearAnnouncement(): Promise<boolean> {
  const { count } = await db().announcement.deleteMany({ where: { id: ID } });
  return count > 0;
}
