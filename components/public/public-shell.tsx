import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { clinic, whatsappLink } from "@/lib/content/clinic";
import { MAIN_NAV, navLinks } from "@/lib/content/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { now } from "@/lib/shared/clock";
import type { Announcement } from "@/lib/shared/validation/calendar";
import { AnnouncementBanner } from "./announcement-banner";
import { FloatingContact } from "./floating-contact";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The public site's chrome: skip link, the clinic's announcement when there is one, sticky
 * header, main landmark, footer and the floating contact widget, in the page's language (the
 * request's, set by the `[locale]` layout). Clinic identity is read here (server) and passed
 * down as props; the announcement comes from the public layout, which reads it once per
 * regeneration (a notFound() outside the public pages, shown by app/[locale]/not-found.tsx, has
 * none).
 */
export async function PublicShell({
  children,
  announcement = null,
}: {
  children: ReactNode;
  announcement?: Announcement | null;
}) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: "site" });
  const info = await getTranslations({ locale, namespace: "info" });
  const c = clinic();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("skipLink")}
      </a>
      <AnnouncementBanner announcement={announcement} />
      <SiteHeader
        locale={locale}
        clinicName={c.name}
        tagline={t("tagline")}
        phone={c.phone}
        phoneHref={c.phoneHref}
        hoursLabel={info("hours.label")}
        nav={navLinks(MAIN_NAV, locale)}
      />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter clinic={c} year={yearInIndia()} locale={locale} />
      <FloatingContact
        whatsappHref={whatsappLink(c.whatsapp, t("whatsappGreeting"))}
        phoneHref={c.phoneHref}
        phone={c.phone}
      />
    </>
  );
}

function yearInIndia(): number {
  return Number(new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" }).format(now()));
}
