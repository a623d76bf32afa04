import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import type { ClinicIdentity } from "@/lib/content/clinic";
import type { IconName } from "@/lib/content/icons";
import type { Locale } from "@/lib/i18n/locales";

function Item({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={icon} className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold uppercase tracking-wider text-slate-500">{title}</p>
        <div className="mt-1 text-base text-slate-800">{children}</div>
      </div>
    </li>
  );
}

const link = "font-semibold text-brand-700 underline-offset-4 hover:underline break-words";

/** Address (→ maps), phone, e-mail and hours, in the page's language. */
export async function ContactDetails({ clinic: c, locale }: { clinic: ClinicIdentity; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "info" });
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <Item icon="map-pin" title={t("details.address")}>
        <a href={c.mapsUrl} target="_blank" rel="noopener noreferrer" className={link}>
          {c.address}
        </a>
        <span className="mt-1 block text-sm text-slate-600">{t("details.openInMaps")}</span>
      </Item>
      <Item icon="phone" title={t("details.phone")}>
        <a href={c.phoneHref} className={link}>
          {c.phone}
        </a>
        <span className="mt-1 block text-sm text-slate-600">{t("hours.emergency")}</span>
      </Item>
      <Item icon="mail" title={t("details.email")}>
        <a href={`mailto:${c.email}`} className={`${link} [overflow-wrap:anywhere]`}>
          {c.email}
        </a>
        <span className="mt-1 block text-sm text-slate-600">{t("details.replyTime")}</span>
      </Item>
      <Item icon="clock" title={t("details.hours")}>
        <span className="font-semibold">{t("hours.label")}</span>
        <span className="mt-1 block text-sm text-slate-600">{t("hours.sunday")}</span>
      </Item>
    </ul>
  );
}
