"use client";

import { useSyncExternalStore } from "react";
import { formatIstDate, istIsoDate } from "@/lib/content/legal";
import type { Locale } from "@/lib/i18n/locales";

const noSubscription = () => () => {};
const todayInIst = () => istIsoDate(new Date());

/**
 * "Last Updated: <today in IST>" in the page's language (the server hands down the words, so
 * no catalogue travels for them). The server renders the date when the page is (re)generated
 * (the page revalidates every minute); after hydration the browser corrects it to today's IST
 * date, so a cached page never shows a stale day.
 */
export function LastUpdated({
  iso,
  label,
  prefix,
  locale,
}: {
  iso: string;
  label: string;
  prefix: string;
  locale: Locale;
}) {
  const today = useSyncExternalStore(noSubscription, todayInIst, () => iso);
  return (
    <p className="text-sm font-medium text-slate-600">
      {prefix} <time dateTime={today}>{today === iso ? label : formatIstDate(new Date(), locale)}</time>
    </p>
  );
}
