import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { connection } from "next/server";
import { AdminQueryProvider } from "@/components/admin/query/provider";
import { AdminGate } from "@/components/admin/session/session";
import { AdminChrome } from "@/components/admin/shell/admin-chrome";
import { clinic } from "@/lib/content/clinic";
import { LOCALE_TAGS } from "@/lib/i18n/locales";
import { clientMessages } from "@/messages";
import "../globals.css";
import "./admin.css";

// Kept out of search engines (next.config.ts also sends X-Robots-Tag and no-store).
export const metadata: Metadata = {
  title: "Admin",
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1e40af" };

/**
 * The admin area's own root (the patient side's is app/[locale]/layout.tsx): always English;
 * the booking parts it shares with the patient side read their words through next-intl.
 * Every /admin page shows the login until someone is signed in (the API checks each call),
 * and reads the API through the one query client (components/admin/queries).
 * Rendered per request: the nonce of the page's Content-Security-Policy (proxy.ts) must
 * reach Next's scripts, and a prerendered page cannot carry one.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return (
    <html lang={LOCALE_TAGS.en}>
      <body data-admin className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        <NextIntlClientProvider locale="en" messages={clientMessages("en", ["shell", "booking", "manage"])}>
          <AdminQueryProvider>
            <AdminGate clinicName={clinic().name}>
              <AdminChrome>{children}</AdminChrome>
            </AdminGate>
          </AdminQueryProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
