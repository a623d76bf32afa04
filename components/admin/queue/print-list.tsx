"use client";

/**
 * Print the evening's list (FEATURES.md §5) from Today's Appointments (tonight) and Select
 * Date (the day shown): a toolbar button that prints through the browser (window.print),
 * and the print-only A4 sheet (./print-sheet.tsx) it prints. The rows are the evening's
 * queue call (GET /api/admin/queue?date=D): every appointment but the cancelled ones, by
 * time, a walk-in at its arrival time, with its token once given.
 */
import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { formatSlot, timeIst, todayIst } from "@/lib/shared/clinic-time";
import { PRINT_ROWS_PER_PAGE } from "@/lib/shared/validation/queue";
import { shortDate } from "../appointments/appointment-format";
import { useAdminSession } from "../session/session-context";
import { useDayQueue, useTonightQueue } from "./queries";
import { PrintSheet } from "./print-sheet";

/** `date`: the day to print; null for tonight. */
export function PrintList({ date }: { date: string | null }) {
  return date === null ? <PrintTonight /> : <PrintDay date={date} />;
}

function PrintTonight() {
  return <PrintButton query={useTonightQueue()} tonight />;
}

function PrintDay({ date }: { date: string }) {
  return <PrintButton query={useDayQueue(date)} tonight={false} />;
}

/** "Tue, 24 Nov 2026 at 7:32 PM", clinic time. */
function printedNow(): string {
  const at = new Date();
  return `${shortDate(todayIst(at))} at ${formatSlot(timeIst(at))}`;
}

function PrintButton({ query, tonight }: { query: ReturnType<typeof useTonightQueue>; tonight: boolean }) {
  const { clinicName } = useAdminSession();
  const [printedAt, setPrintedAt] = useState(printedNow);
  const [busy, setBusy] = useState(false);
  const rows = query.data?.queue ?? [];

  // Ctrl+P prints the sheet too: it says when it was printed
  useEffect(() => {
    const stamp = () => flushSync(() => setPrintedAt(printedNow()));
    window.addEventListener("beforeprint", stamp);
    return () => window.removeEventListener("beforeprint", stamp);
  }, []);

  async function print() {
    setBusy(true);
    let now;
    try {
      now = await query.refresh(); // the list as it is now, not as the last poll left it
    } finally {
      setBusy(false);
    }
    if (!now.data?.queue.length) return; // emptied meanwhile: the button now says so
    flushSync(() => setPrintedAt(printedNow()));
    window.print();
  }

  const why = !query.data
    ? query.isError
      ? "The list could not be loaded. Please reload the page to try again."
      : "Loading the list…"
    : rows.length
      ? undefined
      : tonight
        ? "There are no appointments tonight to print."
        : "There are no appointments on this day to print.";

  return (
    <>
      <Button
        variant="neutral"
        size="toolbar"
        onClick={print}
        disabled={!!why || busy}
        busy={busy}
        title={why ?? `Print the list: one A4 page for every ${PRINT_ROWS_PER_PAGE} patients`}
      >
        {busy ? null : <Icon name="file" className="size-4" />} Print list
      </Button>
      {query.data ? (
        <PrintSheet clinicName={clinicName} date={query.data.date} printedAt={printedAt} rows={rows} />
      ) : null}
    </>
  );
}
