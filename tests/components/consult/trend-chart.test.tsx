import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TrendChart } from "@/components/admin/consult/trend-chart";
import { latestChange } from "@/components/admin/consult/trend-series";
import type { FlowPoint } from "@/lib/shared/api/consult";

const mmHg = (pairs: [string, number][]): FlowPoint[] => pairs.map(([date, value]) => ({ date, value, unit: "mmHg" }));
const mgdl = (pairs: [string, number][]): FlowPoint[] => pairs.map(([date, value]) => ({ date, value, unit: "mg/dL" }));

const systolic = mmHg([
  ["2026-03-12", 150],
  ["2026-06-02", 136],
  ["2026-11-28", 142],
]);
const diastolic = mmHg([
  ["2026-03-12", 95],
  ["2026-06-02", 84],
  ["2026-11-28", 88],
]);

const circles = (container: HTMLElement) => [...container.querySelectorAll("circle[data-value]")];

describe("latestChange", () => {
  test("the last point and its change from the one before, to 1 decimal", () => {
    expect(latestChange(systolic)).toEqual({ latest: systolic[2], change: 6 });
    expect(
      latestChange(
        mgdl([
          ["2026-01-01", 1.05],
          ["2026-02-01", 1.15],
        ]),
      ),
    ).toEqual({
      latest: expect.objectContaining({ value: 1.15 }),
      change: 0.1,
    });
  });

  test("no change is 0; one point has no change; no points, nothing", () => {
    expect(
      latestChange(
        mgdl([
          ["2026-01-01", 70],
          ["2026-02-01", 70.04],
        ]),
      ).change,
    ).toBe(0);
    expect(
      latestChange(
        mgdl([
          ["2026-01-01", 70],
          ["2026-02-01", 69.96],
        ]),
      ).change,
    ).toBe(0);
    expect(latestChange(systolic.slice(0, 1))).toEqual({ latest: systolic[0], change: null });
    expect(latestChange([])).toEqual({ latest: null, change: null });
  });
});

