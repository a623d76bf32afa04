/**
 * The rights requests log (FEATURES.md §7, DPDP Act ss.11–13): who asked for what about which
 * patient, when, and when it was done. The desk records requests and marks them done; the
 * calls that fulfil one — the export (access), a withdrawal of WhatsApp consent, an erasure —
 * record it themselves (recordFulfilled), inside their own transaction.
 *
 * A request keeps its patientId but no copy of the patient's name: the name is read from the
 * patient's row, so once they are erased the log shows that an erasure was asked for and done,
 * never whom it was about (forgetPatient clears their name, phone and e-mail from what the desk
 * typed, too).
 */
import "server-only";
import type { RightsRequest } from "../../generated/sqlite/client";
import { istInstant, todayIst } from "../../shared/clinic-time";
import { now } from "../../shared/clock";
import { PATIENT_MESSAGES } from "../../shared/validation/patients";
import {
  PRIVACY_MESSAGES,
  RIGHTS_PAGE_SIZE,
  THE_PATIENT,
  type RightsKind,
  type RightsListQuery,
  type RightsRequestDone,
  type RightsRequestInput,
} from "../../shared/validation/privacy";
import type { RightsRequestPage, RightsRequestRecord } from "../../shared/api/privacy";
import { db, transaction, type Tx } from "../db";
import { conflict, notFound } from "../http";
import { identifierPattern, scrub } from "./erasure";
import { LIVE } from "./live-patients";

type Reader = Pick<Tx, "patient">;

/** The names of these patients, by id (an erased patient has none). */
async function namesOf(reader: Reader, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await reader.patient.findMany({ where: { id: { in: wanted } }, select: { id: true, name: true } });
  return new Map(rows.map((p) => [p.id, p.name]));
}

function toRecord(r: RightsRequest, names: Map<number, string>): RightsRequestRecord {
  return {
    id: r.id,
    patientId: r.patientId,
    patientName: r.patientId === null ? null : (names.get(r.patientId) ?? null),
    kind: r.kind as RightsKind,
    requester: r.requester,
    detail: r.detail,
    receivedAt: r.receivedAt.toISOString(),
    doneAt: r.doneAt?.toISOString() ?? null,
    recordedBy: r.recordedBy,
    doneBy: r.doneBy,
  };
}

async function toRecords(reader: Reader, rows: RightsRequest[]): Promise<RightsRequestRecord[]> {
  const names = await namesOf(
    reader,
    rows.map((r) => r.patientId),
  );
  return rows.map((r) => toRecord(r, names));
}

/** Open first, oldest first (the desk's queue); then done, most recently done first. */
const LOG_ORDER = [{ doneAt: { sort: "desc", nulls: "first" } }, { receivedAt: "asc" }, { id: "asc" }] as const;

/** The instant a request given as a clinic date was received: now for today, else that day's start. */
function receivedInstant(date: string | undefined, at: Date): Date {
  return !date || date === todayIst(at) ? at : istInstant(date, "00:00");
}

/** Records a request the desk was given; 404 when it names a patient who is not there. */
export async function createRightsRequest(input: RightsRequestInput, actor: string): Promise<RightsRequestRecord> {
  return transaction(async (tx) => {
    if (input.patientId !== undefined) {
      const patient = await tx.patient.findFirst({ where: { id: input.patientId, ...LIVE }, select: { id: true } });
      if (!patient) throw notFound(PATIENT_MESSAGES.notFound);
    }
    const created = await tx.rightsRequest.create({
      data: {
        patientId: input.patientId ?? null,
        kind: input.kind,
        requester: input.requester,
        detail: input.detail ?? null,
        receivedAt: receivedInstant(input.receivedAt, now()),
        recordedBy: actor,
      },
    });
    return (await toRecords(tx, [created]))[0];
  });
}

