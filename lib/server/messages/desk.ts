/**
 * The desk's side of messages (FEATURES.md §4): the Messages screen's list (failures first),
 * the dashboard's failed count, "Doctor running late" and the click-to-chat links.
 */
import "server-only";
import { whatsappLink } from "../../content/clinic";
import type { RunningLatePatient, RunningLatePlan, RunningLatePreview, RunningLateSent } from "../../shared/api/outbox";
import { timeIst, todayIst } from "../../shared/clinic-time";
import { now } from "../../shared/clock";
import { whatsappNumber } from "../../shared/phone";
import { WALK_IN } from "../../shared/validation/queue";
import {
  MESSAGE_MESSAGES,
  MESSAGES_PAGE_SIZE,
  type ChatKind,
  type MessageChannel,
  type MessagesQuery,
} from "../../shared/validation/messages";
import { db, lockForTransaction, transaction, type Tx } from "../db";
import { conflict, HttpError } from "../http";
import { findAppointment, manageTokenOf } from "../domain/appointments";
import { closedReasons } from "../domain/closures";
import { manageUrl } from "../domain/manage";
import { patientLanguage } from "../domain/patients";
import { setRunningLate } from "../domain/running-late";
import { appointmentFacts, onRunningLate, type MessageFacts } from "../outbox/notify";
import { retryMessage } from "../outbox/queue";
import { chatText } from "./render";
import { whyNotSendNow } from "./still-wanted";
import { WHATSAPP_CHOICE_SELECT, WHATSAPP_REFUSALS, whatsappRefusal } from "../outbox/whatsapp-consent";
import { configuredChannels } from "../outbox/transports";
import { patientChannels, SMS_CHOICE_SELECT } from "../outbox/channel-rule";
import type { MessageRecord, MessagesPage } from "../../shared/api/outbox";

type Row = Awaited<ReturnType<ReturnType<typeof db>["message"]["findMany"]>>[number];

async function toRecords(rows: Row[]): Promise<MessageRecord[]> {
  const ids = [...new Set(rows.map((r) => r.appointmentId).filter((id): id is number => id !== null))];
  const names = new Map(
    (await db().appointment.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map((a) => [
      a.id,
      a.name,
    ]),
  );
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    kind: r.kind,
    to: r.to,
    status: r.status,
    sendAt: r.sendAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    attempts: r.attempts,
    lastError: r.lastError,
    appointmentId: r.appointmentId,
    patientName: r.appointmentId === null ? null : (names.get(r.appointmentId) ?? null),
    why: r.why,
    segments: r.segments,
  }));
}

/**
 * A page of messages, failures first, then the newest first. Without a status filter the
 * failed ones lead every listing: page 1 shows them before anything else.
 */
export async function listMessages({ status, kind, appointmentId, page = 1 }: MessagesQuery): Promise<MessagesPage> {
  const where = { ...(kind ? { kind } : {}), ...(appointmentId ? { appointmentId } : {}) };
  const offset = (page - 1) * MESSAGES_PAGE_SIZE;
  const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];
  if (status) {
    const filtered = { ...where, status };
    const [rows, total] = await Promise.all([
      db().message.findMany({ where: filtered, orderBy: newestFirst, skip: offset, take: MESSAGES_PAGE_SIZE }),
      db().message.count({ where: filtered }),
    ]);
    return { messages: await toRecords(rows), total };
  }
  const failedWhere = { ...where, status: "failed" };
  const restWhere = { ...where, status: { not: "failed" } };
  const [failed, rest] = await Promise.all([
    db().message.count({ where: failedWhere }),
    db().message.count({ where: restWhere }),
  ]);
  const failedRows =
    offset < failed
      ? await db().message.findMany({
          where: failedWhere,
          orderBy: newestFirst,
          skip: offset,
          take: MESSAGES_PAGE_SIZE,
        })
      : [];
  const room = MESSAGES_PAGE_SIZE - failedRows.length;
  const restRows =
    room > 0
      ? await db().message.findMany({
          where: restWhere,
          orderBy: newestFirst,
          skip: Math.max(0, offset - failed),
          take: room,
        })
      : [];
  return { messages: await toRecords([...failedRows, ...restRows]), total: failed + rest };
}

/**
 * POST /api/admin/messages/{id}/retry: a failed message queued again (../outbox/queue.ts retryMessage) —
 * unless it is no longer wanted (still-wanted.ts: consent withdrawn, the appointment moved or
 * gone): then it is cancelled with why, and the 409 says so. The worker checks again as it sends.
 */
