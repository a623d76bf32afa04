import type { Metadata } from "next";
import "./public.css";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/**
 * A 404 outside both roots (an unknown /api or /_next address): the patient side's own 404
 * pages are app/[locale]/not-found.tsx, in the page's language.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en-IN">
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        <main className="mx-auto flex min-h-screen max-w-2xl flex-col items-center justify-center px-4 text-center">
          <h1 className="text-3xl font-bold text-slate-900">Page not found</h1>
          <p className="mt-4 text-lg text-slate-600">
            <a href="/" className="font-semibold text-brand-700 underline">
              Go to the home page
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
