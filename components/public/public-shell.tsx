import type { ReactNode } from "react";
import { clinic, HOURS_LABEL, WHATSAPP_GREETING, whatsappLink } from "@/lib/content/clinic";
import { MAIN_NAV } from "@/lib/content/navigation";
import { now } from "@/lib/shared/clock";
import type { Announcement } from "@/lib/shared/validation/calendar";
import { AnnouncementBanner } from "./announcement-banner";
import { FloatingContact } from "./floating-contact";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The public site's chrome: skip link, the clinic's announcement when there is one, sticky
 * header, main landmark, footer and the floating contact widget. Clinic identity is read
 * here (server) and passed down as props; the announcement comes from the public layout,
 * which reads it once per regeneration (the site's 404 page has no layout to do so, and so
 * no banner).
 */
export function PublicShell({
  children,
  announcement = null,
}: {
  children: ReactNode;
  announcement?: Announcement | null;
}) {
  const c = clinic();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <AnnouncementBanner announcement={announcement} />
      <SiteHeader
        clinicName={c.name}
        tagline="Interventional Cardiology"
        phone={c.phone}
        phoneHref={c.phoneHref}
        hoursLabel={HOURS_LABEL}
        nav={MAIN_NAV}
      />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter clinic={c} year={yearInIndia()} />
      <FloatingContact whatsappHref={whatsappLink(c.whatsapp, WHATSAPP_GREETING)} phoneHref={c.phoneHref} phone={c.phone} />
    </>
  );
}

function yearInIndia(): number {
  return Number(new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" }).format(now()));
}
