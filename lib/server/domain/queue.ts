/**
 * The evening at the clinic (FEATURES.md §5): arrivals, tokens, walk-ins, calling the next
 * patient in, and where a patient stands — for the desk's Tonight screen and the patient's
 * manage page.
 *
 * The queue lives on the appointments themselves: `token` and `checkedInAt` at arrival,
 * `calledAt` when the patient goes in, `finishedAt` (with status Done) when the next one is
 * called. While waiting or with the doctor an appointment stays pending (status ''), so
 * every rule about pending appointments still holds. Every change to an evening's queue
 * runs in a transaction under that evening's lock (lockForTransaction; SQLite's transactions
 * already run one at a time), so two desks never hand out one token twice or call in two
 * patients with one press; `@@unique([preferredDate, token])` backs the first up.
 *
 * A walk-in is an appointment with source 'walk-in': its time is the arrival time and it
 * holds no slot (activeSlot null, allowed by the table's CHECK only for walk-ins), so it
 * never blocks a booking. It gets no messages: the patient is at the desk.
 */
import "server-only";
import { timeIst, todayIst } from "../../shared/clinic-time";
import { now } from "../../shared/clock";
import { STATUS_LABELS, type AppointmentStatus } from "../../shared/validation/appointments";
import {
  CONSULT_FLOOR_MINUTES,
  CONSULT_MIN_SAMPLES,
  CONSULT_WINDOW,
  DEFAULT_CONSULT_MINUTES,
  QUEUE_MESSAGES,
  WALK_IN,
  WALK_IN_SERVICE,
  type QueueStatus,
  type WalkInInput,
} from "../../shared/validation/queue";
import { db, lockForTransaction, transaction, type Tx } from "../db";
import { conflict, notFound } from "../http";
import { PATIENT_MESSAGES } from "../../shared/validation/patients";
import { onFinished } from "../outbox/notify";
import { findAppointment, manageTokenFor, setAppointmentStatus, type Appointment } from "./appointments";
import { deskChoiceData } from "./consent";
import { findBookingPatient, newPatientData } from "./patients";
import { possibleDuplicatesOf } from "./patient-duplicates";
import { insertWithRetry } from "./records";
import type { CallNextAnswer, EveningQueue, QueueEntry, QueuePosition } from "../../shared/api/queue";
import { runningLate } from "./running-late";
import type { BillStatus } from "../../shared/api/billing";
import { LIVE } from "./live-patients";
import { amountDue } from "../../shared/amount-due";

export function queueStatus(a: Pick<Appointment, "status" | "checkedInAt" | "calledAt">): QueueStatus {
  if (a.status === "Done") return "done";
  if (a.status === "No-show") return "no-show";
  if (a.calledAt) return "with-doctor";
  return a.checkedInAt ? "checked-in" : "booked";
}

function toEntry(a: Appointment): QueueEntry {
  return {
    appointmentId: a.id,
    token: a.token,
    name: a.name,
    time: a.preferredTime,
    status: queueStatus(a),
    checkedInAt: a.checkedInAt?.toISOString() ?? null,
    calledAt: a.calledAt?.toISOString() ?? null,
    walkIn: a.source === WALK_IN,
    age: a.age,
    sex: a.sex,
    phone: a.phone,
    serviceRequired: a.serviceRequired,
    patientId: a.patientId,
  };
}

const lockEvening = (tx: Tx, date: string) => lockForTransaction(tx, `queue:${date}`);

/** Waiting (checked in, not yet called) patients of an evening, in call order: by token. */
const waitingWhere = (date: string) => ({ preferredDate: date, status: "", token: { not: null }, calledAt: null });
/** The patient with the doctor: called in, not yet done. */
const withDoctorWhere = (date: string) => ({ preferredDate: date, status: "", calledAt: { not: null } });

/**
 * An evening's list: every appointment of the date but the cancelled ones, by time (a
 * walk-in at its arrival time), with who is in, tonight's average consultation and the
 * running-late notice.
 */
