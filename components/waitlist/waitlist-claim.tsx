"use client";

/**
 * The claim page's body (FEATURES.md §14): the evening and the time offered, until when it is
 * held, and one button that books it (POST /api/appointments/waitlist/claim/{token}); then the
 * booking and its manage link, or — the offer ended or the place was taken — the kind words
 * that they are still on the list. Fits a 390 px phone: one column, a full-width button.
 */
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useSay } from "@/components/booking/use-say";
import { Button, LinkButton } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import { formatLongDate, formatSlot, timeIst } from "@/lib/shared/clinic-time";
import { sayAnswer } from "@/lib/shared/validation/say";

type Outcome = { kind: "booked"; manageUrl: string } | { kind: "gone"; text: string } | null;

export function WaitlistClaim({
  token,
  date,
  time,
  expiresAt,
  open,
}: {
  token: string;
  date: string;
  time: string;
  expiresAt: string;
  open: boolean;
}) {
  const t = useTranslations("booking");
  const locale = useLocale() as Locale;
  const say = useSay();
  const [outcome, setOutcome] = useState<Outcome>(open ? null : { kind: "gone", text: say("offer_gone") });
  const [sending, setSending] = useState(false);
  const when = { date: formatLongDate(date, locale), time: formatSlot(time, locale) };

  async function claim() {
    if (sending) return;
    setSending(true);
    try {
      const res = await fetch(`/api/appointments/waitlist/claim/${encodeURIComponent(token)}`, { method: "POST" });
      const body = await res.json().catch(() => null);
      if (res.status === 201) setOutcome({ kind: "booked", manageUrl: body.manageUrl });
      else setOutcome({ kind: "gone", text: sayAnswer(say, body) || t("server.failure") });
    } catch {
      setOutcome({ kind: "gone", text: t("server.failure") });
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <p className="text-sm font-semibold tracking-wider text-heart-600 uppercase">{t("waitlist.leave.title")}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {outcome?.kind === "booked" ? t("outcome.title") : t("waitlist.claim.title")}
      </h1>
      {outcome?.kind === "booked" ? (
        <div role="status" className="mt-4">
          <p className="text-lg text-slate-800">{t("waitlist.claim.booked", when)}</p>
          <LinkButton href={outcome.manageUrl} size="lg" className="mt-6 w-full sm:w-auto">
            {t("waitlist.claim.manage")}
          </LinkButton>
        </div>
      ) : (
        <>
          <p className="mt-4 text-lg text-slate-800">{t("waitlist.claim.lead", when)}</p>
          {outcome?.kind === "gone" ? (
            <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-base text-amber-900">
              {outcome.text}
            </p>
          ) : (
            <>
              <p className="mt-2 text-slate-700">
                {t("waitlist.claim.hold", { until: formatSlot(timeIst(new Date(expiresAt)), locale) })}
              </p>
              <Button
                type="button"
                size="lg"
                onClick={() => void claim()}
                aria-disabled={sending || undefined}
                className="mt-6 w-full sm:w-auto"
              >
                {sending ? t("waitlist.claim.booking") : t("waitlist.claim.button")}
              </Button>
            </>
          )}
        </>
      )}
    </>
  );
}