describe("TrendChart", () => {
  test("the caption shows the latest value, its change in arrows and in words, and the target", () => {
    render(<TrendChart code="systolic" points={systolic} risk="high" />);
    expect(screen.getByRole("heading", { name: "BP systolic" })).toBeInTheDocument();
    expect(screen.getByRole("figure", { name: "BP systolic" })).toHaveAttribute("data-series", "systolic");
    expect(screen.getByText("142 mmHg")).toBeInTheDocument();
    expect(screen.getByText("(off target)", { exact: false })).toBeInTheDocument();
    expect(screen.getByText("▲ 6")).toBeInTheDocument();
    expect(screen.getByText("up 6 from 136")).toBeInTheDocument();
    expect(screen.getByText("target < 130 mmHg")).toBeInTheDocument();
  });

  test("a fall reads ▼, no movement 'no change'", () => {
    const falling = mmHg([
      ["2026-01-01", 150],
      ["2026-02-01", 126.5],
    ]);
    const { rerender } = render(<TrendChart code="systolic" points={falling} risk="high" />);
    expect(screen.getByText("▼ 23.5")).toBeInTheDocument();
    expect(screen.getByText("down 23.5 from 150")).toBeInTheDocument();
    expect(screen.getByText("(on target)", { exact: false })).toBeInTheDocument();
    rerender(
      <TrendChart
        code="systolic"
        points={mmHg([
          ["2026-01-01", 128],
          ["2026-02-01", 128],
        ])}
        risk="high"
      />,
    );
    expect(screen.getByText("no change")).toBeInTheDocument();
  });

  test("the LDL target follows the patient's risk", () => {
    const ldl = mgdl([["2026-05-01", 62]]);
    const { rerender } = render(<TrendChart code="ldl" points={ldl} risk="very-high" />);
    expect(screen.getByText("target < 55 mg/dL")).toBeInTheDocument();
    expect(screen.getByText("(off target)", { exact: false })).toBeInTheDocument();
    rerender(<TrendChart code="ldl" points={ldl} risk="high" />);
    expect(screen.getByText("target < 70 mg/dL")).toBeInTheDocument();
    expect(screen.getByText("(on target)", { exact: false })).toBeInTheDocument();
  });

  test("one dot per value, with its date and value, the off-target ones marked; the image summarises", () => {
    const { container } = render(<TrendChart code="systolic" points={systolic} risk="high" />);
    const dots = circles(container);
    expect(dots.map((c) => [c.getAttribute("data-date"), c.getAttribute("data-value")])).toEqual([
      ["2026-03-12", "150"],
      ["2026-06-02", "136"],
      ["2026-11-28", "142"],
    ]);
    expect(dots.map((c) => c.hasAttribute("data-off-target"))).toEqual([true, true, true]);
    expect(dots[0].querySelector("title")).toHaveTextContent("12 Mar 2026: 150 mmHg");
    expect(
      screen.getByRole("img", { name: "BP systolic, 3 values from 12 Mar 2026 to 28 Nov 2026, latest 142 mmHg" }),
    ).toBeInTheDocument();
    // the first and last dates on the x axis
    expect(screen.getByText("12 Mar 26")).toBeInTheDocument();
    expect(screen.getByText("28 Nov 26")).toBeInTheDocument();
  });

  test("dots are placed by date and value: later further right, higher further up", () => {
    const { container } = render(<TrendChart code="systolic" points={systolic} risk="high" />);
    const [a, b, c] = circles(container).map((el) => ({
      x: Number(el.getAttribute("cx")),
      y: Number(el.getAttribute("cy")),
    }));
    expect(a.x).toBeLessThan(b.x);
    expect(b.x).toBeLessThan(c.x);
    // 82 days, then 179: the gaps keep their proportion
    expect((b.x - a.x) / (c.x - b.x)).toBeCloseTo(82 / 179, 2);
    expect(a.y).toBeLessThan(c.y); // 150 above 142
    expect(c.y).toBeLessThan(b.y); // 142 above 136
  });

  test("one value: just its dot, no line and no change", () => {
    const { container } = render(<TrendChart code="ldl" points={mgdl([["2026-05-01", 62]])} risk="high" />);
    expect(circles(container)).toHaveLength(1);
    expect(container.querySelector("polyline")).toBeNull();
    expect(screen.queryByText(/[▲▼]|no change/)).toBeNull();
    expect(
      screen.getByRole("img", { name: "LDL cholesterol, 1 value on 1 May 2026, latest 62 mg/dL" }),
    ).toBeInTheDocument();
  });

  test("the values as a table under 'Values', newest first, with whether each is on target", async () => {
    const user = userEvent.setup();
    render(
      <TrendChart
        code="ldl"
        points={mgdl([
          ["2026-01-10", 96],
          ["2026-04-02", 68],
          ["2026-08-20", 74],
        ])}
        risk="high"
      />,
    );
    await user.click(screen.getByText("Values"));
    const table = screen.getByRole("table", { name: "LDL cholesterol values, newest first" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Date", "LDL cholesterol (mg/dL)", "On target"],
      ["20 Aug 2026", "74", "No"],
      ["2 Apr 2026", "68", "Yes"],
      ["10 Jan 2026", "96", "No"],
    ]);
  });

  test("no values: says so, and draws nothing", () => {
    const { container } = render(<TrendChart code="hba1c" points={[]} risk="high" />);
    expect(screen.getByText("No values recorded yet.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "HbA1c" })).toBeInTheDocument();
    expect(container.querySelector("svg")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });

  test("BP: systolic and diastolic on one chart, as 142/88 mmHg, with a legend and both in the table", () => {
    const { container } = render(
      <TrendChart
        code="systolic"
        points={systolic}
        risk="high"
        second={{ code: "diastolic", points: diastolic }}
        id="bp"
      />,
    );
    expect(screen.getByRole("heading", { name: "BP" })).toHaveAttribute("id", "bp-heading");
    expect(screen.getByText("142/88 mmHg")).toBeInTheDocument();
    expect(screen.getByText("▲ 6 / ▲ 4")).toBeInTheDocument();
    expect(screen.getByText("systolic up 6 from 136, diastolic up 4 from 84")).toBeInTheDocument();
    expect(screen.getByText("target < 130/80 mmHg")).toBeInTheDocument();
    expect(screen.getByText("Systolic")).toBeInTheDocument();
    expect(screen.getByText("Diastolic")).toBeInTheDocument();
    expect(circles(container).map((c) => c.getAttribute("data-value"))).toEqual([
      "150",
      "136",
      "142",
      "95",
      "84",
      "88",
    ]);
    expect(screen.getByRole("img").getAttribute("aria-label")).toContain("; BP diastolic, 3 values");
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(
      within(rows[0])
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Date", "Systolic (mmHg)", "Diastolic (mmHg)", "On target"]);
    expect(
      within(rows[1])
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["142", "88", "No"]);
  });

  test("the y axis has 3–4 round ticks that take in the values and the target", () => {
    const { container } = render(<TrendChart code="systolic" points={systolic} risk="high" />);
    const ticks = [...container.querySelectorAll("svg text")]
      .map((t) => t.textContent ?? "")
      .filter((t) => /^\d+(\.\d+)?$/.test(t))
      .map(Number);
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks.length).toBeLessThanOrEqual(4);
    expect(ticks[0]).toBeLessThanOrEqual(130);
    expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(150);
    expect(ticks.every((t) => t % 5 === 0)).toBe(true);
  });
});
