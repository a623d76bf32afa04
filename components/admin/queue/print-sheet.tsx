"use client";

/**
 * The printed evening list (FEATURES.md §5): A4 portrait, PRINT_ROWS_PER_PAGE patients a
 * page, each page its own table under the heading repeated, and a tall row with a wide blank
 * Notes column for the doctor's pen. Hidden on screen; in print it is all the page shows
 * (app/globals.css hides the rest of <body> while a sheet is there, dialogs and notices
 * too), which is why it is rendered straight into <body>. Black on white, thin rules, no
 * fills: nothing that wastes toner. Long names and services wrap (names between words); nothing is cut.
 */
import { createPortal } from "react-dom";
import { useInBrowser } from "../ui/use-in-browser";
import type { QueueEntry } from "@/lib/shared/api/queue";
import { formatLongDate } from "@/lib/shared/clinic-time";
import { PRINT_ROWS_PER_PAGE } from "@/lib/shared/validation/queue";
import { ageSex, queueTime } from "./queue-format";

/** The rows in pages of PRINT_ROWS_PER_PAGE. */
export function printPages<T>(rows: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < rows.length; i += PRINT_ROWS_PER_PAGE) pages.push(rows.slice(i, i + PRINT_ROWS_PER_PAGE));
  return pages;
}

// Of A4's 194 mm between the margins (app/design.css @page evening-list): the longest word of a
// long South Indian name ("Thiruvenkatasubramanian": 47 mm in 9 pt semibold DejaVu Sans, the
// widest sans a Linux desk falls back to), a phone number and the longest word of a service
// ("Pericardiocentesis") each on one line, the rest for notes.
const COLUMNS = [
  { label: "Time", width: "w-[17mm]" },
  { label: "Token", width: "w-[12mm]" },
  { label: "Name", width: "w-[51mm]" },
  { label: "Age/Sex", width: "w-[16mm]" },
  { label: "Phone", width: "w-[31mm]" },
  { label: "Service", width: "w-[35mm]" },
  { label: "Notes", width: "" }, // the rest: 32 mm
] as const;

const cell = "border border-neutral-500 px-[1.2mm] py-[1.5mm] align-top";

export function PrintSheet({
  clinicName,
  date,
  printedAt,
  rows,
}: {
  clinicName: string;
  /** the evening, YYYY-MM-DD */
  date: string;
  /** "Tue, 24 Nov 2026 at 7:32 PM" */
  printedAt: string;
  rows: readonly QueueEntry[];
}) {
  const inBrowser = useInBrowser();
  if (!inBrowser || !rows.length) return null;
  const pages = printPages(rows);
  return createPortal(
    <div data-print-sheet className="hidden bg-white font-sans text-[9.5pt] leading-snug text-black print:block">
      {pages.map((pageRows, index) => (
        <section
          key={index}
          className={index < pages.length - 1 ? "break-after-page" : undefined}
          data-print-page={index + 1}
        >
          <header className="mb-[3mm] flex items-end justify-between gap-[4mm] border-b-2 border-black pb-[2mm]">
            <h1 className="text-[14pt] leading-tight font-bold">
              {clinicName} — Evening list, {formatLongDate(date)}
            </h1>
            <p className="shrink-0 text-right text-[9pt]">
              Printed {printedAt}
              {pages.length > 1 ? (
                <>
                  <br />
                  Page {index + 1} of {pages.length}
                </>
              ) : null}
            </p>
          </header>
          <table className="w-full table-fixed border-collapse">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c.label} scope="col" className={`${cell} ${c.width} text-left text-[8.5pt] font-bold`}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {pageRows.map((r) => (
                // a row tall enough to write in; one that wraps to more lines grows, never cut
                <tr key={r.appointmentId} className="h-[16mm] break-inside-avoid">
                  <td className={cell}>
                    {queueTime(r)}
                    {r.walkIn ? <span className="block text-[8pt]">Walk-in</span> : null}
                  </td>
                  <td className={`${cell} text-[12pt] font-bold`}>{r.token ?? ""}</td>
                  {/* names wrap between words, never inside one (a word longer than the cell, only then) */}
                  <td className={`${cell} text-[9pt] font-semibold wrap-break-word`}>{r.name}</td>
                  <td className={cell}>{ageSex(r)}</td>
                  <td className={cell}>{r.phone}</td>
                  <td className={`${cell} wrap-anywhere`}>{r.serviceRequired}</td>
                  <td className={cell} />
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>,
    document.body,
  );
}
