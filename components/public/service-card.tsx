import { useLocale, useTranslations } from "next-intl";
import { IconBadge } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { formatDuration, type ServiceCard as Service } from "@/lib/content/services-catalog";
import type { Locale } from "@/lib/i18n/locales";

/** One card of the Services grid: icon, title, description and typical duration, in the page's language. */
export function ServiceCard({ service }: { service: Service }) {
  const locale = useLocale() as Locale;
  const t = useTranslations("pages.services");
  return (
    <article
      id={service.slug}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
    >
      <IconBadge name={service.icon} />
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{service.title[locale]}</h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{service.description[locale]}</p>
      <p className="mt-4 flex items-center gap-2 border-t border-slate-100 pt-4 text-sm text-slate-700">
        <Icon name="clock" className="size-4 text-brand-600" />
        <span>
          <span className="sr-only">{t("typicalDuration")}</span>
          <span className="font-medium">{formatDuration(service.duration, locale)}</span>
        </span>
      </p>
    </article>
  );
}
