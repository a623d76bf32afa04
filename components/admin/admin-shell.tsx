"use client";

/**
 * The frame of every signed-in admin screen: a header with the screen's title, its own
 * actions (the dashboard's Refresh Stats, a list's Refresh…), who is signed in, and Logout.
 */
import Link from "next/link";
import { useState } from "react";
import { useAdminSession } from "./session";

export function AdminShell({
  title,
  actions,
  children,
}: {
  title: string;
  /** buttons shown before Logout */
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { username, clinicName, signOut } = useAdminSession();
  const [leaving, setLeaving] = useState(false);

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6 lg:px-8">
          <div className="mr-auto flex min-w-0 items-center gap-3">
            <Link
              href="/admin"
              aria-label="Admin dashboard"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-heart-50 text-heart-600"
            >
              <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden>
                <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 4.4 2.6h1.6c.8-1.5 2.3-2.6 4.4-2.6 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21Z" />
              </svg>
            </Link>
            <div className="min-w-0">
              <h1 className="truncate text-base font-semibold leading-tight text-slate-900">{title}</h1>
              <p className="truncate text-xs text-slate-500">{clinicName}</p>
            </div>
          </div>
          <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
            {actions}
            <span className="hidden px-1 text-sm text-slate-500 md:inline" title="Signed in as">
              {username}
            </span>
            <button
              type="button"
              disabled={leaving}
              onClick={async () => {
                setLeaving(true);
                await signOut();
              }}
              className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-slate-700 shadow-sm transition-colors hover:bg-slate-50 hover:text-slate-900 disabled:opacity-60"
            >
              <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden>
                <path
                  fillRule="evenodd"
                  d="M3 4.25A2.25 2.25 0 0 1 5.25 2h5.5A2.25 2.25 0 0 1 13 4.25v2a.75.75 0 0 1-1.5 0v-2a.75.75 0 0 0-.75-.75h-5.5a.75.75 0 0 0-.75.75v11.5c0 .414.336.75.75.75h5.5a.75.75 0 0 0 .75-.75v-2a.75.75 0 0 1 1.5 0v2A2.25 2.25 0 0 1 10.75 18h-5.5A2.25 2.25 0 0 1 3 15.75V4.25Zm10.47 2.22a.75.75 0 0 1 1.06 0l3 3a.75.75 0 0 1 0 1.06l-3 3a.75.75 0 1 1-1.06-1.06l1.72-1.72H8.75a.75.75 0 0 1 0-1.5h6.44l-1.72-1.72a.75.75 0 0 1 0-1.06Z"
                  clipRule="evenodd"
                />
              </svg>
              Logout
            </button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">{children}</main>
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
