"use client";

/**
 * The values read off one report (FEATURES.md §14): the date of the results and, per value, its
 * code (in its fixed unit) and the number — as many as the report has. Saved through the lab
 * call with the report's id, so the flowsheet's points name the report; what is out of range
 * comes back flagged in the inbox.
 */
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { labRangeLabel } from "@/lib/content/lab-ranges";
import type { InboxReport } from "@/lib/shared/api/patient-reports";
import { todayIst } from "@/lib/shared/clinic-time";
import { LAB_CODES, LAB_TESTS, labsSchema, type LabCode } from "@/lib/shared/validation/consult";
import { useAddLabs } from "../consult/queries";
import { Message } from "../ui/alert";

type Row = { key: number; code: LabCode | ""; value: string };

export function InboxLabForm({ report, onSaved }: { report: InboxReport; onSaved: (count: number) => void }) {
  const add = useAddLabs(report.patientId);
  const ids = useId();
  const today = todayIst(new Date());
  const [date, setDate] = useState(today);
  const [rows, setRows] = useState<Row[]>([{ key: 0, code: "", value: "" }]);
  const [problem, setProblem] = useState<string | null>(null);

  const change = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  function save(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    const filled = rows.filter((r) => r.code && r.value.trim());
    const parsed = labsSchema.safeParse({
      date,
      reportId: report.id,
      results: filled.map((r) => ({ code: r.code, value: r.value })),
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Please check the values.");
    add.mutate(parsed.data, {
      onSuccess: () => {
        setRows([{ key: Date.now(), code: "", value: "" }]);
        onSaved(filled.length);
      },
      onError: (error) => setProblem(error.message),
    });
  }

  return (
    <form onSubmit={save} className="space-y-4" aria-label="Values from this report">
      <div>
        <label htmlFor={`${ids}-date`} className="block text-sm font-medium text-slate-700">
          Date of the results
        </label>
        <input
          id={`${ids}-date`}
          type="date"
          value={date}
          max={today}
          onChange={(e) => setDate(e.target.value)}
          className={`${inputClass(false)} mt-1`}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">Values</legend>
        {rows.map((row, i) => {
          const unit = row.code ? LAB_TESTS[row.code].unit : "";
          return (
            <div key={row.key} className="grid grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] gap-2">
              <div>
                <label htmlFor={`${ids}-code-${row.key}`} className="sr-only">
                  Test {i + 1}
                </label>
                <select
                  id={`${ids}-code-${row.key}`}
                  value={row.code}
                  onChange={(e) => change(row.key, { code: e.target.value as LabCode | "" })}
                  className={inputClass(false)}
                >
                  <option value="">Choose a test…</option>
                  {LAB_CODES.map((code) => (
                    <option key={code} value={code}>
                      {LAB_TESTS[code].label}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={`${ids}-value-${row.key}`} className="sr-only">
                  Value {i + 1}
                  {unit && ` (${unit})`}
                </label>
                <input
                  id={`${ids}-value-${row.key}`}
                  value={row.value}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={unit || "value"}
                  onChange={(e) => change(row.key, { value: e.target.value })}
                  className={`${inputClass(false)} tabular-nums`}
                />
                {row.code && (
                  <p className="mt-0.5 text-xs text-slate-500">
                    Range {labRangeLabel(row.code)} {unit}
                  </p>
                )}
              </div>
            </div>
          );
        })}
        <Button
          type="button"
          variant="ghost"
          onClick={() => setRows((all) => [...all, { key: Date.now(), code: "", value: "" }])}
        >
          Add another value
        </Button>
      </fieldset>
      {problem && <Message tone="error">{problem}</Message>}
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? "Saving…" : "Save values to the flowsheet"}
      </Button>
    </form>
  );
}
