"use client";

/**
 * Every visit, newest first (FEATURES.md §10): its vitals, notes, author, and the addenda
 * written after it was finished, each with its own author and time. A finished visit takes
 * an addendum here; the visit itself never changes.
 */
import { useId, useState } from "react";
import type { VisitRecord } from "@/lib/shared/api/consult";
import { formatLongDate, istStamp } from "@/lib/shared/clinic-time";
import { VITAL_RANGES, type VitalName } from "@/lib/shared/validation/consult";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { ApiError } from "../ui/api";
import { Panel } from "../ui/panel";
import { useAddAddendum } from "./queries";

const SHOWN_VITALS: VitalName[] = ["pulse", "spo2", "weightKg", "heightCm", "temperatureC", "bloodSugar"];

/** "BP 142/88 mmHg · Pulse 76/min · …", what was recorded only. */
export function vitalsLine(v: VisitRecord["vitals"]): string {
  const parts: string[] = [];
  if (v.systolic !== null || v.diastolic !== null) parts.push(`BP ${v.systolic ?? "–"}/${v.diastolic ?? "–"} mmHg`);
  for (const name of SHOWN_VITALS) {
    const value = v[name];
    if (value !== null) {
      const { label, unit } = VITAL_RANGES[name];
      parts.push(`${label} ${value}${unit.startsWith("/") ? "" : " "}${unit}`);
    }
  }
  if (v.bmi !== null) parts.push(`BMI ${v.bmi}`);
  return parts.join(" · ");
}

const NOTES = [
  ["complaints", "Complaints"],
  ["findings", "Findings"],
  ["diagnosis", "Diagnosis"],
  ["advice", "Advice"],
] as const;

function AddendumForm({ visit }: { visit: VisitRecord }) {
  const add = useAddAddendum(visit.patientId);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  if (!open)
    return (
      <Button variant="neutral" size="toolbar" onClick={() => setOpen(true)}>
        Add addendum
      </Button>
    );
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate(
          { visitId: visit.id, text },
          {
            onSuccess: () => {
              setText("");
              setOpen(false);
            },
            onError: (error) => setProblem(error instanceof ApiError ? error.message : "Could not reach the server."),
          },
        );
      }}
      className="space-y-2"
    >
      <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-700">
        Addendum to the visit of {formatLongDate(visit.date)}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setProblem(null);
        }}
        rows={3}
        autoFocus
        className={inputClass(!!problem)}
      />
      {problem && <p className="text-sm text-heart-700">{problem}</p>}
      <div className="flex gap-2">
        <Button variant="neutral" size="toolbar" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" size="toolbar" busy={add.isPending} disabled={add.isPending}>
          Save addendum
        </Button>
      </div>
    </form>
  );
}

/** The visit's prescription: its number, medicines and PDF once finalised; a draft says so. */
function VisitPrescription({ prescription: rx }: { prescription: VisitRecord["prescription"] }) {
  if (!rx) return null;
  if (rx.status !== "final" || !rx.number)
    return <p className="mt-1 text-sm text-slate-600">Prescription: a draft, not finalised.</p>;
  return (
    <p className="mt-1 text-sm text-slate-800" data-testid="visit-prescription">
      <span className="font-medium text-slate-700">Prescription </span>
      <a
        href={`/api/admin/prescriptions/${rx.id}/pdf?size=a5&lang=en`}
        target="_blank"
        rel="noopener"
        className="font-medium text-brand-700 underline underline-offset-2"
      >
        {rx.number}
        {rx.version > 1 ? ` (version ${rx.version})` : ""}
      </a>
      : {rx.items.map((i) => `${i.drug.toUpperCase()} ${i.strength}`).join(", ")}
    </p>
  );
}

export function VisitHistory({ visits, currentId }: { visits: VisitRecord[]; currentId: number | null }) {
  return (
    <Panel title="Visit history" description="Every visit, newest first." testId="visit-history">
      {visits.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No visits yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200">
          {visits.map((visit) => (
            <li key={visit.id} className="py-3 break-inside-avoid" data-testid="visit-history-item">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-slate-900">
                  {formatLongDate(visit.date)}
                  {visit.id === currentId && <span className="ml-2 text-sm font-normal text-brand-700">(tonight)</span>}
                </h3>
                <p className="text-sm text-slate-600">
                  {visit.author} · {visit.status === "finished" ? "Finished" : "Open"}
                </p>
              </div>
              {vitalsLine(visit.vitals) && (
                <p className="mt-1 text-sm tabular-nums text-slate-700">{vitalsLine(visit.vitals)}</p>
              )}
              <dl className="mt-1 space-y-1 text-sm">
                {NOTES.filter(([name]) => visit[name]).map(([name, label]) => (
                  <div key={name}>
                    <dt className="inline font-medium text-slate-700">{label}: </dt>
                    <dd className="inline whitespace-pre-line text-slate-800">{visit[name]}</dd>
                  </div>
                ))}
              </dl>
              <VisitPrescription prescription={visit.prescription} />
              {visit.addenda.length > 0 && (
                <ul className="mt-2 space-y-1 border-l-2 border-brand-200 pl-3 text-sm">
                  {visit.addenda.map((a) => (
                    <li key={a.id}>
                      <p className="text-xs text-slate-500">
                        Addendum · {a.author} · {istStamp(a.at)}
                      </p>
                      <p className="whitespace-pre-line text-slate-800">{a.text}</p>
                    </li>
                  ))}
                </ul>
              )}
              {visit.status === "finished" && (
                <div className="mt-2 print:hidden">
                  <AddendumForm visit={visit} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
