import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { WaitlistLeave } from "@/components/waitlist/waitlist-leave";
import type { Locale } from "@/lib/i18n/locales";
import { entryByLeaveToken } from "@/lib/server/domain/waitlist";
import { HttpError } from "@/lib/server/http";

// Read per request (the entry changes; the token must never sit in a cache).
export const dynamic = "force-dynamic";

/** Leaving the waiting list by the link its join answered (FEATURES.md §14). */
export default async function WaitlistLeavePage({ params }: { params: Promise<{ locale: string; token: string }> }) {
  const { locale, token } = await params;
  setRequestLocale(locale as Locale);
  const entry = await entryByLeaveToken(token).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) notFound();
    throw error;
  });
  return <WaitlistLeave token={token} date={entry.date} waiting={entry.status === "waiting"} />;
}
