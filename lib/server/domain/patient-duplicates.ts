/**
 * Duplicate patients at the desk (issue 29): the records a name or phone being typed may
 * already be — so the desk picks the patient instead of making a second record.
 *
 * Matching: the same phone (digits, +91 and a leading 0 normalised away, as phoneKey) is a
 * match whatever the name — "Kamala Ramasamy" and "கமலா ராமசாமி" on one phone are shown;
 * families sharing a phone are shown too and the desk tells them apart. A name matches across
 * the ways it is written: case, dots, spacing and initials ("S. Rajendran", "rajendran s",
 * "RAJENDRAN") — the loose name below. No stored column: the candidates are the rows whose
 * name holds the longest word typed (one indexed-size scan), compared loosely in code.
 *
 * The merge itself, and its undo, are patient-merge.ts; hidden merged records match nothing here.
 */
import "server-only";
import type { Patient } from "../../generated/sqlite/client";
import type { PatientMatch, PossibleDuplicate } from "../../shared/api/patients";
import { db } from "../db";
import { phoneKey } from "./patients";
import { LIVE } from "./live-patients";

/** At most this many matches are shown while typing. */
const MATCH_LIMIT = 8;

/**
 * A name as the desk may write it any way: lower-cased, letters only, initials (single
 * letters) dropped, the words sorted and run together — "S. Rajendran", "Rajendran S" and
 * "rajen dran" all read "rajendran". Tamil letters are kept (with their vowel signs).
 */
export const looseName = (name: string) => nameWords(name).sort().join("");

/** A name's words of two letters or more, lower-cased (letters and their vowel signs only). */
const nameWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter((word) => [...word].length > 1);

/** The longest word of a name (for the candidates' LIKE), or null when it has none of two letters. */
const longestWord = (name: string) => nameWords(name).sort((a, b) => b.length - a.length)[0] ?? null;

/**
 * The patients a typed name and/or phone may be, same phone first; never `except`; only among
 * `among` when given (desk mode past its idle limit: tonight's patients, issue 41 G10).
 */
export async function findPatientMatches(
  input: { name?: string; phone?: string },
  except?: number,
  among?: number[],
): Promise<PatientMatch[]> {
  const only = { ...LIVE, ...(among ? { id: { in: among } } : {}) };
  const digits = input.phone ? phoneKey(input.phone) : "";
  const byPhone =
    digits.length >= 10 ? await db().patient.findMany({ where: { phoneKey: digits, ...only }, take: 20 }) : [];
  const loose = input.name ? looseName(input.name) : "";
  const word = input.name ? longestWord(input.name) : null;
  const byName =
    word && loose.length >= 4
      ? (await db().patient.findMany({ where: { nameKey: { contains: word }, ...only }, take: 200 })).filter(
          (p) => looseName(p.name) === loose,
        )
      : [];
  const seen = new Set<number>();
  const matches: PatientMatch[] = [];
  for (const p of [...byPhone, ...byName]) {
    if (seen.has(p.id) || p.id === except) continue;
    seen.add(p.id);
    matches.push(toMatch(p, matchOf(p, digits, loose)));
  }
  const visits = await lastVisits(matches.map((m) => m.patient_id));
  return matches.slice(0, MATCH_LIMIT).map((m) => ({ ...m, last_visit: visits.get(m.patient_id) ?? null }));
}

/** The patients with an appointment (not cancelled) on `date`: whom desk scope may look up. */
export async function patientsOn(date: string): Promise<number[]> {
  const rows = await db().appointment.findMany({
    where: { preferredDate: date, status: { not: "Cancelled" } },
    select: { patientId: true },
  });
  return [...new Set(rows.map((r) => r.patientId))];
}

/** Whether two records match as the walk-in dialog matches them: the same phone, or the same name however written. */
export const areDuplicates = (a: Pick<Patient, "phoneKey" | "name">, b: Pick<Patient, "phoneKey" | "name">) =>
  (a.phoneKey.length >= 10 && a.phoneKey === b.phoneKey) ||
  (looseName(a.name).length >= 4 && looseName(a.name) === looseName(b.name));

/** How a record matches a phone key and a loose name (the rules above, in one place). */
function matchOf(p: Pick<Patient, "phoneKey" | "name">, digits: string, loose: string): PatientMatch["matched"] {
  const sameName = !!loose && looseName(p.name) === loose;
  if (p.phoneKey !== digits) return "name";
  return sameName ? "phone and name" : "phone";
}

/**
 * Each patient's likely duplicate (issue 40): another record that matches it on "phone and
 * name" (the walk-in dialog's strongest match; a family sharing a phone matches on "phone"
 * only and is not flagged), the oldest such record first. One query for any number of
 * patients (Tonight's whole evening): the records on their phones.
 */
/** possibleDuplicates of the patients with these ids. */
export async function possibleDuplicatesOf(ids: number[]): Promise<Map<number, PossibleDuplicate>> {
  const patients = await db().patient.findMany({
    where: { id: { in: [...new Set(ids)] }, ...LIVE },
    select: { id: true, name: true, phoneKey: true },
  });
  return possibleDuplicates(patients);
}

export async function possibleDuplicates(
  patients: Pick<Patient, "id" | "name" | "phoneKey">[],
): Promise<Map<number, PossibleDuplicate>> {
  const keys = [...new Set(patients.map((p) => p.phoneKey).filter((k) => k.length >= 10))];
  if (!keys.length) return new Map();
  const onPhones = await db().patient.findMany({
    where: { phoneKey: { in: keys }, ...LIVE },
    select: { id: true, name: true, phoneKey: true },
    orderBy: { id: "asc" },
  });
  const found = new Map<number, PossibleDuplicate>();
  for (const p of patients) {
    const loose = looseName(p.name);
    const twin = onPhones.find((q) => q.id !== p.id && matchOf(q, p.phoneKey, loose) === "phone and name");
    if (twin) found.set(p.id, { patientId: twin.id, name: twin.name });
  }
  return found;
}

function toMatch(p: Patient, matched: PatientMatch["matched"]): PatientMatch {
  return {
    patient_id: p.id,
    name: p.name,
    phone: p.phone,
    age: p.age,
    sex: p.sex,
    matched,
    last_visit: null,
  };
}

/** Each patient's last appointment date (any status but cancelled). */
async function lastVisits(ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db().appointment.groupBy({
    by: ["patientId"],
    where: { patientId: { in: ids }, status: { not: "Cancelled" } },
    _max: { preferredDate: true },
  });
  return new Map(rows.filter((r) => r._max.preferredDate).map((r) => [r.patientId, r._max.preferredDate!]));
}
