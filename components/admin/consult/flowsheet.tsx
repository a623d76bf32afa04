"use client";

/**
 * The flowsheet (FEATURES.md §10): one trend chart per measure over all visits and labs —
 * BP (systolic with diastolic), pulse, weight and BMI, LDL, HbA1c, creatinine and eGFR, EF —
 * each with its target band, its latest value and the change from the one before, and a
 * table of the values beside it. Prints on A4 (Print flowsheet).
 */
import type { Chart, SeriesCode } from "@/lib/shared/api/consult";
import { seriesLabel, targetBand } from "@/lib/shared/consult-targets";
import { Panel } from "../ui/panel";
import { TrendChart } from "./trend-chart";

/** The charts in the order the doctor reads them; a pair shares one chart (BP) or sits side by side. */
const CHARTS: { code: SeriesCode; second?: SeriesCode }[] = [
  { code: "systolic", second: "diastolic" },
  { code: "pulse" },
  { code: "weight" },
  { code: "bmi" },
  { code: "ldl" },
  { code: "hba1c" },
  { code: "creatinine" },
  { code: "egfr" },
  { code: "ef" },
];

export function Flowsheet({ chart, actions }: { chart: Chart; actions?: React.ReactNode }) {
  const points = (code: SeriesCode) => chart.series[code] ?? [];
  const recorded = CHARTS.filter(({ code }) => points(code).length > 0);
  const empty = CHARTS.filter(({ code }) => points(code).length === 0);
  return (
    <Panel
      title="Flowsheet"
      description="Every visit and lab result, with the target band shaded."
      testId="flowsheet"
      className="print:shadow-none print:ring-0"
    >
      {actions && <div className="mt-3 flex flex-wrap gap-2 print:hidden">{actions}</div>}
      {/* two charts a row where the panel is wide: beside the visit at 1280, alone below 1024 */}
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2 print:grid-cols-2">
        {recorded.map(({ code, second }) => (
          <TrendChart
            key={code}
            id={`trend-${code}`}
            code={code}
            points={points(code)}
            risk={chart.clinical.risk}
            second={second ? { code: second, points: points(second) } : undefined}
          />
        ))}
      </div>
      {/* what has no value yet takes one line, not a chart each */}
      {empty.length > 0 && (
        <p className="mt-4 text-sm text-slate-600" data-testid="flowsheet-empty">
          <span className="font-medium text-slate-700">Not recorded yet:</span>{" "}
          {empty
            .map(({ code }) => {
              const band = targetBand(code, chart.clinical.risk);
              return `${code === "systolic" ? "BP" : seriesLabel(code).label}${band ? ` (target ${band.label})` : ""}`;
            })
            .join(", ")}
        </p>
      )}
    </Panel>
  );
}