export async function eveningQueue(date: string = todayIst(now())): Promise<EveningQueue> {
  const [rows, late] = await Promise.all([
    db().appointment.findMany({
      where: { preferredDate: date, status: { not: "Cancelled" } },
      // the same order on both databases: a walk-in (token) before a booked patient not yet arrived at one time
      orderBy: [{ preferredTime: "asc" }, { token: { sort: "asc", nulls: "last" } }, { id: "asc" }],
    }),
    runningLate(date),
  ]);
  const [bills, twins] = await Promise.all([
    db().bill.findMany({
      where: { appointmentId: { in: rows.map((a) => a.id) }, status: { not: "void" } },
      select: { id: true, number: true, status: true, total: true, paid: true, appointmentId: true },
    }),
    // a returning patient who booked online as a new record (issue 40): two queries for the evening
    possibleDuplicatesOf(rows.map((a) => a.patientId)),
  ]);
  const billOf = new Map(bills.map((b) => [b.appointmentId, b]));
  // the desk sees at a glance who has paid and who still owes (FEATURES.md §12)
  const queue = rows.map((a): QueueEntry => {
    const b = billOf.get(a.id);
    return {
      ...toEntry(a),
      bill: b ? { id: b.id, number: b.number, status: b.status as BillStatus, due: amountDue(b) } : null,
      possibleDuplicate: twins.get(a.patientId) ?? null,
    };
  });
  const current = queue.find((e) => e.status === "with-doctor") ?? null;
  return {
    date,
    queue,
    current: current && { appointmentId: current.appointmentId, token: current.token, name: current.name },
    averageMinutes: averageConsultMinutes(rows),
    runningLate: late,
  };
}

/**
 * Tonight's consultation time for the estimates, in whole minutes (called in → next one
 * called): the mean of the last CONSULT_WINDOW consultations, the default standing in for
 * those not yet had until CONSULT_MIN_SAMPLES have ended — one quick consultation must not
 * tell every waiting patient they are next in a minute — and never under CONSULT_FLOOR_MINUTES.
 */
function averageConsultMinutes(rows: Pick<Appointment, "calledAt" | "finishedAt">[]): number {
  const spans = rows
    .filter((a) => a.calledAt && a.finishedAt && a.finishedAt > a.calledAt)
    .sort((a, b) => b.finishedAt!.getTime() - a.finishedAt!.getTime())
    .slice(0, CONSULT_WINDOW)
    .map((a) => (a.finishedAt!.getTime() - a.calledAt!.getTime()) / 60_000);
  while (spans.length < CONSULT_MIN_SAMPLES) spans.push(DEFAULT_CONSULT_MINUTES);
  return Math.max(CONSULT_FLOOR_MINUTES, Math.round(spans.reduce((s, m) => s + m, 0) / spans.length));
}

/** The next free token of an evening (inside its lock). */
async function nextToken(tx: Tx, date: string): Promise<number> {
  const { _max } = await tx.appointment.aggregate({ where: { preferredDate: date }, _max: { token: true } });
  return (_max.token ?? 0) + 1;
}

/**
 * Checks a patient in: the evening's next token, in order of arrival. Checking in again
 * answers the token given the first time, while the appointment is still pending. Only
 * today's pending appointments (409 otherwise: cancelled, done, no-show, another day).
 */
export async function checkIn(
  appointmentId: number,
  at: Date = now(),
): Promise<{ token: number; appointment: Appointment }> {
  const found = await findAppointment({ id: appointmentId });
  if (found.status === "Cancelled") throw conflict(QUEUE_MESSAGES.cancelled);
  if (found.status !== "") throw conflict(QUEUE_MESSAGES.finished(STATUS_LABELS[found.status as AppointmentStatus]));
  if (found.token !== null) return { token: found.token, appointment: found };
  refuseNotToday(found, at, QUEUE_MESSAGES.notToday);
  return transaction(async (tx) => {
    await lockEvening(tx, found.preferredDate);
    const token = await nextToken(tx, found.preferredDate);
    const { count } = await tx.appointment.updateMany({
      where: { id: found.id, token: null, status: "" },
      data: { token, checkedInAt: at },
    });
    const after = await tx.appointment.findUniqueOrThrow({ where: { id: found.id } });
    // checked in meanwhile by another desk: theirs stands
    if (count === 0 && after.token !== null) return { token: after.token, appointment: after };
    if (count === 0) throw conflict(QUEUE_MESSAGES.finished(STATUS_LABELS[after.status as AppointmentStatus]));
    return { token, appointment: after };
  });
}

function refuseNotToday(a: Appointment, at: Date, message: string): void {
  if (a.preferredDate !== todayIst(at)) throw conflict(message);
}

/** The appointment (404 when there is none), refused with `message` (409) unless it is today's. */
async function todaysAppointment(appointmentId: number, at: Date, message: string = QUEUE_MESSAGES.notToday) {
  const found = await findAppointment({ id: appointmentId });
  refuseNotToday(found, at, message);
  return found;
}

/**
 * A walk-in: the patient found by name and phone (as a public booking finds them, never
 * changing their details) or created, and an appointment for today at the arrival time that
 * holds no slot, checked in with the next token. No messages (the patient is at the desk).
 * What the desk asked — language, WhatsApp — is recorded on a patient it creates, by `actor`
 * (consent.ts); a patient found keeps their record as it is.
 */
