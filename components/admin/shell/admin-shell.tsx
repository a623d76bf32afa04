"use client";

/**
 * The frame of every signed-in admin screen, mounted once by ./admin-chrome.tsx (so it stays
 * put while the screens change): a header with the screen's title (./screens.ts), the way
 * back to the dashboard, the screen's own actions (the dashboard's Refresh Stats, through
 * <ShellActions>), the way to the Clinic calendar, Messages and Privacy, who is signed in,
 * and Logout; then the screen.
 */
import Link from "next/link";
import { usePathname } from "next/navigation";
import { createContext, useContext, useState } from "react";
import { createPortal } from "react-dom";
import { Icon } from "@/components/ui/icon";
import { SolidIcon } from "@/components/ui/solid-icon";
import { useAdminSession } from "../session/session-context";
import { ACCOUNT_PATH, ADMIN_SCREENS, DASHBOARD_PATH, screenAt } from "./screens";

/** Where a screen's own header actions go: a slot in the header, filled through a portal. */
const ActionsSlot = createContext<HTMLElement | null>(null);

/** A screen's own buttons in the header, before the navigation (the dashboard's Refresh Stats). */
export function ShellActions({ children }: { children: React.ReactNode }) {
  const slot = useContext(ActionsSlot);
  return slot ? createPortal(children, slot) : null;
}

export function AdminShell({ children }: { children: React.ReactNode }) {
  const { admin, clinicName, signOut, can } = useAdminSession();
  const navScreens = ADMIN_SCREENS.flatMap((s) => (s.nav && can(s.roles) ? [{ path: s.path, nav: s.nav }] : []));
  // the owner's seven screens with their names do not fit one row beside Logout below 1440 px
  const labelled = navScreens.length > 5 ? "sr-only min-[1440px]:not-sr-only" : "sr-only lg:not-sr-only";
  const [leaving, setLeaving] = useState(false);
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const pathname = usePathname();
  const screen = screenAt(pathname);
  const title = screen?.title ?? "Admin";
  // a screen this role may not use (an old bookmark): said plainly; the server refuses its calls anyway
  const allowed = !screen || can(screen.roles);

  return (
    <div className="min-h-screen bg-slate-50">
      {/* the first thing the Tab key reaches: past the header's links, to the screen itself */}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-800 focus:shadow-lg focus:ring-2 focus:ring-brand-600 print:hidden"
      >
        Skip to main content
      </a>
      <header className="sticky top-0 z-30 print:hidden border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6 lg:px-8">
          <div className="mr-auto flex min-w-0 items-center gap-3">
            <Link
              href={DASHBOARD_PATH}
              aria-label="Admin dashboard"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-heart-50 text-heart-600"
            >
              <SolidIcon name="heart" className="size-5" />
            </Link>
            <div className="min-w-0">
              <h1 className="truncate text-base font-semibold leading-tight text-slate-900">{title}</h1>
              <p className="truncate text-xs text-slate-500">{clinicName}</p>
            </div>
          </div>
          <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
            {pathname !== DASHBOARD_PATH && <BackToDashboard />}
            <div ref={setSlot} className="contents" />
            <nav aria-label="Admin" className="flex gap-2">
              {navScreens.map(({ path, nav }) => {
                const current = pathname === path;
                return (
                  <Link
                    key={path}
                    href={path}
                    aria-current={current ? "page" : undefined}
                    title={nav.label}
                    className={`inline-flex min-h-9 min-w-11 items-center justify-center gap-1.5 rounded-lg border px-2.5 py-2 text-sm font-medium shadow-sm transition-colors lg:px-3.5 ${
                      current
                        ? "border-brand-200 bg-brand-50 text-brand-800"
                        : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50 hover:text-slate-900"
                    }`}
                  >
                    <Icon name={nav.icon} className="size-4" />
                    {/* a phone's and a portrait tablet's header keeps to two rows (Logout never alone on a third): the icon, named for screen readers and by its tooltip */}
                    <span className={labelled}>{nav.label}</span>
                  </Link>
                );
              })}
            </nav>
            <Link
              href={ACCOUNT_PATH}
              title="Your account and two-factor sign-in"
              className="hidden rounded-md px-1 text-sm text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline md:inline"
            >
              {admin.displayName}
            </Link>
            <button
              type="button"
              disabled={leaving}
              title="Logout"
              onClick={async () => {
                setLeaving(true);
                await signOut();
              }}
              className="inline-flex min-w-11 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2.5 py-2 text-sm font-medium text-slate-700 shadow-sm transition-colors hover:bg-slate-50 hover:text-slate-900 disabled:opacity-60 sm:px-3.5"
            >
              <SolidIcon name="sign-out" className="size-4" />
              {/* a phone's header: the icon beside the navigation's (one row, not Logout alone on the next) */}
              <span className="sr-only sm:not-sr-only">Logout</span>
            </button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none sm:px-6 lg:px-8">
        <ActionsSlot.Provider value={slot}>
          {allowed ? (
            children
          ) : (
            <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
              This screen is not available to your role. Ask the clinic&apos;s owner if you need it.
            </p>
          )}
        </ActionsSlot.Provider>
      </main>
    </div>
  );
}

/** A header action in the shell's style (Refresh Stats, Refresh…). */
export function ShellButton({ children, ...props }: React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      {...props}
      className="inline-flex items-center gap-1.5 rounded-lg bg-brand-700 px-3.5 py-2 text-sm font-medium text-white shadow-sm transition-colors hover:bg-brand-800 disabled:opacity-60"
    >
      {children}
    </button>
  );
}

/** The header link back to the dashboard, in the shell's secondary style. */
function BackToDashboard() {
  return (
    <Link
      href={DASHBOARD_PATH}
      className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-slate-700 shadow-sm transition-colors hover:bg-slate-50 hover:text-slate-900"
    >
      <span aria-hidden>←</span> Back to Dashboard
    </Link>
  );
}
