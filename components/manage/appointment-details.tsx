/** The appointment as the patient sees it: when, its status in words, and where the clinic is — in the page's language. */
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/lib/content/icons";
import { formatLongDate, formatSlot } from "@/lib/shared/clinic-time";
import { statusWords, type ManageClinic, type ManagedAppointment } from "./manage-words";

function Row({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-18 py-4 pl-14 last:pb-0">
      <dt className="text-sm font-medium text-slate-600">
        <span className="absolute top-4 left-0 inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name={icon} className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

export function AppointmentDetails({
  appointment: a,
  clinic: c,
}: {
  appointment: ManagedAppointment;
  clinic: ManageClinic;
}) {
  const t = useTranslations("manage");
  const locale = useLocale();
  const status = statusWords(a, t);
  const cancelled = a.status === "Cancelled";
  return (
    <section
      aria-labelledby="appointment-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="appointment-details"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="appointment-heading" className="text-lg font-bold text-slate-900">
          {t("details.heading")}
        </h2>
        <p className={`rounded-full px-3 py-1 text-center text-sm font-semibold ring-1 ${status.tone}`}>
          <span className="sr-only">{t("status.label")} </span>
          {status.label}
        </p>
      </div>
      <dl className={`mt-2 divide-y divide-slate-100 ${cancelled ? "text-slate-500" : ""}`}>
        <Row icon="calendar" label={t("details.date")}>
          <span className={`text-lg font-bold ${cancelled ? "text-slate-500 line-through" : ""}`}>
            {formatLongDate(a.date, locale)}
          </span>
        </Row>
        <Row icon="clock" label={t("details.time")}>
          <span className={`text-lg font-bold ${cancelled ? "text-slate-500 line-through" : ""}`}>
            {formatSlot(a.time, locale)}
          </span>{" "}
          <span className="text-sm whitespace-nowrap text-slate-600">{t("details.indiaTime")}</span>
        </Row>
        <Row icon="map-pin" label={t("details.where")}>
          <span className="block font-semibold">{c.name}</span>
          <span className="block">{c.address}</span>
          <a
            href={c.mapsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4"
          >
            {t("details.maps")}
            <Icon name="external" className="size-4 shrink-0" />
            <span className="sr-only">{t("details.newTab")}</span>
          </a>
        </Row>
        <Row icon="phone" label={t("details.phone")}>
          <a
            href={c.phoneHref}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
          >
            {c.phone}
          </a>
        </Row>
      </dl>
    </section>
  );
}
