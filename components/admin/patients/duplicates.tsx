"use client";

/**
 * Duplicates at the desk (issue 29): as a name or phone is typed, the patients it may already
 * be (GET /api/admin/patients/matches: the same phone whatever the script of the name, the
 * same name however it is written), so the desk picks the patient instead of making a second
 * record — and a new record on a phone already known needs one more tick. On a profile,
 * Merge a duplicate record moves another record of the same person into this one.
 */
import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import type {
  MergeCounts,
  PatientMatch,
  PatientMatchesAnswer,
  PatientMergeAnswer,
  PatientMergePreviewAnswer,
  PossibleDuplicate,
} from "@/lib/shared/api/patients";
import { formatPhone } from "@/lib/shared/phone";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { shortDate } from "../appointments/appointment-format";
import { invalidateAfter, useAdminMutation, useAdminQuery } from "../query/hooks";
import { adminKeys } from "../query/keys";
import { Message } from "../ui/alert";
import { adminJson, ApiError, NETWORK_MESSAGE } from "../ui/api";
import { useConfirm } from "../ui/confirm-dialog";

const MATCHED_WORDS: Record<PatientMatch["matched"], string> = {
  "phone and name": "same phone and name",
  phone: "same phone",
  name: "same name",
};

/** Worth asking the server: a name of two letters or more, or a whole phone number. */
const askable = (name: string, phone: string) => name.trim().length >= 4 || phone.replace(/\D/g, "").length >= 10;

/** How long the typing rests before the server is asked. */
const SETTLE_MS = 300;

/** `value` once it has not changed for SETTLE_MS. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

/** The patients a typed name and phone may be (the typing settles before it asks). */
export function usePatientMatches(name: string, phone: string, except?: number) {
  const typed = { name: useSettled(name.trim()), phone: useSettled(phone.trim()) };
  const query = useAdminQuery({
    queryKey: [...adminKeys.patients, "matches", typed.name, typed.phone, except ?? null] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ name: typed.name, phone: typed.phone });
      if (except !== undefined) params.set("except", String(except));
      return adminJson<PatientMatchesAnswer>(`/api/admin/patients/matches?${params}`, { signal });
    },
    enabled: askable(typed.name, typed.phone),
    staleTime: 30_000,
    // while the next lookup runs, the last one's matches stay: the list does not flicker, and
    // Add cannot slip a duplicate through in the moment before the known phone is found again
    placeholderData: keepPreviousData,
  });
  return askable(typed.name, typed.phone) ? (query.data?.matches ?? []) : [];
}

/** "Kamala Ramasamy · 64 F · +91 98400 12345 · last visit 10 Nov" */
const describe = (m: PatientMatch) =>
  [
    [m.age, m.sex?.[0]].filter((v) => v !== null && v !== undefined).join(" "),
    formatPhone(m.phone),
    m.last_visit ? `last visit ${shortDate(m.last_visit)}` : "no visits yet",
  ]
    .filter(Boolean)
    .join(" · ");

/** A record that may be the patient: name and ID, how it matched, age/sex, phone, last visit. */
function MatchLine({ match: m }: { match: PatientMatch }) {
  return (
    <div className="min-w-0 flex-1 text-sm">
      <p className="font-medium text-slate-900">
        {m.name} <span className="font-normal text-slate-600">(ID {m.patient_id})</span>
      </p>
      <p className="text-xs text-slate-700">
        <span className="font-semibold text-amber-900">{MATCHED_WORDS[m.matched]}</span> · {describe(m)}
      </p>
    </div>
  );
}

/**
 * The matches under a form's name and phone. `onPick`: the desk picks one (a walk-in for
 * them); without it the list informs. `confirmNew`/`onConfirmNew`: the tick a new record
 * needs when a match has the same phone.
 */
