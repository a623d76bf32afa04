"use client";

import { useSyncExternalStore } from "react";
import { formatIstDate, istIsoDate } from "@/lib/content/legal";

const noSubscription = () => () => {};
const todayInIst = () => istIsoDate(new Date());

/**
 * "Last Updated: <today in IST>". The server renders the date when the page is
 * (re)generated (the page revalidates hourly); after hydration the browser corrects it to
 * today's IST date, so a cached page never shows a stale day.
 */
export function LastUpdated({ iso, label }: { iso: string; label: string }) {
  const today = useSyncExternalStore(noSubscription, todayInIst, () => iso);
  return (
    <p className="text-sm font-medium text-slate-600">
      Last Updated: <time dateTime={today}>{today === iso ? label : formatIstDate(new Date())}</time>
    </p>
  );
}
