"use client";

/**
 * The printed day close (FEATURES.md §12, §13): the clinic and the date on top, whether and by
 * whom the day was closed, the totals by mode (net of refunds), then every bill of the day —
 * void ones struck through and marked VOID — the refunds, the dues outstanding and who was seen
 * but not billed. Hidden on screen; in print it is all the page shows (app/design.css hides the
 * rest of <body> while a [data-print-sheet] is there, as for the evening list), so it is
 * rendered straight into <body>. Black on white, thin rules: nothing that wastes toner. A bill
 * number never breaks ("2026-" / "27/0001").
 */
import { createPortal } from "react-dom";
import { PrintHead } from "../ui/print-head";
import { useInBrowser } from "../ui/use-in-browser";
import type { CollectionsAnswer } from "@/lib/shared/api/billing";
import { formatIstDateTime, formatLongDate, formatSlot } from "@/lib/shared/clinic-time";
import { billTime, formatRupees, MODE_LABELS, STATUS_LABELS, TOTALS } from "./billing-format";

const cell = "border border-neutral-500 px-[1.2mm] py-[1mm] align-top";
const number = `${cell} whitespace-nowrap`;
const h2 = "mb-[1.5mm] mt-[4mm] text-[11pt] font-bold";

export function DaySheet({ clinicName, answer }: { clinicName: string; answer: CollectionsAnswer }) {
  const inBrowser = useInBrowser();
  if (!inBrowser) return null;
  return createPortal(
    <div data-print-sheet className="hidden bg-white font-sans text-[9.5pt] leading-snug text-black print:block">
      <header className="mb-[3mm] border-b-2 border-black pb-[2mm]">
        <h1 className="text-[14pt] font-bold leading-tight">
          {clinicName} — Day close, {formatLongDate(answer.date)}
        </h1>
        <p>
          {answer.closed
            ? `Closed by ${answer.closed.by}, ${formatIstDateTime(answer.closed.at)} · SHA-256 ${answer.closed.hash}`
            : "Not closed: the figures may still change."}
        </p>
      </header>
      <table className="mb-[4mm] border-collapse">
        <tbody>
          <tr>
            {TOTALS.map(({ key, label }) => (
              <td key={key} className={`${cell} pr-[6mm]`}>
                {label}
                <span className="block text-[13pt] font-bold">{formatRupees(answer.totals[key])}</span>
                {answer.refundTotals[key] > 0 && (
                  <span className="block text-[8pt]">after {formatRupees(answer.refundTotals[key])} refunded</span>
                )}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <table className="w-full border-collapse">
        <PrintHead titles={["Number", "Time", "Patient", "Total", "Paid", "Status"]} cell={cell} />
        <tbody>
          {answer.bills.map((bill) => {
            const struck = bill.status === "void" ? "line-through" : "";
            return (
              <tr key={bill.id} className="break-inside-avoid">
                <td className={`${number} ${struck}`}>{bill.number}</td>
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
      {answer.refunds.length > 0 && (
        <>
          <h2 className={h2}>Refunds</h2>
          <table className="w-full border-collapse">
            <PrintHead titles={["Bill", "Patient", "Refund", "Amount", "Reason"]} cell={cell} />
            <tbody>
              {answer.refunds.map((r) => (
                <tr key={`${r.billId}-${r.mode}`} className="break-inside-avoid">
                  <td className={number}>{r.billNumber}</td>
                  <td className={cell}>{r.patientName}</td>
                  <td className={cell}>Refund · {MODE_LABELS[r.mode]}</td>
                  <td className={`${number} text-right`}>−{formatRupees(r.amount)}</td>
                  <td className={cell}>{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <h2 className={h2}>Dues outstanding</h2>
      {answer.dues.length === 0 ? (
        <p>Every bill of the day is paid.</p>
      ) : (
        <table className="w-full border-collapse">
          <PrintHead titles={["Bill", "Patient", "Total", "Paid", "Due"]} cell={cell} />
          <tbody>
            {answer.dues.map((d) => (
              <tr key={d.billId} className="break-inside-avoid">
                <td className={number}>{d.billNumber}</td>
                <td className={cell}>{d.patientName}</td>
                <td className={`${cell} text-right`}>{formatRupees(d.total)}</td>
                <td className={`${cell} text-right`}>{formatRupees(d.paid)}</td>
                <td className={`${cell} text-right font-bold`}>{formatRupees(d.due)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2 className={h2}>Seen but not billed</h2>
      {answer.unbilled.length === 0 ? (
        <p>Everyone seen that day has a bill.</p>
      ) : (
        <table className="w-full border-collapse">
          <PrintHead titles={["Token", "Patient", "Time", "Service"]} cell={cell} />
          <tbody>
            {answer.unbilled.map((u) => (
              <tr key={u.appointmentId} className="break-inside-avoid">
                <td className={cell}>{u.token ?? "—"}</td>
                <td className={cell}>{u.name}</td>
                <td className={number}>{formatSlot(u.time)}</td>
                <td className={cell}>{u.service}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>,
    document.body,
  );
}
