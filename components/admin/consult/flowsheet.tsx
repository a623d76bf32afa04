"use client";

/**
 * The flowsheet (FEATURES.md §10): one trend chart per measure over all visits and labs —
 * BP (systolic with diastolic), pulse, weight and BMI, LDL, HbA1c, creatinine and eGFR, EF —
 * each with its target band, its latest value and the change from the one before, and a
 * table of the values beside it. Prints on A4 (Print flowsheet).
 */
import type { Chart, SeriesCode } from "@/lib/shared/api/consult";
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
  return (
    <Panel
      title="Flowsheet"
      description="Every visit and lab result, with the target band shaded."
      testId="flowsheet"
      className="print:shadow-none print:ring-0"
    >
      {actions && <div className="mt-3 flex flex-wrap gap-2 print:hidden">{actions}</div>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        {CHARTS.map(({ code, second }) => (
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
    </Panel>
  );
}
