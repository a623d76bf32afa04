import type { Metadata, Viewport } from "next";
import { clinic } from "@/lib/content/clinic";
import "./globals.css";

const c = clinic();

export const metadata: Metadata = {
  metadataBase: new URL(c.siteUrl),
  title: { default: `${c.name} — Interventional Cardiology in ${c.city}`, template: `%s | ${c.name}` },
  description: `${c.doctorName}, interventional cardiologist in ${c.city}. Evening consultations Mon–Sat, 6–9 PM.`,
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1e40af" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">{children}</body>
    </html>
  );
}
