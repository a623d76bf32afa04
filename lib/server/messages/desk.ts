/**
 * The desk's side of messages (FEATURES.md §4): the Messages screen's list (failures first),
 * the dashboard's failed count, "Doctor running late" and the click-to-chat links.
 */
import "server-only";
import { whatsappLink } from "../../content/clinic";
import { timeIst, todayIst } from "../../shared/clinic-time";
import { now } from "../../shared/clock";
import { whatsappNumber } from "../../shared/phone";
import {
  MESSAGE_MESSAGES,
  MESSAGES_PAGE_SIZE,
  type ChatKind,
  type MessagesQuery,
} from "../../shared/validation/messages";
import { db, transaction } from "../db";
import { conflict, HttpError } from "../http";
import { findAppointment, manageTokenOf } from "../domain/appointments";
import { closedReasons } from "../domain/closures";
import { manageUrl } from "../domain/manage";
import { patientLanguage } from "../domain/patients";
import { setRunningLate } from "../domain/queue";
import { appointmentFacts, onRunningLate, type MessageFacts } from "./notify";
import { chatText } from "./render";
import { configuredChannels } from "./transports";

/** A message as the list call answers it (FEATURES.md §4), with the patient's name for the desk. */
export type MessageRecord = {
  id: number;
  channel: string;
  kind: string;
  to: string;
  status: string;
  sendAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
  appointmentId: number | null;
  /** the appointment's patient, or null once it is deleted (or for none) */
  patientName: string | null;
};

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
  }));
}

/**
 * A page of messages, failures first, then the newest first. Without a status filter the
 * failed ones lead every listing: page 1 shows them before anything else.
 */
export async function listMessages({
  status,
  kind,
  appointmentId,
  page = 1,
}: MessagesQuery): Promise<{ messages: MessageRecord[]; total: number }> {
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
 * checked in and waiting, and those not arrived whose slot is not more than half an hour gone.
 */
async function remainingTonight(at: Date) {
  return db().appointment.findMany({
    where: {
      preferredDate: todayIst(at),
      status: "",
      calledAt: null,
      OR: [{ token: { not: null } }, { preferredTime: { gte: timeIst(new Date(at.getTime() - STILL_WAITING_MS)) } }],
    },
    orderBy: { preferredTime: "asc" },
  });
}

/** The preview: who would be told, and what (the first of them as the example, in their language). */
export async function previewRunningLate(minutes: number, at: Date = now()) {
  const remaining = await remainingTonight(at);
  const first = remaining[0];
  return {
    configured: messagingConfigured(),
    recipients: remaining.map((a) => ({ id: a.id, name: a.name, time: a.preferredTime })),
    text: first
      ? chatText("running-late", { ...appointmentFacts(first), minutes }, null, await patientLanguage(first.patientId))
      : null,
  };
}

/**
 * "Doctor running late": the notice goes on tonight's patients' manage pages (FEATURES.md
 * §5) and, when a channel is configured, a message to each remaining patient. Answers how
 * many patients and messages; 409 when nobody is left tonight.
 */
export async function sendRunningLate(
  minutes: number,
  at: Date = now(),
): Promise<{ patients: number; messages: number }> {
  const remaining = await remainingTonight(at);
  if (!remaining.length) throw conflict(MESSAGE_MESSAGES.nobodyLeft);
  const messages = await transaction(async (tx) => {
    await setRunningLate(tx, todayIst(at), minutes, at);
    return messagingConfigured() ? onRunningLate(tx, remaining, minutes, at) : 0;
  });
  return { patients: remaining.length, messages };
}

/**
 * The desk's click-to-chat link (a wa.me link with the text prefilled) for an appointment:
 * its confirmation, a reminder, or "we are closed that day" — with the patient's manage link,
 * in the patient's language. 409 for a patient who declined or withdrew WhatsApp.
 */
export async function chatLink(appointmentId: number, kind: ChatKind): Promise<string> {
  const a = await findAppointment({ id: appointmentId });
  const number = whatsappNumber(a.phone);
  if (!number) throw new HttpError(422, MESSAGE_MESSAGES.noWhatsApp);
  // a patient who said no to WhatsApp (FEATURES.md §7) is not written to there by hand either
  const patient = await db().patient.findUnique({ where: { id: a.patientId }, select: { whatsappConsent: true } });
  if (patient?.whatsappConsent === false) throw conflict(MESSAGE_MESSAGES.whatsappWithdrawn);
  const [token, locale] = await Promise.all([manageTokenOf(a), patientLanguage(a.patientId)]);
  const facts: MessageFacts = {
    ...appointmentFacts(a),
    ...(kind === "closure" ? { reason: (await closedReasons([a])).get(a.id) } : {}),
  };
  return whatsappLink(number, chatText(kind, facts, token ? manageUrl(token, locale) : null, locale));
}
