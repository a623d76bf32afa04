"use client";

import { useParams } from "next/navigation";
import { useEffect } from "react";
import { isLocale, localePath } from "@/lib/i18n/locales";
import { shell as en } from "@/messages/en/shell";
import { shell as ta } from "@/messages/ta/shell";

/**
 * Error boundary for every route, in the page's language. Production shows a calm message and
 * the error's digest (to match server logs) — never its message or stack; development adds the
 * message. Its few words come straight from the two `shell` catalogues: every page loads this
 * boundary, and a message provider around every page would cost each page next-intl's runtime.
 */
const WORDS = { en, ta };

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const requested = useParams<{ locale?: string }>()?.locale;
  const locale = isLocale(requested) ? requested : "en";
  const t = WORDS[locale];
  const digest =
    typeof error === "object" && error && "digest" in error ? String((error as { digest?: unknown }).digest ?? "") : "";
  const devMessage = process.env.NODE_ENV !== "production" && error instanceof Error ? error.message : "";

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <p className="text-sm font-semibold tracking-wider text-heart-600 uppercase">{t.error.eyebrow}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t.error.title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-600">{t.error.text}</p>
      {devMessage ? (
        <p className="mt-4 rounded-lg bg-slate-100 px-4 py-2 font-mono text-sm text-slate-700">{devMessage}</p>
      ) : null}
      {digest ? (
        <p className="mt-4 text-sm text-slate-600">
          {t.error.reference} <code>{digest}</code>
        </p>
      ) : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={() => retry()}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t.error.retry}
        </button>
        {/* a full page load: after an error the home page starts afresh (and next/link stays out
            of this boundary's chunk, which every page loads) */}
        <a
          href={localePath(locale, "/")}
          className="inline-flex min-h-11 items-center justify-center rounded-full border border-slate-300 px-5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t.goHome}
        </a>
      </div>
    </main>
  );
}
