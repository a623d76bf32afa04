"use client";

/**
 * The leave page's body (FEATURES.md §14): the evening they wait for and one button that takes
 * them off the list (POST /api/appointments/waitlist/leave/{token}); after it, or when they no
 * longer wait, that they are not on it.
 */
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useSay } from "@/components/booking/use-say";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import { formatLongDate } from "@/lib/shared/clinic-time";
import { sayAnswer } from "@/lib/shared/validation/say";

export function WaitlistLeave({ token, date, waiting }: { token: string; date: string; waiting: boolean }) {
  const t = useTranslations("booking");
  const locale = useLocale() as Locale;
  const say = useSay();
  const [left, setLeft] = useState(!waiting);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const longDate = formatLongDate(date, locale);

  async function leave() {
    if (sending) return;
    setSending(true);
    try {
      const res = await fetch(`/api/appointments/waitlist/leave/${encodeURIComponent(token)}`, { method: "POST" });
      if (res.ok) setLeft(true);
      else setError(sayAnswer(say, await res.json().catch(() => null)) || t("server.failure"));
    } catch {
      setError(t("server.failure"));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("waitlist.leave.title")}</h1>
      {left ? (
        <p role="status" className="mt-4 text-lg text-slate-800">
          {t("waitlist.leave.left", { date: longDate })}
        </p>
      ) : (
        <>
          <p className="mt-4 text-lg text-slate-800">{t("waitlist.leave.lead", { date: longDate })}</p>
          {error ? (
            <p role="alert" className="mt-4 text-base font-medium text-heart-700">
              {error}
            </p>
          ) : null}
          <Button
            type="button"
            size="lg"
            variant="secondary"
            onClick={() => void leave()}
            aria-disabled={sending || undefined}
            className="mt-6 w-full sm:w-auto"
          >
            {sending ? t("waitlist.leave.leaving") : t("waitlist.leave.button")}
          </Button>
        </>
      )}
    </>
  );
}