export async function retryFailedMessage(id: number, at: Date = now()): Promise<void> {
  const row = await db().message.findUnique({ where: { id } });
  if (row?.status === "failed") {
    const unwanted = await whyNotSendNow(row);
    if (unwanted) {
      await db().message.updateMany({
        where: { id, status: "failed" },
        data: { status: "cancelled", lastError: unwanted },
      });
      throw conflict(unwanted);
    }
  }
  await retryMessage(id, at);
}

/** The dashboard's count: messages that ran out of attempts. */
export function failedMessageCount(): Promise<number> {
  return db().message.count({ where: { status: "failed" } });
}

/** Whether any channel is configured: without one, the desk sends by click-to-chat. */
export const messagingConfigured = () => configuredChannels().length > 0;

/** How long after its slot began a booked patient who has not arrived still counts as expected tonight. */
const STILL_WAITING_MS = 30 * 60_000;

/**
 * Tonight's remaining patients: today's pending ones not yet with the doctor — everyone
 * checked in and waiting (walk-ins too), and those not arrived whose slot is not more than
 * half an hour gone.
 */
async function remainingTonight(client: ReturnType<typeof db> | Tx, at: Date) {
  return client.appointment.findMany({
    where: {
      preferredDate: todayIst(at),
      status: "",
      calledAt: null,
      OR: [{ token: { not: null } }, { preferredTime: { gte: timeIst(new Date(at.getTime() - STILL_WAITING_MS)) } }],
    },
    orderBy: { preferredTime: "asc" },
  });
}

type Remaining = Awaited<ReturnType<typeof remainingTonight>>[number];

const shown = (a: Remaining): RunningLatePatient => ({
  id: a.id,
  name: a.name,
  time: a.preferredTime,
  token: a.token,
});

/** The minutes of the running-late message each of these appointments was last sent (not cancelled) tonight. */
async function toldMinutes(client: ReturnType<typeof db> | Tx, ids: number[]): Promise<Map<number, number>> {
  const rows = await client.message.findMany({
    where: { appointmentId: { in: ids }, kind: "running-late", status: { not: "cancelled" } },
    orderBy: { id: "asc" },
    select: { appointmentId: true, payload: true },
  });
  const told = new Map<number, number>();
  for (const r of rows) {
    const minutes = (JSON.parse(r.payload) as { facts?: MessageFacts }).facts?.minutes;
    if (r.appointmentId !== null && minutes !== undefined) told.set(r.appointmentId, minutes);
  }
  return told;
}

/** Who would be told of `minutes` now, and how (RunningLatePlan). Reads only. */
async function planRunningLate(
  client: ReturnType<typeof db> | Tx,
  minutes: number,
  at: Date,
): Promise<{ plan: RunningLatePlan; toMessage: Remaining[] }> {
  const remaining = await remainingTonight(client, at);
  const channels = configuredChannels();
  const [told, patients] = await Promise.all([
    toldMinutes(
      client,
      remaining.map((a) => a.id),
    ),
    client.patient.findMany({
      where: { id: { in: [...new Set(remaining.map((a) => a.patientId))] } },
      select: { id: true, ...WHATSAPP_CHOICE_SELECT, ...SMS_CHOICE_SELECT },
    }),
  ]);
  const patientOf = new Map(patients.map((p) => [p.id, p]));
  const plan: RunningLatePlan = { reach: [], alreadyTold: [], inPerson: [] };
  const toMessage: Remaining[] = [];
  for (const a of remaining) {
    // at the clinic already: a message would only repeat what the desk can say
    if (a.source === WALK_IN) {
      plan.inPerson.push({ ...shown(a), reason: MESSAGE_MESSAGES.inPersonWalkIn });
      continue;
    }
    if (a.token !== null) {
      plan.inPerson.push({ ...shown(a), reason: MESSAGE_MESSAGES.inPersonCheckedIn });
      continue;
    }
    if (told.get(a.id) === minutes) {
      plan.alreadyTold.push(shown(a));
      continue;
    }
    const patient = patientOf.get(a.patientId) ?? null;
    const number = whatsappNumber(a.phone);
    const refused = whatsappRefusal(patient, a, number);
    // the channel rule the messages themselves are written by (channel-rule.ts)
    const reach = { email: a.email, phone: a.phone, whatsappNumber: number, whatsappRefused: refused, patient };
    const by: MessageChannel[] = patientChannels(reach, "running-late", channels).map((c) => c.channel);
    if (by.length) {
      plan.reach.push({ ...shown(a), channels: by });
      toMessage.push(a);
      continue;
    }
    const why = !channels.length
      ? MESSAGE_MESSAGES.inPersonNoChannel
      : MESSAGE_MESSAGES.inPersonUnreachable(
          channels.includes("email") ? !!a.email : null,
          channels.includes("whatsapp") ? (refused ?? WHATSAPP_REFUSALS.noNumber) : null,
        );
    plan.inPerson.push({ ...shown(a), reason: why });
  }
  return { plan, toMessage };
}

