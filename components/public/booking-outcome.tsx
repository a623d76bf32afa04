/** What the public booking form shows after a submission: the banner and the booking made, in the page's language. */
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode, Ref } from "react";
import { LinkButton } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { serviceName } from "@/lib/content/services";
import type { Locale } from "@/lib/i18n/locales";
import { formatLongDate, formatSlot } from "@/lib/shared/clinic-time";
import { appointmentIcs, icsFileName } from "@/lib/shared/ics";

/** What the booking form says after a submission; `id` makes a repeated message count as new. */
export type Banner = { kind: "success" | "error"; message: string; id: number } | null;

/** The clinic's public identity, passed down from the server (never read config here). */
export type BookingClinic = {
  name: string;
  address: string;
  phone: string;
  phoneHref: string;
  /** digits with country code, for wa.me */
  whatsapp: string;
  /** host name, for calendar event ids */
  domain: string;
};

/** What the server answers for a booking (DESIGN.md §3 read-back fields we show; never a patient id). */
export type BookedAppointment = {
  timestamp: string;
  name: string;
  phone: string;
  service_required: string;
  preferred_date: string;
  preferred_time: string;
  /** the patient's manage page, where they change or cancel it (the booking answer's manageUrl) */
  manageUrl?: string;
};

function whatsappHref(clinic: BookingClinic, text: string): string {
  return `https://wa.me/${clinic.whatsapp}?text=${encodeURIComponent(text)}`;
}

function icsHref(clinic: BookingClinic, a: BookedAppointment, locale: Locale): string {
  const ics = appointmentIcs({
    locale,
    date: a.preferred_date,
    time: a.preferred_time,
    service: serviceName(a.service_required, locale),
    patientName: a.name,
    timestamp: a.timestamp,
    clinicName: clinic.name,
    clinicAddress: clinic.address,
    clinicPhone: clinic.phone,
    domain: clinic.domain,
    manageUrl: a.manageUrl,
  });
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

const BANNER_LOOK = {
  error: { icon: "alert", tone: "border-heart-600/30 bg-heart-50 text-heart-700" },
  success: { icon: "check", tone: "border-emerald-200 bg-emerald-50 text-emerald-900" },
} as const;

function BannerBox({ banner }: { banner: NonNullable<Banner> }) {
  const look = BANNER_LOOK[banner.kind];
  return (
    <div className={`mb-6 flex items-start gap-3 rounded-xl border p-4 ${look.tone}`}>
      <Icon name={look.icon} className="mt-0.5 size-5 shrink-0" />
      <p className="font-semibold">{banner.message}</p>
    </div>
  );
}

/**
 * The booking form's outcome: two live regions that always exist, so a new message is
 * announced; `key` makes a repeated message count as new. `focusRef` can take focus (after
 * a failure no field explains).
 */
export function BookingBanner({ banner, focusRef }: { banner: Banner; focusRef: Ref<HTMLDivElement> }) {
  return (
    // scrolled to after a booking: the margin keeps it below the sticky header
    <div ref={focusRef} tabIndex={-1} className="scroll-mt-24 outline-none">
      <div role="alert">{banner?.kind === "error" ? <BannerBox key={banner.id} banner={banner} /> : null}</div>
      <div role="status">{banner?.kind === "success" ? <BannerBox key={banner.id} banner={banner} /> : null}</div>
    </div>
  );
}

/**
 * The booking just made (SPEC §8): what, when and where, with an .ics download and a
 * prefilled WhatsApp message. `titleRef` receives focus when the card appears.
 */
export function BookingConfirmation({
  clinic,
  appointment,
  titleRef,
}: {
  clinic: BookingClinic;
  appointment: BookedAppointment;
  titleRef: Ref<HTMLHeadingElement>;
}) {
  const t = useTranslations("booking.outcome");
  const locale = useLocale();
  const shown = {
    service: serviceName(appointment.service_required, locale),
    date: formatLongDate(appointment.preferred_date, locale),
    time: formatSlot(appointment.preferred_time, locale),
  };
  const whatsappText = t("whatsappText", { name: appointment.name, phone: appointment.phone, ...shown });
  const call = (chunks: ReactNode) => (
    <a href={clinic.phoneHref} className="font-semibold text-brand-700 underline underline-offset-2">
      {chunks}
    </a>
  );
  return (
    <section
      aria-labelledby="booking-summary-title"
      className="mb-8 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
      data-testid="booking-summary"
    >
      <h3
        id="booking-summary-title"
        ref={titleRef}
        tabIndex={-1}
        className="text-lg font-bold text-brand-900 outline-none"
      >
        {t("title")}
      </h3>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <SummaryItem label={t("patient")} value={appointment.name} />
        <SummaryItem label={t("service")} value={shown.service} />
        <SummaryItem label={t("date")} value={shown.date} />
        <SummaryItem label={t("time")} value={t("timeValue", { time: shown.time })} />
        <SummaryItem label={t("where")} value={clinic.address} className="sm:col-span-2" />
      </dl>
      <p className="mt-4 text-sm text-slate-700">
        {t.rich(appointment.manageUrl ? "arriveWithLink" : "arrive", { phone: clinic.phone, call })}
      </p>
      {appointment.manageUrl ? (
        <>
          <a
            href={appointment.manageUrl}
            className="mt-4 flex min-h-12 items-center justify-between gap-3 rounded-xl border border-brand-200 bg-white px-4 py-3 font-semibold text-brand-800 shadow-sm hover:border-brand-600"
          >
            {t("manage")}
            <Icon name="arrow-right" className="size-5 shrink-0" />
          </a>
          <p className="mt-2 text-sm text-slate-600">{t("bookmark")}</p>
        </>
      ) : null}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <LinkButton
          href={icsHref(clinic, appointment, locale)}
          download={icsFileName(appointment.preferred_date, appointment.preferred_time)}
          variant="secondary"
        >
          <Icon name="calendar" />
          {t("calendar")}
        </LinkButton>
        <LinkButton href={whatsappHref(clinic, whatsappText)} variant="chat">
          <Icon name="chat" />
          {t("whatsapp")}
        </LinkButton>
      </div>
    </section>
  );
}

function SummaryItem({ label, value, className = "" }: { label: string; value: string; className?: string }) {
  return (
    <div className={className}>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
