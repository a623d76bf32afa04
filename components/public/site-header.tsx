import { useTranslations } from "next-intl";
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import type { NavLink } from "@/lib/content/navigation";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { PageLinks } from "./current-path";
import { ToggleFace } from "./toggle-face";
import { LanguageSwitcher } from "./language-switcher";

/**
 * From which width the full navigation replaces the menu button, per language: Tamil's longer
 * words need the wider screen, its links sit a little closer, and beside them the phone pill
 * keeps its icon only (the number stays for screen readers).
 */
const LAYOUT: Record<Locale, { nav: string; link: string; narrow: string; phoneNumber: string }> = {
  en: { nav: "hidden lg:block", link: "px-3", narrow: "lg:hidden", phoneNumber: "lg:max-xl:sr-only" },
  ta: { nav: "hidden xl:block", link: "px-2", narrow: "xl:hidden", phoneNumber: "xl:sr-only" },
};

type Props = {
  locale: Locale;
  clinicName: string;
  tagline: string;
  phone: string;
  phoneHref: string;
  hoursLabel: string;
  /** the links in the page's language */
  nav: readonly NavLink[];
};

/** Styles the header takes once scrolled past the threshold, or while the phone menu is open. */
const RAISED =
  "data-[scrolled=true]:border-slate-200 data-[scrolled=true]:bg-white data-[scrolled=true]:shadow-md has-[[data-open=true]]:border-slate-200 has-[[data-open=true]]:bg-white has-[[data-open=true]]:shadow-md";

/**
 * The sticky site header (SPEC §2, §9). Server-rendered: the scrolled style, the phone menu and
 * its Escape and route-change closing are ./site-chrome-script.tsx's; only the links that mark
 * the open page are React's (./current-path.tsx).
 */
export function SiteHeader({ locale, clinicName, tagline, phone, phoneHref, hoursLabel, nav }: Props) {
  const t = useTranslations("shell");
  const layout = LAYOUT[locale];
  const links = nav.map((item) => ({ ...item, href: localePath(locale, item.path) }));

  return (
    <header
      data-site-header
      data-scrolled="false"
      className={`sticky top-0 z-40 border-b border-transparent bg-white/85 backdrop-blur transition-[background-color,box-shadow,border-color] duration-300 ${RAISED}`}
    >
      {/* One height, scrolled or not: a header that shrank at the threshold would move the page
          back across it (the browser keeps the content in place), and flicker there. */}
      <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-2 px-3 py-3 min-[360px]:gap-3 min-[360px]:px-4 sm:gap-4 sm:px-6 sm:py-4 lg:px-8">
        <Link
          href={localePath(locale, "/")}
          className="flex min-w-0 items-center gap-2 rounded-lg min-[360px]:gap-3"
          aria-label={t("home", { clinic: clinicName })}
        >
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-heart-600 text-white">
            <Icon name="heart-pulse" className="size-6" />
          </span>
          {/* on a phone the clinic's name may take two lines, in place of the tagline (the hero says it) */}
          <span className="min-w-0 leading-tight">
            <span className="line-clamp-2 text-base font-bold break-words text-slate-900 sm:line-clamp-1 sm:text-lg">
              {clinicName}
            </span>
            <span className="hidden truncate text-xs font-medium text-slate-600 sm:block">{tagline}</span>
          </span>
        </Link>

        <nav aria-label={t("mainNav")} className={layout.nav}>
          <PageLinks
            links={links}
            listClass="flex items-center gap-1"
            linkClass={`rounded-full ${layout.link} py-2 text-sm font-medium whitespace-nowrap transition-colors`}
            currentClass="bg-brand-50 text-brand-800"
            otherClass="text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          />
        </nav>

        {/* narrower than 360 px, a little less room around the buttons leaves the clinic's name some */}
        <div className="flex shrink-0 items-center gap-1 min-[360px]:gap-1.5 sm:gap-2">
          {/* a call is one tap away on a phone too: there the icon alone, named in the page's language */}
          <a
            href={phoneHref}
            aria-label={t("callClinic", { phone })}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-brand-200 text-sm font-semibold text-brand-800 hover:bg-brand-50 sm:px-3"
          >
            <Icon name="phone" className="size-5 sm:size-4" />
            <span className={`max-sm:sr-only ${layout.phoneNumber}`}>{phone}</span>
          </a>
          {/* outside the menu: a patient finds their language on a phone without opening it */}
          <LanguageSwitcher locale={locale} className="max-[359px]:px-2.5" />
          <button
            type="button"
            data-toggle
            className={`group/toggle inline-flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 ${layout.narrow}`}
            aria-expanded="false"
            aria-controls="mobile-menu"
          >
            <ToggleFace icon="menu" size="size-6" openLabel={t("openMenu")} closeLabel={t("closeMenu")} />
          </button>
        </div>
      </div>

      <div
        id="mobile-menu"
        data-open="false"
        className={`invisible absolute inset-x-0 top-full grid grid-rows-[0fr] border-slate-200 bg-white opacity-0 shadow-lg transition-[grid-template-rows,opacity,visibility] duration-300 ease-out data-[open=true]:visible data-[open=true]:grid-rows-[1fr] data-[open=true]:border-b data-[open=true]:opacity-100 ${layout.narrow}`}
      >
        <div className="overflow-hidden">
          <nav aria-label={t("mobileNav")} className="mx-auto max-w-6xl px-4 pt-2 pb-5 sm:px-6">
            <PageLinks
              links={links}
              listClass="flex flex-col gap-1"
              linkClass="block rounded-xl px-4 py-3 text-base font-medium"
              currentClass="bg-brand-50 text-brand-800"
              otherClass="text-slate-800 hover:bg-slate-100"
            />
            <div className="mt-4 space-y-3 border-t border-slate-200 pt-4 text-sm text-slate-700">
              <a
                href={phoneHref}
                className="flex items-center gap-3 rounded-xl px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
              >
                <Icon name="phone" className="size-5" />
                {phone}
              </a>
              <p className="flex items-center gap-3 px-4">
                <Icon name="clock" className="size-5 text-slate-500" />
                {hoursLabel}
              </p>
            </div>
          </nav>
        </div>
      </div>
    </header>
  );
}
