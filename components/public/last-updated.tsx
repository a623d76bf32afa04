"use client";

import { useEffect, useState } from "react";
import { formatIstDate, istIsoDate } from "@/lib/content/legal";

/**
 * "Last Updated: <today in IST>". The server renders the date when the page is
 * (re)generated (the page revalidates hourly); after hydration the browser corrects it to
 * today's IST date, so a cached page never shows a stale day.
 */
export function LastUpdated({ iso, label }: { iso: string; label: string }) {
  const [date, setDate] = useState({ iso, label });
  useEffect(() => {
    const today = new Date();
    const current = istIsoDate(today);
    if (current !== iso) setDate({ iso: current, label: formatIstDate(today) });
  }, [iso]);
  return (
    <p className="text-sm font-medium text-slate-600">
      Last Updated: <time dateTime={date.iso}>{date.label}</time>
    </p>
  );
}
