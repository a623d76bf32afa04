"use client";

import type { SyntheticEvent } from "react";
import { SvgIcon } from "@/components/ui/svg-icon";
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALE_TAGS, LOCALES, localePath, type Locale } from "@/lib/i18n/locales";
import { useCurrentPath } from "./current-path";

/**
 * The language switcher (FEATURES.md §6): a link to this page in the other language, named in
 * that language itself (தமிழ் on English pages, English on Tamil ones), so a reader who does not
 * read the page's language still finds theirs. It keeps the page (/about ⇄ /ta/about,
 * /appointment/<token> ⇄ /ta/appointment/<token>), and the query and #fragment, which a
 * prerendered page only knows in the browser: they are added when the link is used. A plain
 * link, a full page load: the other language is another root layout (`<html lang>`).
 */
export function LanguageSwitcher({ locale, className = "" }: { locale: Locale; className?: string }) {
  const other = LOCALES.find((l) => l !== locale) ?? DEFAULT_LOCALE;
  const href = localePath(other, useCurrentPath());

  const withQueryAndHash = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = `${href}${window.location.search}${window.location.hash}`;
  };

  return (
    <a
      href={href}
      lang={LOCALE_TAGS[other]}
      hrefLang={LOCALE_TAGS[other]}
      data-language-switcher
      onClick={withQueryAndHash}
      onAuxClick={withQueryAndHash}
      onFocus={withQueryAndHash}
      onPointerEnter={withQueryAndHash}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border border-brand-200 px-3 text-sm font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50 ${className}`}
    >
      <SvgIcon
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        // on a phone the word alone: the clinic's name needs the width
        className="hidden size-4 shrink-0 sm:block"
      >
        {/* a globe: "language" without words */}
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
      </SvgIcon>
      {/* "தமிழ்" in its own 1 KB face: an English page need not fetch the whole Tamil one (app/design.css) */}
      <span className={other === "ta" ? "font-tamil-label" : undefined}>{LANGUAGE_NAMES[other]}</span>
    </a>
  );
}

