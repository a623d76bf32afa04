import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import type { ClinicIdentity } from "@/lib/content/clinic";
import { LEGAL_NAV, MAIN_NAV, navLinks, type NavLink } from "@/lib/content/navigation";
import { SERVICE_CATALOG } from "@/lib/content/services-catalog";
import { FOOTER_SERVICES, SERVICE_NAMES } from "@/lib/content/services";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { ScrollToTop } from "./scroll-to-top";

function serviceAnchor(name: string): string {
  const card = SERVICE_CATALOG.find((s) => s.bookable === name);
  return card ? `/services#${card.slug}` : "/services";
}

const headingClass = "text-sm font-semibold uppercase tracking-wider text-white";
const linkClass = "text-slate-300 underline-offset-4 hover:text-white hover:underline";
/** Every footer link is at least 44 px tall: a tap target an unsteady finger finds. */
const tapClass = "inline-flex min-h-11 items-center";

export async function SiteFooter({
  clinic: c,
  year,
  locale,
}: {
  clinic: ClinicIdentity;
  year: number;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "site.footer" });
  const info = await getTranslations({ locale, namespace: "info.hours" });
  return (
    <footer className="bg-slate-900 text-slate-300">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.2fr_0.7fr_1.1fr_1.5fr] lg:gap-8">
        <div>
          <Link href={localePath(locale, "/")} className="inline-flex min-h-11 items-center gap-3 rounded-lg">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-heart-600 text-white">
              <Icon name="heart-pulse" className="size-6" />
            </span>
            <span className="text-lg font-bold text-white">{c.name}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{t("about", { city: c.city, doctor: c.doctorNames[locale] })}</p>
          {/* the medical council's rule: the doctor's registration on every public page */}
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-200" data-testid="doctor-registration">
            {t("registration", {
              doctor: c.doctorNames[locale],
              number: c.registration.number,
              council: c.registration.council,
            })}
          </p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {t("quickLinks")}
          </h2>
          <LinkList
            items={[...navLinks(MAIN_NAV, locale), { path: "/my", label: t("myAppointments") }]}
            locale={locale}
            className="mt-2 text-sm"
          />
        </nav>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            {t("services")}
          </h2>
          <ul className="mt-2 text-sm">
            {FOOTER_SERVICES.map((name) => (
              <li key={name}>
                <Link href={localePath(locale, serviceAnchor(name))} className={`${tapClass} ${linkClass}`}>
                  {SERVICE_NAMES[name][locale]}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            href={localePath(locale, "/services")}
            className="mt-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-white underline-offset-4 hover:underline"
          >
            {t("allServices")}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </nav>

        <div>
          <h2 className={headingClass}>{t("contact")}</h2>
          <address className="mt-2 space-y-1 text-sm not-italic">
            <a href={c.mapsUrl} target="_blank" rel="noopener noreferrer" className={`flex min-h-11 gap-3 py-1 ${linkClass}`}>
              <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-slate-400" />
              <span>{c.address}</span>
            </a>
            <a href={c.phoneHref} className={`flex min-h-11 items-center gap-3 ${linkClass}`}>
              <Icon name="phone" className="size-5 shrink-0 text-slate-400" />
              <span>{c.phone}</span>
            </a>
            <a href={`mailto:${c.email}`} className={`flex min-h-11 items-center gap-3 [overflow-wrap:anywhere] ${linkClass}`}>
              <Icon name="mail" className="size-5 shrink-0 text-slate-400" />
              <span>{c.email}</span>
            </a>
            <p className="flex min-h-11 items-center gap-3">
              <Icon name="clock" className="size-5 shrink-0 text-slate-400" />
              <span>{info("label")}</span>
            </p>
            <p className="flex min-h-11 items-center gap-3 font-semibold text-white">
              <Icon name="alert" className="size-5 shrink-0 text-heart-100" />
              <span>{info("emergency")}</span>
            </p>
          </address>
        </div>
      </Container>

      <div className="border-t border-slate-800">
        <Container className="flex flex-col gap-4 pt-6 pb-24 text-sm sm:pb-6 md:flex-row md:items-center md:justify-between">
          <p>{t("copyright", { year: String(year), clinic: c.name })}</p>
          <nav aria-label={t("legal")}>
            <LinkList items={navLinks(LEGAL_NAV, locale)} locale={locale} className="flex flex-wrap gap-x-5" />
          </nav>
          <div className="md:mr-20">
            <ScrollToTop />
          </div>
        </Container>
      </div>
    </footer>
  );
}

/** A list of the footer's links. */
function LinkList({ items, locale, className }: { items: readonly NavLink[]; locale: Locale; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.path}>
          <Link href={localePath(locale, item.path)} className={`${tapClass} ${linkClass}`}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