export function PatientMatches({
  matches,
  pickLabel = "This is the patient",
  onPick,
  confirmNew,
  onConfirmNew,
}: {
  matches: PatientMatch[];
  pickLabel?: string;
  onPick?: (match: PatientMatch) => void;
  confirmNew: boolean;
  onConfirmNew: (confirmed: boolean) => void;
}) {
  const headingId = useId();
  if (!matches.length) return null;
  // the same phone under another name: a family member, or the same person written another way
  const samePhone = matches.some((m) => m.matched === "phone");
  return (
    <section
      aria-labelledby={headingId}
      data-testid="patient-matches"
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <h3 id={headingId} className="font-semibold text-amber-950">
        Already a patient? {matches.length === 1 ? "This record matches" : `${matches.length} records match`}
      </h3>
      <ul className="mt-2 divide-y divide-amber-200">
        {matches.map((m) => (
          <li key={m.patient_id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <MatchLine match={m} />
            {onPick && (
              <Button variant="neutral" size="dialog" className="min-h-11" onClick={() => onPick(m)}>
                {pickLabel}
                <span className="sr-only">: {m.name}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {samePhone && (
        <label className="mt-2 flex min-h-11 items-center gap-2 font-medium text-amber-950">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={confirmNew}
            onChange={(e) => onConfirmNew(e.target.checked)}
          />
          {PATIENT_MESSAGES.samePhoneConfirm}
        </label>
      )}
    </section>
  );
}

/**
 * Whether a form may make a new record: no match has the same phone under another name, or the
 * desk ticked that it is a new patient (the same phone and name is the server's to refuse, 409).
 */
export const newRecordAllowed = (matches: PatientMatch[], confirmNew: boolean) =>
  confirmNew || !matches.some((m) => m.matched === "phone");

type MergeIds = { keepId: number; mergeId: number };

/** POST /api/admin/patients/merge; every patient list, profile, appointment and tonight's queue reloads. */
function useMergePatients() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (ids: MergeIds) => adminJson<PatientMergeAnswer>("/api/admin/patients/merge", { json: ids }),
    // the appointments' family holds tonight's queue too
    onSettled: () => invalidateAfter(client, "patientsChanged"),
  });
}

const MOVES: [keyof MergeCounts, string, string][] = [
  ["visits", "visit", "visits"],
  ["labs", "lab result", "lab results"],
  ["prescriptions", "prescription", "prescriptions"],
  ["bills", "bill", "bills"],
  ["appointments", "appointment", "appointments"],
  ["notes", "note", "notes"],
  ["reports", "report", "reports"],
];

/** The confirmation's list: what moves from the merged record, as the server counted it. */
function MergeQuestion({ preview: { keep, merge, moves } }: { preview: PatientMergePreviewAnswer }) {
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>
        Move everything of {merge.name} (ID {merge.patientId}) into {keep.name} (ID {keep.patientId}), and hide record{" "}
        {merge.patientId}? It can be undone from this profile for 30 days. What moves:
      </p>
      <ul className="list-disc pl-5" data-testid="merge-moves">
        {MOVES.map(([key, one, many]) => (
          <li key={key}>
            {moves[key]} {moves[key] === 1 ? one : many}
          </li>
        ))}
      </ul>
      <p>Allergies, problems and medicines are combined; messages and consent move too.</p>
    </div>
  );
}

/**
 * A merge asked once more (issue 40): the server's preview of what moves (GET
 * /api/admin/patients/merge) listed in the confirmation, then the merge. The doctor's and
 * the owner's only: the screens offer it to them alone. Returns `start(ids)` and the dialog to render.
 */
export function useMergeRecords(
  onOutcome: (outcome: { tone: "success" | "error"; text: string }) => void,
): [start: (ids: MergeIds) => void, asking: React.ReactNode, busy: boolean] {
  const client = useQueryClient();
  const merge = useMergePatients();
  const [ask, asking] = useConfirm();
  const [reading, setReading] = useState(false);
  const failed = (e: unknown) =>
    onOutcome({ tone: "error", text: e instanceof ApiError ? e.message : NETWORK_MESSAGE });

  function start(ids: MergeIds) {
    setReading(true);
    client
      .fetchQuery({
        queryKey: [...adminKeys.patients, "merge-preview", ids.keepId, ids.mergeId] as const,
        queryFn: ({ signal }) =>
          adminJson<PatientMergePreviewAnswer>(
            `/api/admin/patients/merge?${new URLSearchParams({ keepId: String(ids.keepId), mergeId: String(ids.mergeId) })}`,
            { signal },
          ),
        staleTime: 0,
      })
      .then((preview) =>
        ask({
          title: "Merge records",
          question: <MergeQuestion preview={preview} />,
          confirmLabel: "Merge",
          onConfirm: () =>
            merge.mutate(ids, {
              onSuccess: ({ message }) => onOutcome({ tone: "success", text: message }),
              onError: failed,
            }),
        }),
      )
      .catch(failed)
      .finally(() => setReading(false));
  }
  return [start, asking, reading || merge.isPending];
}

/** The older record is kept (it has the history); the newer one moves into it. */
export const mergeOrder = (a: number, b: number): MergeIds => ({ keepId: Math.min(a, b), mergeId: Math.max(a, b) });

/**
 * "Possibly the same person as Lakshmi Sundaram (ID 12)" (issue 40): another record on the same
 * phone and name. `onMerge` (the doctor's and the owner's) offers the merge.
 */
export function PossibleDuplicateFlag({
  duplicate,
  onMerge,
  busy = false,
}: {
  duplicate: PossibleDuplicate;
  onMerge?: () => void;
  busy?: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2" data-testid="possible-duplicate">
      <span className="rounded-md bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300">
        Possibly the same person as {duplicate.name} (ID {duplicate.patientId})
      </span>
      {onMerge && (
        <Button variant="neutral" size="dialog" className="min-h-11" onClick={onMerge} disabled={busy} busy={busy}>
          Merge…<span className="sr-only"> with {duplicate.name}</span>
        </Button>
      )}
    </span>
  );
}

/**
 * A profile's "Merge a duplicate record" (the doctor's and the owner's): the records that may
 * be this patient (same phone or name, or found by what is typed), each with Merge into this
 * record — asked once more, listing what moves (undoable for 30 days: ./undo-merge.tsx).
 */
export function MergeDuplicates({
  patient,
}: {
  patient: { patientId: number; name: string; phone: string; possibleDuplicate: PossibleDuplicate | null };
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const byDetails = usePatientMatches(patient.name, patient.phone, patient.patientId);
  const digits = search.replace(/\D/g, "");
  const bySearch = usePatientMatches(
    digits.length >= 10 ? "" : search,
    digits.length >= 10 ? search : "",
    patient.patientId,
  );
  const [mergeIn, asking, busy] = useMergeRecords(setOutcome);
  const inputId = useId();
  const candidates = [...byDetails, ...bySearch.filter((m) => !byDetails.some((d) => d.patient_id === m.patient_id))];

  const twin = patient.possibleDuplicate;
  const flag = twin && (
    <PossibleDuplicateFlag
      duplicate={twin}
      busy={busy}
      onMerge={() => mergeIn({ keepId: patient.patientId, mergeId: twin.patientId })}
    />
  );

  if (!open)
    return (
      <div className="space-y-2">
        {flag}
        {outcome && <Message tone={outcome.tone}>{outcome.text}</Message>}
        <Button variant="neutral" size="dialog" className="min-h-11" onClick={() => setOpen(true)}>
          Merge a duplicate record…
        </Button>
        {asking}
      </div>
    );

  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-3" data-testid="merge-duplicates">
      <p className="text-sm text-slate-700">
        Records that may be the same person. Merging moves the other record&apos;s appointments, notes, reports and
        messages here and hides it (for 30 days the merge can be undone).
      </p>
      <div>
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          Find another record by name or phone
        </label>
        <input
          id={inputId}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm"
          autoComplete="off"
        />
      </div>
      {candidates.length === 0 ? (
        <p className="text-sm text-slate-600">No other record matches.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {candidates.map((m) => (
            <li key={m.patient_id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <MatchLine match={m} />
              <Button
                variant="neutral"
                size="dialog"
                className="min-h-11"
                disabled={busy}
                onClick={() => mergeIn({ keepId: patient.patientId, mergeId: m.patient_id })}
              >
                Merge into this record<span className="sr-only">: {m.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {outcome && <Message tone={outcome.tone}>{outcome.text}</Message>}
      <Button variant="ghost" size="dialog" className="min-h-11" onClick={() => setOpen(false)}>
        Done
      </Button>
      {asking}
    </div>
  );
}
