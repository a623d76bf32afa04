/**
 * Follow-ups due (FEATURES.md §14, docs/decisions/042): one per visit, written when a
 * prescription is finalised with a follow-up date or the visit says "review in N weeks or
 * months". Whether it is due, overdue, upcoming or done is derived when read: a later booking
 * that still stands closes it, whatever path booked it, and cancelling that booking opens it
 * again. The desk reminds through the outbox (kind `recall`) and closes one by hand.
 */
import "server-only";
import { INACTIVE_STATUSES } from "../../shared/validation/appointments";
import { addDays, addMonths, todayIst } from "../../shared/clinic-time";
import { now } from "../../shared/clock";
import type { RecallRecord } from "../../shared/api/recalls";
import {
  DUE_WITHIN_DAYS,
  RECALL_MESSAGES,
  type RecallClose,
  type RecallsQuery,
  type RecallStatus,
  type ReviewIn,
} from "../../shared/validation/recalls";
import { db, transaction, type Tx } from "../db";
import { conflict, notFound } from "../http";
import { enqueueMessages, type MessageChannel } from "../outbox/queue";
import { FOLLOW_UP_CONDITIONS } from "../../content/follow-up-conditions";
import type { FollowUpsOverview } from "../../shared/api/dashboard";
import { summaryList } from "./consult/clinical";
import { LIVE } from "./live-patients";
import { patientAddress } from "./patient-address";

/** What a `recall` outbox row keeps: which follow-up; the words are written when it is sent. */
export type RecallPayload = { recall: { id: number } };

/** The due date a visit's "review in" gives: N weeks, or N calendar months, from the visit. */
export function reviewDue(visitDate: string, review: NonNullable<ReviewIn>): string {
  return review.unit === "weeks" ? addDays(visitDate, review.value * 7) : addMonths(visitDate, review.value);
}

export const reviewReason = (review: NonNullable<ReviewIn>) =>
  `Review in ${review.value} ${review.value === 1 ? review.unit.slice(0, -1) : review.unit}`;

/**
 * Records the follow-up a visit asks for, in the caller's transaction: the latest word (a
 * prescription's date or the visit's "review in") replaces an earlier one, and a new due date
 * opens again a follow-up the desk had closed.
 */
export async function recordFollowUp(
  tx: Tx,
  f: { patientId: number; visitId: number; dueDate: string; source: "prescription" | "review"; reason: string },
): Promise<void> {
  const existing = await tx.recall.findUnique({ where: { visitId: f.visitId } });
  const reopened = existing && existing.dueDate !== f.dueDate ? REOPEN : {};
  await tx.recall.upsert({
    where: { visitId: f.visitId },
    create: f,
    update: { dueDate: f.dueDate, source: f.source, reason: f.reason, ...reopened },
  });
}
const REOPEN = { status: "open", closedAt: null, closedBy: null, note: null } as const;

/** A visit's "review in" cleared: the open follow-up it made goes (a prescription's stays). */
export async function forgetReview(tx: Tx, visitId: number): Promise<void> {
  await tx.recall.deleteMany({ where: { visitId, source: "review", status: "open" } });
}

type Stored = Awaited<ReturnType<typeof readRecalls>>[number];

function readRecalls(where: { id?: number; dueDate?: { gte?: string; lte?: string } }) {
  return db().recall.findMany({
    where: { ...where, patient: LIVE },
    include: {
      patient: { select: { id: true, name: true, phone: true } },
      visit: { select: { date: true, diagnosis: true } },
    },
    orderBy: [{ dueDate: "asc" }, { id: "asc" }],
  });
}

/** The patients' bookings that still stand (not cancelled, not missed): their dates, per patient. */
async function standingBookings(patientIds: number[]): Promise<Map<number, string[]>> {
  const rows = await db().appointment.findMany({
    where: { patientId: { in: patientIds }, status: { notIn: [...INACTIVE_STATUSES] } },
    select: { patientId: true, preferredDate: true },
  });
  const byPatient = new Map<number, string[]>();
  for (const r of rows) byPatient.set(r.patientId, [...(byPatient.get(r.patientId) ?? []), r.preferredDate]);
  return byPatient;
}

/** Each patient's latest visit date. */
async function lastVisits(patientIds: number[]): Promise<Map<number, string>> {
  const rows = await db().visit.groupBy({
    by: ["patientId"],
    where: { patientId: { in: patientIds } },
    _max: { date: true },
  });
  return new Map(rows.map((r) => [r.patientId, r._max.date ?? ""]));
}

/** Whether the follow-up's patient has a standing booking after its visit: booked, so done. */
export async function recallBooked(id: number): Promise<boolean> {
  const r = await db().recall.findUnique({
    where: { id },
    select: { patientId: true, visit: { select: { date: true } } },
  });
  if (!r) return false;
  const dates = (await standingBookings([r.patientId])).get(r.patientId) ?? [];
  return dates.some((d) => d > r.visit.date);
}

const ORDER: Record<RecallStatus, number> = { overdue: 0, due: 1, upcoming: 2, done: 3 };