export async function addWalkIn(
  input: WalkInInput,
  actor: string,
): Promise<{ token: number; appointment: Appointment }> {
  return insertWithRetry(
    async ({ at, timestamp }) => {
      const { hash } = await manageTokenFor(timestamp);
      const date = todayIst(at);
      return transaction(async (tx) => {
        await lockEvening(tx, date);
        const details = { name: input.name, phone: input.phone, age: input.age, sex: input.sex };
        const patient =
          input.patientId !== undefined
            ? await tx.patient.findFirst({ where: { id: input.patientId, ...LIVE } })
            : (await findBookingPatient(tx, details)).patient;
        if (input.patientId !== undefined && !patient) throw notFound(PATIENT_MESSAGES.notFound);
        // a new patient gets the desk's answers; a known one's record stays as it is (their
        // choice is changed in their profile, an act on a record the desk has opened)
        const patientId =
          patient?.id ??
          (
            await tx.patient.create({
              data: { ...newPatientData(details), ...(input.consent && deskChoiceData(input.consent, actor, at)) },
            })
          ).id;
        const token = await nextToken(tx, date);
        const appointment = await tx.appointment.create({
          data: {
            timestamp,
            patientId,
            // a picked patient comes as their record has them (the desk may have typed another spelling)
            name: (input.patientId !== undefined ? patient!.name : input.name).trim(),
            phone: (input.patientId !== undefined ? patient!.phone : input.phone).trim(),
            age: input.age,
            sex: input.sex,
            email: patient?.email ?? null,
            address: patient?.address ?? null,
            occupation: patient?.occupation ?? null,
            serviceRequired: input.serviceRequired ?? WALK_IN_SERVICE,
            preferredDate: date,
            preferredTime: timeIst(at),
            activeSlot: null,
            manageTokenHash: hash,
            source: WALK_IN,
            token,
            checkedInAt: at,
            createdAt: at,
          },
        });
        return { token, appointment };
      });
    },
    () => {},
  );
}

/**
 * Next: the patient with the doctor is done, and the earliest waiting patient (lowest
 * token) goes in — or `pick`, a waiting patient the doctor asked for out of token order.
 * Two presses at once must call in one patient: a press whose `expected` (who its desk's
 * screen shows with the doctor) is no longer in changes nothing and answers who is in now.
 * A press without it is matched by who was in when it arrived, and is a repeat too when the
 * patient in now was called in after it arrived (another press got there first) — calledAt
 * is the instant the call was made, under the lock.
 */
export async function callNext(
  expected?: number | null,
  arrivedAt: Date = now(),
  pick?: number,
): Promise<{ current: ReturnType<typeof called> | null; changed: boolean }> {
  const date = todayIst(arrivedAt);
  const seen =
    expected !== undefined
      ? expected
      : ((await db().appointment.findFirst({ where: withDoctorWhere(date), select: { id: true } }))?.id ?? null);
  return transaction(async (tx) => {
    await lockEvening(tx, date);
    const at = now();
    const inNow = await tx.appointment.findFirst({ where: withDoctorWhere(date), orderBy: { calledAt: "desc" } });
    if (pick !== undefined && inNow?.id === pick) return { current: called(inNow), changed: false };
    const calledSince = expected === undefined && !!inNow && inNow.calledAt!.getTime() > arrivedAt.getTime();
    if ((inNow?.id ?? null) !== seen || calledSince) return { current: inNow && called(inNow), changed: false };
    const next = await tx.appointment.findFirst({
      where: { ...waitingWhere(date), ...(pick !== undefined && { id: pick }) },
      orderBy: { token: "asc" },
    });
    // the one asked for is not waiting (not arrived, gone, another evening): nothing changes
    if (pick !== undefined && !next) throw conflict(QUEUE_MESSAGES.notWaiting);
    if (inNow) {
      await tx.appointment.update({ where: { id: inNow.id }, data: { status: "Done", finishedAt: at } });
      await onFinished(tx, inNow.id);
    }
    if (!next) return { current: null, changed: !!inNow };
    const updated = await tx.appointment.update({ where: { id: next.id }, data: { calledAt: at } });
    return { current: called(updated), changed: true };
  });
}

/**
 * Undoes a check-in pressed by mistake: the appointment is "not arrived" again and its token
 * is released — checking in again gives the next token, so a patient checked in by mistake
 * never keeps a place they did not queue for. A walk-in exists only because the patient came:
 * it is cancelled, not un-checked-in. Only while waiting (not called in, not finished).
 */