/**
 * The preview: who would be told and how, who must be told in person and why, and what the
 * message says (the first of them as the example, in their language).
 */
export async function previewRunningLate(minutes: number, at: Date = now()): Promise<RunningLatePreview> {
  const { plan, toMessage } = await planRunningLate(db(), minutes, at);
  const first = toMessage[0] ?? (await remainingTonight(db(), at))[0];
  const everyone = [...plan.reach, ...plan.alreadyTold, ...plan.inPerson].sort(
    (a, b) => a.time.localeCompare(b.time) || a.id - b.id,
  );
  const configured = messagingConfigured();
  return {
    configured,
    reachable: configured ? plan.reach.length : 0,
    /** every remaining patient, by time; how each is told is in the three lists */
    recipients: everyone.map(({ id, name, time }) => ({ id, name, time })),
    ...plan,
    text: first
      ? chatText("running-late", { ...appointmentFacts(first), minutes }, null, await patientLanguage(first.patientId))
      : null,
  };
}

/**
 * "Doctor running late": the notice goes on tonight's patients' manage pages (FEATURES.md
 * §5) and, when a channel is configured, a message to each remaining patient not yet told of
 * these minutes (once per evening per delay: pressing again sends nothing new, a changed
 * delay is told once more). Never to walk-ins or patients already checked in: the desk tells
 * them. Answers the plan as carried out, and how many messages; 409 when nobody is left tonight.
 */
export async function sendRunningLate(minutes: number, at: Date = now()): Promise<Omit<RunningLateSent, "message">> {
  const date = todayIst(at);
  return transaction(async (tx) => {
    // two presses at once: the second plans after the first's messages are written
    await lockForTransaction(tx, `running-late:${date}`);
    const { plan, toMessage } = await planRunningLate(tx, minutes, at);
    const patients = plan.reach.length + plan.alreadyTold.length + plan.inPerson.length;
    if (!patients) throw conflict(MESSAGE_MESSAGES.nobodyLeft);
    await setRunningLate(tx, date, minutes, at);
    const configured = messagingConfigured();
    const messages = configured ? await onRunningLate(tx, toMessage, minutes, at) : 0;
    return { ...plan, patients, messages, reachable: configured ? plan.reach.length : 0 };
  });
}

/**
 * The desk's click-to-chat link (a wa.me link with the text prefilled) for an appointment:
 * its confirmation, a reminder, or "we are closed that day" — with the patient's manage link,
 * in the patient's language. 409 for a patient who declined or withdrew WhatsApp, or never said yes.
 */
export async function chatLink(appointmentId: number, kind: ChatKind): Promise<string> {
  const a = await findAppointment({ id: appointmentId });
  const number = whatsappNumber(a.phone);
  if (!number) throw new HttpError(422, MESSAGE_MESSAGES.noWhatsApp);
  // nor by hand without a recorded yes (FEATURES.md §7, issue 26); the desk sending from its own
  // phone is its confirmation of the number, so only the consent part of the rule applies
  const patient = await db().patient.findUnique({ where: { id: a.patientId }, select: WHATSAPP_CHOICE_SELECT });
  const refused = whatsappRefusal(patient, a, number);
  if (refused === WHATSAPP_REFUSALS.withdrawn) throw conflict(MESSAGE_MESSAGES.whatsappWithdrawn);
  if (refused && refused !== WHATSAPP_REFUSALS.notIndian) throw conflict(MESSAGE_MESSAGES.whatsappNotAgreed);
  const [token, locale] = await Promise.all([manageTokenOf(a), patientLanguage(a.patientId)]);
  const facts: MessageFacts = {
    ...appointmentFacts(a),
    ...(kind === "closure" ? { reason: (await closedReasons([a])).get(a.id) } : {}),
  };
  return whatsappLink(number, chatText(kind, facts, token ? manageUrl(token, locale) : null, locale));
}
