/**
 * Who wrote a record (FEATURES.md §9): notes — and the visits, vitals, prescriptions and bills
 * to come — keep their author's account id; every answer that carries them names the author
 * by display name. A record from before staff accounts has none, and one whose account is
 * not on this installation (a restored backup) is a former colleague.
 */
import "server-only";
import { db } from "../db";

export const BEFORE_STAFF_ACCOUNTS = "Owner (before staff accounts)";
export const FORMER_STAFF = "Former staff";

/** The display names of these authors, by id. */
export async function authorNames(ids: (number | null)[]): Promise<(id: number | null) => string> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length
    ? await db().admin.findMany({
        where: { id: { in: wanted } },
        select: { id: true, displayName: true, username: true },
      })
    : [];
  const names = new Map(rows.map((r) => [r.id, r.displayName || r.username]));
  return (id) => (id === null ? BEFORE_STAFF_ACCOUNTS : (names.get(id) ?? FORMER_STAFF));
}
