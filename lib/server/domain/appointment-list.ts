/**
 * The admin appointment lists (SPEC §2, FEATURES.md §3): one clinic date by time, or every
 * appointment — upcoming first (soonest first), then the past (most recent day first) —
 * narrowed by a search (part of the patient's name or phone) and a status filter, whole or
 * one page at a time with the total.
 */
import "server-only";
import { todayIst } from "../../shared/clinic-time";
import { now } from "../../shared/clock";
import { STATUS_FILTERS, type ListQuery } from "../../shared/validation/appointments";
import { WALK_IN } from "../../shared/validation/queue";
import { db } from "../db";
import type { Appointment, Prisma } from "../../generated/sqlite/client";
import { toAppointmentRecord } from "./appointments";
import { closedReasons } from "./closures";
import { nameKey } from "./patients";
import { MAX_EXACT_CANDIDATES, phoneFragment, WILDCARDS } from "./patient-search";
import type { AppointmentListRecord, RecentBookingsAnswer } from "../../shared/api/appointments";

/** A list in the order the admin screens show it; `total` etc. only when paged. */
export type AppointmentList = {
  appointments: Appointment[];
  paging: { total: number; page: number; pageSize: number } | null;
};

type Where = Prisma.AppointmentWhereInput;
type OrderBy = Prisma.AppointmentOrderByWithRelationInput[];

/**
 * A search term as a condition on the appointment's patient, over the stored normalised
 * keys (the same query on both providers): digits are part of the phone, anything else
 * part of the name. LIKE wildcards cannot be escaped portably, so a term holding one is
 * matched by its literal pieces and the candidates checked exactly here, as the patient
 * search does.
 */
async function searchWhere(term: string): Promise<Where> {
  if (/^[\d\s()+.-]+$/.test(term)) {
    const digits = phoneFragment(term);
    return digits ? { patient: { phoneKey: { contains: digits } } } : {};
  }
  const key = nameKey(term);
  if (!WILDCARDS.test(key)) return { patient: { nameKey: { contains: key } } };
  const pieces = key.split(WILDCARDS).filter(Boolean);
  if (!pieces.length) return { id: -1 }; // nothing literal to look for
  const candidates = await db().patient.findMany({
    where: { AND: pieces.map((piece) => ({ nameKey: { contains: piece } })) },
    select: { id: true, nameKey: true },
    take: MAX_EXACT_CANDIDATES,
  });
  return { patientId: { in: candidates.filter((p) => p.nameKey.includes(key)).map((p) => p.id) } };
}

async function filterWhere(query: Pick<ListQuery, "search" | "status">): Promise<Where> {
  const and: Where[] = [];
  if (query.search) and.push(await searchWhere(query.search));
  if (query.status) and.push({ status: { in: [...STATUS_FILTERS[query.status].statuses] } });
  return and.length ? { AND: and } : {};
}

/**
 * The rows of one ordered part of a list, `skip`/`take` applied: the page's ids first (the
 * (date, time) index holds them, so skipping to a deep page walks the index, not every
 * skipped row), then those rows, in that order. One deleted meanwhile is left out.
 */
async function rowsOf(where: Where, orderBy: OrderBy, skip?: number, take?: number): Promise<Appointment[]> {
  if (take === 0) return [];
  if (skip === undefined) return db().appointment.findMany({ where, orderBy });
  const ids = await db().appointment.findMany({ where, orderBy, skip, take, select: { id: true } });
  if (!ids.length) return [];
  const rows = await db().appointment.findMany({ where: { id: { in: ids.map((r) => r.id) } } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((r) => byId.get(r.id) ?? []);
}

const BY_TIME: OrderBy = [{ preferredTime: "asc" }];
const UPCOMING: OrderBy = [{ preferredDate: "asc" }, { preferredTime: "asc" }];
const PAST: OrderBy = [{ preferredDate: "desc" }, { preferredTime: "asc" }];

/**
 * The appointments of one clinic date (by time), or all of them in two parts — from today
 * on, soonest first; then earlier days, most recent first — so the desk sees what is coming
 * before history. With `paging`, one page across both parts and the total; without, every row.
 */
export async function listAppointments(
  query: Pick<ListQuery, "date" | "search" | "status"> & { paging?: ListQuery["paging"] },
): Promise<AppointmentList> {
  const filter = await filterWhere(query);
  const paging = query.paging ?? null;
  if (query.date) {
    const where = { AND: [filter, { preferredDate: query.date }] };
    if (!paging) return { appointments: await rowsOf(where, BY_TIME), paging: null };
    const [total, appointments] = await Promise.all([
      db().appointment.count({ where }),
      rowsOf(where, BY_TIME, (paging.page - 1) * paging.pageSize, paging.pageSize),
    ]);
    return { appointments, paging: { total, ...paging } };
  }
  const today = todayIst(now());
  const upcoming = { AND: [filter, { preferredDate: { gte: today } }] };
  const past = { AND: [filter, { preferredDate: { lt: today } }] };
  if (!paging) {
    const [soon, before] = await Promise.all([rowsOf(upcoming, UPCOMING), rowsOf(past, PAST)]);
    return { appointments: [...soon, ...before], paging: null };
  }
  const [upcomingCount, pastCount] = await Promise.all([
    db().appointment.count({ where: upcoming }),
    db().appointment.count({ where: past }),
  ]);
  const skip = (paging.page - 1) * paging.pageSize;
  const fromUpcoming = Math.max(0, Math.min(paging.pageSize, upcomingCount - skip));
  const [soon, before] = await Promise.all([
    rowsOf(upcoming, UPCOMING, Math.min(skip, upcomingCount), fromUpcoming),
    rowsOf(past, PAST, Math.max(0, skip - upcomingCount), paging.pageSize - fromUpcoming),
  ]);
  return { appointments: [...soon, ...before], paging: { total: upcomingCount + pastCount, ...paging } };
}

/** The records of a list, each marked when the clinic is closed at its time ("Clinic closed"). */
export async function toListRecords(appointments: Appointment[]): Promise<AppointmentListRecord[]> {
  const reasons = await closedReasons(appointments);
  return appointments.map((a) => ({
    ...toAppointmentRecord(a),
    closed_reason: reasons.get(a.id) ?? null,
    walk_in: a.source === WALK_IN,
  }));
}

/** How many new bookings one answer lists at most: more than an evening brings in 15 seconds. */
const RECENT_LIMIT = 20;
/**
 * Each answer's next `since` lies this far back: a booking stamped just before this answer
 * but committed just after it is still found next time (the screen drops ids it has shown).
 */
const RECENT_OVERLAP_MS = 5_000;

/**
 * The desk's new-booking notice (FEATURES.md §4): patients' bookings stored after `since`,
 * oldest first, and the instant to ask from next time. Without `since` it answers none, only
 * the instant: a screen opened now starts counting from now.
 */
export async function recentBookings(since: Date | undefined, at: Date = now()): Promise<RecentBookingsAnswer> {
  const bookings = since
    ? await db().appointment.findMany({
        where: { source: "web", createdAt: { gt: since, lte: at } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take: RECENT_LIMIT,
        select: { id: true, preferredDate: true, preferredTime: true, createdAt: true },
      })
    : [];
  return {
    bookings: bookings.map((b) => ({ id: b.id, date: b.preferredDate, time: b.preferredTime })),
    // Next time ask from the last one listed (more may wait beyond the limit), else from a moment ago.
    until: (bookings.length === RECENT_LIMIT
      ? bookings[bookings.length - 1].createdAt
      : new Date(at.getTime() - RECENT_OVERLAP_MS)
    ).toISOString(),
  };
}
