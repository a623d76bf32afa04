import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { LanguageSwitcher } from "@/components/public/language-switcher";
import { Icon } from "@/components/ui/icon";
import { clinic } from "@/lib/content/clinic";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";

/**
 * The manage page's chrome: the public site's brand bar and a one-line footer, without the
 * site's menu, footer columns or floating contact buttons. The patient came for one
 * appointment; the clinic's name, mark and phone say whose page this is, and nothing
 * floats over the page's own buttons on a phone. The language switcher keeps the page
 * (/appointment/… ⇄ /ta/appointment/…). Its words are the site's own (skip link, tagline).
 */
/** One narrow column for header, page and footer: the page is read top to bottom, on a phone first. */
const column = "mx-auto w-full max-w-2xl px-4 sm:px-6";

export function ManageShell({ children }: { children: ReactNode }) {
  const locale = useLocale() as Locale;
  const site = useTranslations("site");
  const t = useTranslations("managePage");
  const shell = useTranslations("shell");
  const hours = useTranslations("info")("hours.label");
  const c = clinic();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {site("skipLink")}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className={`${column} flex items-center justify-between gap-2 py-3 sm:gap-3 sm:py-4`}>
          <Link
            href="/"
            className="flex min-w-0 items-center gap-3 rounded-lg"
            aria-label={shell("home", { clinic: c.name })}
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-heart-600 text-white">
              <Icon name="heart-pulse" className="size-6" />
            </span>
            <span className="min-w-0 leading-tight">
              {/* the clinic's name whole, on two lines if need be, never cut (issue 29); the tagline from 640 px */}
              <span className="block text-base font-bold text-balance text-slate-900 sm:text-lg">{c.name}</span>
              <span className="hidden truncate text-xs font-medium text-slate-600 sm:block">{site("tagline")}</span>
            </span>
          </Link>
          <div className="flex shrink-0 items-center gap-2">
            <LanguageSwitcher locale={locale} />
            {/* a phone's width keeps the clinic's name: the call button is its icon there */}
            <a
              href={c.phoneHref}
              className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full border border-brand-200 text-sm font-semibold text-brand-800 hover:bg-brand-50 sm:px-4"
            >
              <Icon name="phone" className="size-4" />
              <span className="sr-only sm:hidden">{t("call")}</span>
              <span className="hidden sm:inline">{c.phone}</span>
            </a>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={`${column} flex-1 py-8 outline-none sm:py-12`}>
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white text-sm text-slate-600">
        <div className={`${column} flex flex-col gap-1 py-6 sm:flex-row sm:justify-between`}>
          <p className="font-semibold text-slate-800">{c.name}</p>
          <p>{t("footer", { hours })}</p>
        </div>
      </footer>
    </div>
  );
}
