"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import type { NavLink } from "@/lib/content/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { LanguageSwitcher } from "./language-switcher";

/** Scroll distance (px) after which the header takes its "scrolled" style (SPEC §9). */
export const HEADER_SCROLL_THRESHOLD = 50;

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
  clinicName: string;
  tagline: string;
  phone: string;
  phoneHref: string;
  hoursLabel: string;
  /** the links in the page's language */
  nav: readonly NavLink[];
};

function isActive(pathname: string, path: string): boolean {
  return path === "/" ? pathname === "/" : pathname === path || pathname.startsWith(`${path}/`);
}

export function SiteHeader({ clinicName, tagline, phone, phoneHref, hoursLabel, nav }: Props) {
  const t = useTranslations("shell");
  const layout = LAYOUT[useLocale() as Locale];
  // the page's path without its language prefix, as the links' paths are written
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The menu closes whenever the route changes.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const linkClass = (active: boolean) =>
    `rounded-full ${layout.link} py-2 text-sm font-medium whitespace-nowrap transition-colors ${
      active ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
    }`;

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300 ${
        scrolled || open
          ? "border-slate-200 bg-white shadow-md"
          : "border-transparent bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/70"
      }`}
    >
      {/* One height, scrolled or not: a header that shrank at the threshold would move the page
          back across it (the browser keeps the content in place), and flicker there. */}
      <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-2 px-3 py-3 min-[360px]:gap-3 min-[360px]:px-4 sm:gap-4 sm:px-6 sm:py-4 lg:px-8">
        <Link
          href="/"
          className="flex min-w-0 items-center gap-2 rounded-lg min-[360px]:gap-3"
          aria-label={t("home", { clinic: clinicName })}
        >
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-heart-600 text-white">
            <Icon name="heart-pulse" className="size-6" />
          </span>
          <span className="min-w-0 leading-tight">
            <span className="block truncate text-base font-bold text-slate-900 sm:text-lg">{clinicName}</span>
            <span className="block truncate text-xs font-medium text-slate-600">{tagline}</span>
          </span>
        </Link>

        <nav aria-label={t("mainNav")} className={layout.nav}>
          <ul className="flex items-center gap-1">
            {nav.map((item) => {
              const active = isActive(pathname, item.path);
              return (
                <li key={item.path}>
                  <Link href={item.path} aria-current={active ? "page" : undefined} className={linkClass(active)}>
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
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
          <LanguageSwitcher className="max-[359px]:px-2.5" />
          <button
            ref={toggleRef}
            type="button"
            className={`inline-flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 ${layout.narrow}`}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((v) => !v)}
          >
            <Icon name={open ? "x" : "menu"} className="size-6" />
            <span className="sr-only">{open ? t("closeMenu") : t("openMenu")}</span>
          </button>
        </div>
      </div>

      <div
        id="mobile-menu"
        data-open={open ? "true" : "false"}
        className={`absolute inset-x-0 top-full grid border-slate-200 bg-white shadow-lg transition-[grid-template-rows,opacity,visibility] duration-300 ease-out ${layout.narrow} ${
          open ? "visible grid-rows-[1fr] border-b opacity-100" : "invisible grid-rows-[0fr] opacity-0"
        }`}
      >
        <div className="overflow-hidden">
          <nav aria-label={t("mobileNav")} className="mx-auto max-w-6xl px-4 pt-2 pb-5 sm:px-6">
            <ul className="flex flex-col gap-1">
              {nav.map((item) => {
                const active = isActive(pathname, item.path);
                return (
                  <li key={item.path}>
                    <Link
                      href={item.path}
                      aria-current={active ? "page" : undefined}
                      className={`block rounded-xl px-4 py-3 text-base font-medium ${
                        active ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100"
                      }`}
                      onClick={() => setOpen(false)}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
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
