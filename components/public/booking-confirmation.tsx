/**
 * The booking just made (SPEC §8), with its manage link, .ics and WhatsApp links, shown by the
 * booking form (components/public/booking-form.tsx) above itself once the booking is taken.
 */
import { useLocale, useTranslations } from "next-intl";
import { useRef, type Ref } from "react";
import { LinkButton } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { serviceName } from "@/lib/content/services";
import type { Locale } from "@/lib/i18n/locales";
import { formatLongDate, formatSlot } from "@/lib/shared/clinic-time";
import { appointmentIcs, icsFileName } from "@/lib/shared/ics";
import type { BookedAppointment, BookingClinic } from "./booking-outcome";
import { callLink } from "./call-link";
import { useFloatingContactClear } from "./floating-contact-clear";

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
  // the floating contact button steps aside from the card's links as from the form's button
  const manageRef = useRef<HTMLAnchorElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  useFloatingContactClear(manageRef);
  useFloatingContactClear(actionsRef);
  const shown = {
    service: serviceName(appointment.service_required, locale),
    date: formatLongDate(appointment.preferred_date, locale),
    time: formatSlot(appointment.preferred_time, locale),
  };
  const whatsappText = t("whatsappText", { name: appointment.name, phone: appointment.phone, ...shown });
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
        {t.rich(appointment.manageUrl ? "arriveWithLink" : "arrive", { phone: clinic.phone, call: callLink(clinic.phoneHref) })}
      </p>
      {appointment.manageUrl ? (
        <>
          <a
            ref={manageRef}
            href={appointment.manageUrl}
            className="mt-4 flex min-h-12 items-center justify-between gap-3 rounded-xl border border-brand-200 bg-white px-4 py-3 font-semibold text-brand-800 shadow-sm hover:border-brand-600"
          >
            {t("manage")}
            <Icon name="arrow-right" className="size-5 shrink-0" />
          </a>
          <p className="mt-2 text-sm text-slate-600">{t("bookmark")}</p>
        </>
      ) : null}
      <div ref={actionsRef} className="mt-5 flex flex-col gap-3 sm:flex-row">
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
