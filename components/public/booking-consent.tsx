"use client";

import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import type { ReactNode } from "react";
import { FieldError, RequiredMark } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import type { PrivacyNoticeFacts } from "@/lib/content/clinic";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { fieldId, type ConsentTicks } from "./use-booking-form";

const consentId = fieldId("consent");
const errorId = `${consentId}-error`;
const whatsappId = "booking-consent-whatsapp";
const smsId = "booking-consent-sms";
/** Each box's control: its id and the name it is sent under. */
const BOXES: Record<keyof ConsentTicks, { id: string; name: string }> = {
  agreed: { id: consentId, name: "consent" },
  whatsapp: { id: whatsappId, name: "consentWhatsapp" },
  sms: { id: smsId, name: "consentSms" },
};
const linkClass = "font-semibold text-brand-700 underline underline-offset-2 [overflow-wrap:anywhere]";

/** The parts of the full notice, in order: each a title and its words (booking.consent). */
const PARTS = ["collect", "why", "keep", "child", "contact", "withdraw"] as const;

/**
 * The privacy notice and consent of the booking form (FEATURES.md §7, DPDP Act s.5–6): a short
 * summary in plain words, the rest behind "Read the full notice" (what is collected, why, how
 * long, whom to ask, how to withdraw), the policy link, the required box and the optional
 * WhatsApp box. The retention and the contact come from configuration, as props.
 */
export function BookingConsent({
  notice,
  ticks,
  error,
  onTick,
}: {
  notice: PrivacyNoticeFacts;
  ticks: ConsentTicks;
  error?: string;
  onTick: (box: keyof ConsentTicks, checked: boolean) => void;
}) {
  const t = useTranslations("booking.consent");
  const locale = useLocale() as Locale;
  const { retentionYears: years, contact } = notice;
  const rich = {
    years,
    name: contact.names[locale],
    phone: contact.phone,
    email: contact.email,
    call: (chunks: ReactNode) => (
      <a href={contact.phoneHref} className={`${linkClass} whitespace-nowrap`}>
        {chunks}
      </a>
    ),
    mail: (chunks: ReactNode) => (
      <a href={`mailto:${contact.email}`} className={linkClass}>
        {chunks}
      </a>
    ),
    // next/link with the page's own path (next-intl's Link would bring its navigation code to the page)
    link: (chunks: ReactNode) => (
      <Link href={localePath(locale, "/privacy")} className={linkClass}>
        {chunks}
      </Link>
    ),
  };

  return (
    <section
      aria-labelledby="booking-consent-heading"
      className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
      data-testid="privacy-notice"
    >
      <h3 id="booking-consent-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon name="shield" className="size-5 shrink-0 text-brand-700" />
        {t("heading")}
      </h3>
      <p id="booking-consent-summary" className="mt-2 text-sm leading-relaxed text-slate-700">
        {t("summary", { years })}
      </p>

      <details className="group mt-1 text-sm">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
          <Icon name="chevron-up" className="size-4 shrink-0 rotate-90 transition-transform group-open:rotate-180" />
          <span className="underline underline-offset-2">{t("more")}</span>
        </summary>
        <dl className="mt-1 mb-3 space-y-3 border-l-2 border-brand-100 pl-3 leading-relaxed text-slate-700">
          {PARTS.map((part) => (
            <div key={part}>
              <dt className="font-semibold text-slate-900">{t(`${part}Title`)}</dt>
              <dd className="mt-0.5">{t.rich(part, rich)}</dd>
            </div>
          ))}
        </dl>
      </details>
      <p className="text-sm leading-relaxed text-slate-700">{t.rich("policy", rich)}</p>

      <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
        <div>
          <ConsentTick
            box="agreed"
            ticks={ticks}
            onTick={onTick}
            required
            invalid={!!error}
            describedBy={error ? errorId : undefined}
          >
            {t("agree")}
          </ConsentTick>
          <FieldError look="public" id={errorId} error={error} />
        </div>
        <div>
          <ConsentTick
            box="whatsapp"
            ticks={ticks}
            onTick={onTick}
            describedBy={`${whatsappId}-hint`}
          >
            {t("whatsapp")}
          </ConsentTick>
          <p id={`${whatsappId}-hint`} className="mt-1 pl-8 text-sm text-slate-600">
            {t("whatsappHint")}
          </p>
        </div>
        <div>
          <ConsentTick box="sms" ticks={ticks} onTick={onTick} describedBy={`${smsId}-hint`}>
            {t("sms")}
          </ConsentTick>
          <p id={`${smsId}-hint`} className="mt-1 pl-8 text-sm text-slate-600">
            {t("smsHint")}
          </p>
        </div>
      </div>
    </section>
  );
}

/** A tick box of the consent with its words beside it: the required one says so, the optional one "(optional)". */
function ConsentTick({
  box,
  ticks,
  onTick,
  required = false,
  invalid = false,
  describedBy,
  children,
}: {
  box: keyof ConsentTicks;
  ticks: ConsentTicks;
  onTick: (box: keyof ConsentTicks, checked: boolean) => void;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  children: ReactNode;
}) {
  const { id, name } = BOXES[box];
  return (
    <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-base text-slate-900">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={ticks[box]}
        onChange={(e) => onTick(box, e.target.checked)}
        aria-required={required ? "true" : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <span>
        {children}
        <RequiredMark required={required} look="public" />
      </span>
    </label>
  );
}
