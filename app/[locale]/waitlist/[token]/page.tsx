import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { WaitlistClaim } from "@/components/waitlist/waitlist-claim";
import type { Locale } from "@/lib/i18n/locales";
import { offerView } from "@/lib/server/domain/waitlist-claim";
import { HttpError } from "@/lib/server/http";

// Read per request (the offer runs out; the token must never sit in a cache).
export const dynamic = "force-dynamic";

/** A freed place offered from the waiting list (FEATURES.md §14): the evening and time, one button. */
export default async function WaitlistClaimPage({ params }: { params: Promise<{ locale: string; token: string }> }) {
  const { locale, token } = await params;
  setRequestLocale(locale as Locale);
  const offer = await offerView(token).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) notFound();
    throw error;
  });
  return (
    <WaitlistClaim token={token} date={offer.date} time={offer.time} expiresAt={offer.expiresAt} open={offer.open} />
  );
}