/** One page of the log (RIGHTS_PAGE_SIZE), with each patient's name as it stands now. */
export async function listRightsRequests({ status, page }: RightsListQuery): Promise<RightsRequestPage> {
  const where = status === "open" ? { doneAt: null } : status === "done" ? { doneAt: { not: null } } : {};
  const [total, rows] = await Promise.all([
    db().rightsRequest.count({ where }),
    db().rightsRequest.findMany({
      where,
      orderBy: [...LOG_ORDER],
      skip: (page - 1) * RIGHTS_PAGE_SIZE,
      take: RIGHTS_PAGE_SIZE,
    }),
  ]);
  return {
    requests: await toRecords(db(), rows),
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / RIGHTS_PAGE_SIZE)),
  };
}

/** A patient's requests, newest first (the Patient Profile). */
export async function patientRightsRequests(patientId: number): Promise<RightsRequestRecord[]> {
  const rows = await db().rightsRequest.findMany({
    where: { patientId },
    orderBy: [{ receivedAt: "desc" }, { id: "desc" }],
  });
  return toRecords(db(), rows);
}

/**
 * Marks a request done, adding the desk's detail to its own; 404 unknown, 409 already done
 * (also when another admin marked it a moment ago: the update only takes an open request).
 */
export async function markRightsRequestDone(
  id: number,
  { detail }: RightsRequestDone,
  actor: string,
): Promise<RightsRequestRecord> {
  return transaction(async (tx) => {
    const request = await tx.rightsRequest.findUnique({ where: { id } });
    if (!request) throw notFound(PRIVACY_MESSAGES.requestNotFound);
    if (request.doneAt) throw conflict(PRIVACY_MESSAGES.alreadyDone);
    const { count } = await tx.rightsRequest.updateMany({
      where: { id, doneAt: null },
      data: {
        doneAt: now(),
        doneBy: actor,
        ...(detail ? { detail: request.detail ? `${request.detail}; ${detail}` : detail } : {}),
      },
    });
    if (count === 0) throw conflict(PRIVACY_MESSAGES.alreadyDone);
    const done = await tx.rightsRequest.findUniqueOrThrow({ where: { id } });
    return (await toRecords(tx, [done]))[0];
  });
}

/**
 * What a call that fulfils a patient's right records, inside its own transaction: their open
 * requests of that kind are marked done now, or — when the desk recorded none — one is added,
 * asked by the patient and done now. Answers the ids of the requests it marked done.
 */
export async function recordFulfilled(
  tx: Tx,
  { patientId, kind, actor }: { patientId: number; kind: RightsKind; actor: string },
): Promise<number[]> {
  const at = now();
  const open = await tx.rightsRequest.findMany({ where: { patientId, kind, doneAt: null }, select: { id: true } });
  if (open.length) {
    const ids = open.map((r) => r.id);
    await tx.rightsRequest.updateMany({
      where: { id: { in: ids }, doneAt: null },
      data: { doneAt: at, doneBy: actor },
    });
    return ids;
  }
  const created = await tx.rightsRequest.create({
    data: { patientId, kind, requester: THE_PATIENT, receivedAt: at, doneAt: at, recordedBy: actor, doneBy: actor },
  });
  return [created.id];
}

/**
 * Before a patient is erased: their identifiers are taken out of what the desk typed into the
 * rights log ("Asha Menon herself", "call from 98400 11111", "by e-mail from asha.m@…"), so the
 * log keeps the proof that the erasure was asked for and done (kind, dates, who recorded it,
 * the patient's id) and nothing of whom it was about. Their own requests lose the name (whole,
 * or any word of it), the phone in any form and the e-mail address or its local part; every
 * other request loses the phone and e-mail, which name no one else. Case-insensitive.
 */
export async function forgetPatient(
  tx: Tx,
  patient: { id: number; name: string; phoneKey: string; email: string | null },
): Promise<void> {
  const theirs = identifierPattern(patient);
  const contact = identifierPattern({ phoneKey: patient.phoneKey, email: patient.email });
  const rows = await tx.rightsRequest.findMany({
    select: { id: true, patientId: true, requester: true, detail: true },
  });
  for (const r of rows) {
    const pattern = r.patientId === patient.id ? theirs : contact;
    const requester = scrub(r.requester, pattern);
    const detail = r.detail === null ? null : scrub(r.detail, pattern);
    if (requester !== r.requester || detail !== r.detail) {
      await tx.rightsRequest.update({ where: { id: r.id }, data: { requester, detail } });
    }
  }
}
