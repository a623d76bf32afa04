import { getLocale, getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { LOCALE_TAGS, type Locale } from "@/lib/i18n/locales";
import { formatLongDate } from "@/lib/shared/clinic-time";
import type { Announcement } from "@/lib/shared/validation/calendar";

/** The public site's page width (components/ui/container.tsx). */
const SITE_COLUMN = "mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8";

/**
 * The clinic's announcement (FEATURES.md §2) as a strip above the site's header: rendered on
 * the server into the page's HTML, no JavaScript. It sits in the flow above the sticky
 * header, so it scrolls away with the page and the header stays where it always is; the
 * page is built with it, so nothing moves when it loads. A named region, so a screen
 * reader can find it in the landmarks list. In the page's language (the request's): a Tamil page
 * shows the staff's Tamil text when they gave one, else the English.
 */
export async function AnnouncementBanner({
  announcement,
  column = SITE_COLUMN,
}: {
  announcement: Announcement | null;
  /** the inner column's classes, to line up with the page's own (the manage page is narrower) */
  column?: string;
}) {
  if (!announcement) return null;
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: "site.announcement" });
  const tamil = locale === "ta" && announcement.textTa ? announcement.textTa : null;
  return (
    <section aria-label={t("label")} data-announcement className="bg-brand-800 text-white">
      <div className={`${column} flex items-start gap-2.5 py-2.5 sm:py-3`}>
        <Icon name="alert" className="mt-px size-5 shrink-0 text-brand-100" />
        <div className="min-w-0 text-sm leading-snug [overflow-wrap:anywhere] sm:text-[0.9375rem]">
          {/* a Tamil page without the Tamil text shows the English, marked as English for screen readers */}
          <p className="font-medium" lang={locale !== "en" && !tamil ? LOCALE_TAGS.en : undefined}>
            {tamil ?? announcement.text}
          </p>
          {announcement.until ? (
            <p className="mt-0.5 text-[0.8125rem] text-brand-100 sm:text-sm">
              {t("until", { date: formatLongDate(announcement.until, locale) })}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