export async function undoCheckIn(
  appointmentId: number,
  at: Date = now(),
): Promise<{ token: number; appointment: Appointment }> {
  const found = await todaysAppointment(appointmentId, at);
  if (found.source === WALK_IN) throw conflict(QUEUE_MESSAGES.walkInUndo);
  return transaction(async (tx) => {
    await lockEvening(tx, found.preferredDate);
    const row = await tx.appointment.findUniqueOrThrow({ where: { id: found.id } });
    if (row.status !== "" || row.token === null) throw conflict(QUEUE_MESSAGES.notCheckedIn);
    if (row.calledAt) throw conflict(QUEUE_MESSAGES.withDoctorUndo);
    const appointment = await tx.appointment.update({
      where: { id: row.id },
      data: { token: null, checkedInAt: null },
    });
    return { token: row.token, appointment };
  });
}

/**
 * The patient with the doctor goes back to waiting (called in by mistake, or sent out for a
 * test): they keep their token, and Next calls by token order — `ahead` counts the waiting
 * patients of lower tokens (those called in out of order's earlier tokens), who go first.
 */
export async function backToWaiting(
  appointmentId: number,
  at: Date = now(),
): Promise<{ appointment: Appointment; ahead: number }> {
  const found = await todaysAppointment(appointmentId, at);
  return transaction(async (tx) => {
    await lockEvening(tx, found.preferredDate);
    const { count } = await tx.appointment.updateMany({
      where: { id: found.id, status: "", calledAt: { not: null } },
      data: { calledAt: null },
    });
    if (count === 0) throw conflict(QUEUE_MESSAGES.notWithDoctor);
    const appointment = await tx.appointment.findUniqueOrThrow({ where: { id: found.id } });
    const ahead = await tx.appointment.count({
      where: { ...waitingWhere(found.preferredDate), token: { lt: appointment.token ?? 0 } },
    });
    return { appointment, ahead };
  });
}

const called = (a: Appointment) => ({ appointmentId: a.id, patientId: a.patientId, token: a.token!, name: a.name });

/** What Next and Call in now answer: who is in now, in words, and whether the press changed it. */
export function callAnswer({ current, changed }: Awaited<ReturnType<typeof callNext>>): CallNextAnswer {
  return {
    message: current ? QUEUE_MESSAGES.called(current.token, current.name) : QUEUE_MESSAGES.nobodyWaiting,
    current: current && {
      token: current.token,
      name: current.name,
      appointmentId: current.appointmentId,
      patientId: current.patientId,
    },
    changed,
  };
}

/** No-show from the Tonight screen: today's pending appointment that is not with the doctor. */
export async function markNoShow(appointmentId: number, at: Date = now()) {
  const found = await todaysAppointment(appointmentId, at, QUEUE_MESSAGES.noShowNotToday);
  if (found.calledAt && found.status === "") throw conflict(QUEUE_MESSAGES.withDoctor);
  if (found.status === "Cancelled") throw conflict(QUEUE_MESSAGES.cancelled);
  // a patient not arrived is not "not coming" before their time: the desk waits until it has
  // passed (one who checked in and left is, at any time); the spec's status call stays as the
  // spec has it: any status, for the admin's own corrections
  if (found.status === "" && found.token === null && found.preferredTime > timeIst(at))
    throw conflict(QUEUE_MESSAGES.noShowTooEarly(found.preferredTime));
  return setAppointmentStatus({ id: found.id }, "No-show");
}

export async function queuePosition(a: Appointment, at: Date = now()): Promise<QueuePosition | null> {
  if (a.status !== "" || a.preferredDate !== todayIst(at)) return null;
  const date = a.preferredDate;
  const [ahead, inNow, ended, late] = await Promise.all([
    a.token !== null && !a.calledAt
      ? db().appointment.count({ where: { ...waitingWhere(date), token: { lt: a.token } } })
      : Promise.resolve(0),
    db().appointment.findFirst({ where: withDoctorWhere(date), orderBy: { calledAt: "desc" } }),
    db().appointment.findMany({
      where: { preferredDate: date, calledAt: { not: null }, finishedAt: { not: null } },
      select: { calledAt: true, finishedAt: true },
    }),
    runningLate(date),
  ]);
  const average = averageConsultMinutes(ended);
  const status = queueStatus(a) as QueuePosition["status"];
  let estimate: number | null = null;
  if (status === "checked-in") {
    const inRoomLeft = inNow ? Math.max(0, average - (at.getTime() - inNow.calledAt!.getTime()) / 60_000) : 0;
    estimate = Math.round(ahead * average + inRoomLeft);
  }
  return {
    status,
    token: a.token,
    ahead,
    nowServing: inNow?.token ?? null,
    estimateMinutes: estimate,
    averageMinutes: average,
    runningLate: late,
  };
}
