"use client";

import "./public.css";

/**
 * Last-resort error screen (replaces the root layout). Shows only a digest reference in
 * production — never a message or stack.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const digest =
    typeof error === "object" && error && "digest" in error ? String((error as { digest?: unknown }).digest ?? "") : "";
  return (
    <html lang="en-IN">
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        <title>Something went wrong</title>
        <main className="mx-auto flex min-h-screen max-w-2xl flex-col items-center justify-center px-4 text-center">
          <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
          <p className="mt-4 text-lg text-slate-600">
            The website could not load. Please try again in a moment, or call the clinic.
          </p>
          {digest ? (
            <p className="mt-4 text-sm text-slate-600">
              Reference: <code>{digest}</code>
            </p>
          ) : null}
          <div className="mt-8 flex gap-3">
            <button
              type="button"
              onClick={() => retry()}
              className="rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Try again
            </button>
            {/* A full page load: the app's router may be what failed. */}
            <a
              href="/"
              className="rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold text-brand-800"
            >
              Home page
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
