"use client";

/**
 * The printed call list (FEATURES.md §14): the follow-ups in view as a clean A4 table — name,
 * phone, due date, reason, status and a blank Outcome column for the pen. Hidden on screen; in
 * print it is all the page shows (app/design.css hides the rest of <body> while a
 * [data-print-sheet] is there, as for the evening list), so it is rendered straight into
 * <body>. Black on white, thin rules: nothing that wastes toner.
 */
import { createPortal } from "react-dom";
import type { RecallRecord } from "@/lib/shared/api/recalls";
import { PrintHead } from "../ui/print-head";
import { useInBrowser } from "../ui/use-in-browser";
import { dayText, statusText } from "./follow-ups-format";

const COLUMNS = ["Name", "Phone", "Due", "Reason", "Status", "Outcome"] as const;
const cell = "border border-neutral-500 px-[1.2mm] py-[1.5mm] align-top";

export function CallListSheet({
  clinicName,
  title,
  rows,
}: {
  clinicName: string;
  /** the list's heading ("Overdue follow-ups") */
  title: string;
  rows: readonly RecallRecord[];
}) {
  const inBrowser = useInBrowser();
  if (!inBrowser || !rows.length) return null;
  return createPortal(
    <div
      data-print-sheet
      data-testid="call-list-sheet"
      className="hidden bg-white font-sans text-[9.5pt] leading-snug text-black print:block"
    >
      <header className="mb-[3mm] border-b-2 border-black pb-[2mm]">
        <h1 className="text-[14pt] font-bold leading-tight">
          {clinicName} — Call list: {title}
        </h1>
      </header>
      <table className="w-full border-collapse">
        <PrintHead titles={COLUMNS} cell={cell} />
        <tbody>
          {rows.map((r) => (
            <CallRow key={r.id} row={r} />
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}

/** One follow-up, tall enough to write the outcome in. */
function CallRow({ row }: { row: RecallRecord }) {
  return (
    <tr className="h-[14mm] break-inside-avoid">
      <td className={`${cell} font-semibold`}>{row.name}</td>
      <td className={`${cell} whitespace-nowrap`}>{row.phone}</td>
      <td className={`${cell} whitespace-nowrap`}>{dayText(row.dueDate)}</td>
      <td className={cell}>{row.reason}</td>
      <td className={cell}>{statusText(row)}</td>
      <td className={`${cell} w-[45mm]`} />
    </tr>
  );
}
