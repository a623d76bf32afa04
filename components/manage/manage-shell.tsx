import Link from "next/link";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { clinic, HOURS_LABEL } from "@/lib/content/clinic";

/**
 * The manage page's chrome: the public site's brand bar and a one-line footer, without the
 * site's menu, footer columns or floating contact buttons. The patient came for one
 * appointment; the clinic's name, mark and phone say whose page this is, and nothing
 * floats over the page's own buttons on a phone.
 */
/** One narrow column for header, page and footer: the page is read top to bottom, on a phone first. */
const column = "mx-auto w-full max-w-2xl px-4 sm:px-6";

export function ManageShell({ children }: { children: ReactNode }) {
  const c = clinic();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className={`${column} flex items-center justify-between gap-3 py-3 sm:py-4`}>
          <Link href="/" className="flex min-w-0 items-center gap-3 rounded-lg" aria-label={`${c.name} — home`}>
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-heart-600 text-white">
              <Icon name="heart-pulse" className="size-6" />
            </span>
            <span className="min-w-0 leading-tight">
              <span className="block truncate text-base font-bold text-slate-900 sm:text-lg">{c.name}</span>
              <span className="block truncate text-xs font-medium text-slate-600">Interventional Cardiology</span>
            </span>
          </Link>
          <a
            href={c.phoneHref}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-brand-200 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            <Icon name="phone" className="size-4" />
            <span className="sm:hidden">Call</span>
            <span className="hidden sm:inline">{c.phone}</span>
          </a>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={`${column} flex-1 py-8 outline-none sm:py-12`}>
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white text-sm text-slate-600">
        <div className={`${column} flex flex-col gap-1 py-6 sm:flex-row sm:justify-between`}>
          <p className="font-semibold text-slate-800">{c.name}</p>
          <p>{HOURS_LABEL} · Sunday closed</p>
        </div>
      </footer>
    </div>
  );
}
