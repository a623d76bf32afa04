"use client";

/**
 * The printed day close (FEATURES.md §12): the clinic and the date on top, the totals by
 * mode, then every bill of the day — void ones struck through and marked VOID. Hidden on
 * screen; in print it is all the page shows (app/design.css hides the rest of <body> while a
 * [data-print-sheet] is there, as for the evening list), so it is rendered straight into <body>.
 * Black on white, thin rules: nothing that wastes toner.
 */
import { createPortal } from "react-dom";
import { useInBrowser } from "../ui/use-in-browser";
import type { CollectionsAnswer } from "@/lib/shared/api/billing";
import { formatLongDate } from "@/lib/shared/clinic-time";
import { billTime, formatRupees, STATUS_LABELS, TOTALS } from "./billing-format";

const cell = "border border-neutral-500 px-[1.2mm] py-[1mm] align-top";

export function DaySheet({ clinicName, answer }: { clinicName: string; answer: CollectionsAnswer }) {
  const inBrowser = useInBrowser();
  if (!inBrowser) return null;
  return createPortal(
    <div data-print-sheet className="hidden bg-white font-sans text-[9.5pt] leading-snug text-black print:block">
      <header className="mb-[3mm] border-b-2 border-black pb-[2mm]">
        <h1 className="text-[14pt] font-bold leading-tight">
          {clinicName} — Day close, {formatLongDate(answer.date)}
        </h1>
      </header>
      <table className="mb-[4mm] border-collapse">
        <tbody>
          <tr>
            {TOTALS.map(({ key, label }) => (
              <td key={key} className={`${cell} pr-[6mm]`}>
                {label}
                <span className="block text-[13pt] font-bold">{formatRupees(answer.totals[key])}</span>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <table className="w-full border-collapse">
        <thead>
          <tr>
            {["Number", "Time", "Patient", "Total", "Paid", "Status"].map((h) => (
              <th key={h} scope="col" className={`${cell} text-left text-[8.5pt] font-bold`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {answer.bills.map((bill) => {
            const struck = bill.status === "void" ? "line-through" : "";
            return (
              <tr key={bill.id} className="break-inside-avoid">
                <td className={`${cell} ${struck}`}>{bill.number}</td>
                <td className={cell}>{billTime(bill)}</td>
                <td className={cell}>{bill.patientName}</td>
                <td className={`${cell} text-right ${struck}`}>{formatRupees(bill.total)}</td>
                <td className={`${cell} text-right ${struck}`}>{formatRupees(bill.paid)}</td>
                <td className={cell}>
                  {STATUS_LABELS[bill.status]}
                  {bill.status === "void" && bill.voidReason ? `: ${bill.voidReason}` : ""}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}
