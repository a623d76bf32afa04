import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminQueryProvider } from "@/components/admin/queries/provider";
import { AdminGate } from "@/components/admin/session";
import { clinic } from "@/lib/content/clinic";

// Kept out of search engines (next.config.ts also sends X-Robots-Tag and no-store).
export const metadata: Metadata = {
  title: "Admin",
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
};

/**
 * Every /admin page shows the login until someone is signed in (the API checks each call),
 * and reads the API through the one query client (components/admin/queries).
 * Rendered per request: the nonce of the page's Content-Security-Policy (proxy.ts) must
 * reach Next's scripts, and a prerendered page cannot carry one.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return (
    <AdminQueryProvider>
      <AdminGate clinicName={clinic().name}>{children}</AdminGate>
    </AdminQueryProvider>
  );
}