/** The records as a role reads them; `clinical` (doctor, owner) adds the visit's diagnosis. */
async function toRecords(rows: Stored[], clinical: boolean, at: Date): Promise<RecallRecord[]> {
  const ids = [...new Set(rows.map((r) => r.patientId))];
  const [bookings, visits] = await Promise.all([standingBookings(ids), lastVisits(ids)]);
  const today = todayIst(at);
  const dueBy = addDays(today, DUE_WITHIN_DAYS);
  return rows.map((r) => {
    const booked = (bookings.get(r.patientId) ?? []).some((d) => d > r.visit.date);
    const closedAs = r.status !== "open" ? (r.status as RecallRecord["closedAs"]) : booked ? "booked" : null;
    const status: RecallStatus = closedAs
      ? "done"
      : r.dueDate < today
        ? "overdue"
        : r.dueDate <= dueBy
          ? "due"
          : "upcoming";
    return {
      id: r.id,
      patientId: r.patientId,
      name: r.patient.name,
      phone: r.patient.phone,
      dueDate: r.dueDate,
      reason: r.reason,
      lastVisit: visits.get(r.patientId) ?? null,
      diagnosis: clinical ? r.visit.diagnosis || null : null,
      lastContacted: r.lastContactedAt?.toISOString() ?? null,
      status,
      closedAs,
      note: r.note,
    };
  });
}

/**
 * `GET /api/admin/recalls`: overdue first (the longest overdue at the top), then due, upcoming
 * and done, each by due date; `status` keeps one of them, `from`/`to` bound the due dates.
 */
export async function listRecalls(q: RecallsQuery, clinical: boolean, at: Date = now()): Promise<RecallRecord[]> {
  const dueDate = q.from || q.to ? { ...(q.from ? { gte: q.from } : {}), ...(q.to ? { lte: q.to } : {}) } : undefined;
  const records = await toRecords(await readRecalls(dueDate ? { dueDate } : {}), clinical, at);
  return records
    .filter((r) => !q.status || r.status === q.status)
    .sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.dueDate.localeCompare(b.dueDate) || a.id - b.id);
}

/** One follow-up as a role reads it, or 404. */
export async function getRecall(id: number, clinical: boolean, at: Date = now()): Promise<RecallRecord> {
  const [row] = await readRecalls({ id });
  if (!row) throw notFound(RECALL_MESSAGES.notFound);
  return (await toRecords([row], clinical, at))[0];
}

/**
 * `POST /api/admin/recalls/{id}/remind`: queues the reminder on the desk's channel and notes
 * when. A closed or already booked follow-up is not reminded (409).
 */
export async function remindRecall(id: number, channel: MessageChannel, at: Date = now()): Promise<RecallRecord> {
  const recall = await getRecall(id, false, at);
  if (recall.status === "done")
    throw conflict(
      recall.closedAs === "booked" ? RECALL_MESSAGES.alreadyBooked : RECALL_MESSAGES.closed,
      {},
      {
        code: "recall_closed",
      },
    );
  const to = await patientAddress(recall.patientId, channel, "recall");
  const payload: RecallPayload = { recall: { id } };
  await transaction(async (tx) => {
    await enqueueMessages(tx, [{ channel, kind: "recall", to, payload }], at);
    await tx.recall.update({ where: { id }, data: { lastContactedAt: at, lastChannel: channel } });
  });
  return getRecall(id, false, at);
}

/** `PATCH /api/admin/recalls/{id}`: closed by hand as done, declined or unreachable, with a note. */
export async function closeRecall(id: number, c: RecallClose, actor: string, at: Date = now()): Promise<void> {
  const { count } = await db().recall.updateMany({
    where: { id, patient: LIVE },
    data: { status: c.status, note: c.note ?? null, closedAt: at, closedBy: actor },
  });
  if (count === 0) throw notFound(RECALL_MESSAGES.notFound);
}

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** One condition's terms as whole words, any case ("AF" is not "after"). */
const CONDITION_PATTERNS = FOLLOW_UP_CONDITIONS.map((c) => ({
  label: c.label,
  pattern: new RegExp(`\\b(?:${c.terms.map(escape).join("|")})\\b`, "i"),
}));

/**
 * The doctor's dashboard (FEATURES.md §14): how many follow-ups are overdue, and of them how
 * many under each condition that matters (lib/content/follow-up-conditions.ts), read from the
 * patient's problem list and the visit's diagnosis. Conditions with none are left out.
 */
export async function overdueFollowUps(at: Date = now()): Promise<FollowUpsOverview> {
  const overdue = await listRecalls({ status: "overdue" }, true, at);
  const summaries = await db().clinicalSummary.findMany({
    where: { patientId: { in: [...new Set(overdue.map((r) => r.patientId))] } },
    select: { patientId: true, problems: true },
  });
  const problems = new Map(summaries.map((s) => [s.patientId, summaryList(s.problems).join("\n")]));
  const byCondition = CONDITION_PATTERNS.map(({ label, pattern }) => ({
    condition: label,
    overdue: overdue.filter((r) => pattern.test(`${problems.get(r.patientId) ?? ""}\n${r.diagnosis ?? ""}`)).length,
  })).filter((c) => c.overdue > 0);
  return { overdue: overdue.length, byCondition };
}
