"use client";

/**
 * The booking form's offer for a full evening (FEATURES.md §14): "Join the waiting list for this
 * evening", then a small form — name, phone, e-mail, the privacy notice's agreement and the
 * WhatsApp tick — posted to POST /api/appointments/waitlist, checked first with the same schema
 * the server uses. Not a <form> of its own: it sits inside the booking form, so its button does
 * not submit that one.
 */
import { useLocale, useTranslations } from "next-intl";
import { useState, type KeyboardEvent } from "react";
import { useSay } from "@/components/booking/use-say";
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { PRIVACY_NOTICE_VERSION } from "@/lib/content/privacy-notice";
import type { Locale } from "@/lib/i18n/locales";
import { formatLongDate } from "@/lib/shared/clinic-time";
import type { BookingRules } from "@/lib/shared/validation/booking";
import { sayAnswer, sayFields } from "@/lib/shared/validation/say";
import { waitlistJoinSchema } from "@/lib/shared/validation/waitlist";

type Start = { name: string; phone: string; email: string };
type Fields = "name" | "phone" | "email" | "consent";

export function WaitlistJoin({ date, start, rules }: { date: string; start: Start; rules: BookingRules }) {
  const t = useTranslations("booking");
  const locale = useLocale() as Locale;
  const say = useSay();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Start>(start);
  const [agreed, setAgreed] = useState(false);
  const [whatsapp, setWhatsapp] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; leaveUrl?: string } | null>(null);
  const [sending, setSending] = useState(false);
  const longDate = formatLongDate(date, locale);

  async function join() {
    if (sending) return;
    const body = {
      ...values,
      email: values.email || undefined,
      date,
      language: locale,
      consent: agreed ? { version: PRIVACY_NOTICE_VERSION, whatsapp } : undefined,
    };
    const checked = waitlistJoinSchema(rules, say).safeParse(body);
    if (!checked.success) {
      const next: Partial<Record<Fields, string>> = {};
      for (const issue of checked.error.issues) next[String(issue.path[0]) as Fields] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const res = await fetch("/api/appointments/waitlist", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const answer = await res.json().catch(() => null);
      if (res.status === 201) setOutcome({ ok: true, text: t("waitlist.joined", { date: longDate }), leaveUrl: answer.leaveUrl });
      else {
        setErrors(sayFields(say, answer) as Partial<Record<Fields, string>>);
        setOutcome({ ok: false, text: sayAnswer(say, answer) || t("server.failure") });
      }
    } catch {
      setOutcome({ ok: false, text: t("server.failure") });
    } finally {
      setSending(false);
    }
  }

  // Enter in these fields joins the list, never submits the booking form around them
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    void join();
  };
  const field = (name: "name" | "phone" | "email", detail: "name" | "phone" | "email") => ({
    id: `waitlist-${name}`,
    name: `waitlist-${name}`,
    look: "public" as const,
    label: t(`fields.${detail}`),
    value: values[name],
    onValueChange: (v: string) => setValues((s) => ({ ...s, [name]: v })),
    error: errors[name],
    onKeyDown,
  });

  return (
    <section
      aria-label={t("waitlist.join")}
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 sm:col-span-2"
      data-testid="waitlist-join"
    >
      <p className="text-sm font-medium text-amber-900">{t("waitlist.full")}</p>
      {outcome?.ok ? (
        <div role="status" className="mt-3 text-sm text-slate-800">
          <p className="font-semibold">{outcome.text}</p>
          {outcome.leaveUrl ? (
            <a href={outcome.leaveUrl} className="mt-2 inline-block font-semibold text-brand-700 underline">
              {t("waitlist.leaveLink")}
            </a>
          ) : null}
        </div>
      ) : !open ? (
        <Button type="button" variant="secondary" className="mt-3 w-full sm:w-auto" onClick={() => setOpen(true)}>
          {t("waitlist.join")}
        </Button>
      ) : (
        <div className="mt-3 grid gap-4">
          <h3 className="text-base font-semibold text-slate-900">
            {t("waitlist.title", { date: longDate })}
          </h3>
          <p className="text-sm text-slate-700">{t("waitlist.explain")}</p>
          <InputField {...field("name", "name")} required autoComplete="name" />
          <InputField {...field("phone", "phone")} required type="tel" autoComplete="tel" />
          <InputField {...field("email", "email")} type="email" autoComplete="email" />
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              aria-invalid={errors.consent ? true : undefined}
            />
            {t("consent.agree")}
          </label>
          {errors.consent ? <p className="text-sm font-medium text-heart-700">{errors.consent}</p> : null}
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={whatsapp}
              onChange={(e) => setWhatsapp(e.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            {t("consent.whatsapp")}
          </label>
          {outcome && !outcome.ok ? (
            <p role="alert" className="text-sm font-medium text-heart-700">
              {outcome.text}
            </p>
          ) : null}
          <Button type="button" onClick={() => void join()} aria-disabled={sending || undefined} className="w-full sm:w-auto">
            {sending ? t("waitlist.submitting") : t("waitlist.submit")}
          </Button>
        </div>
      )}
    </section>
  );
}
