/**
 * What the public booking form shows after a submission: the banner, in the page's language; the
 * booking made is ./booking-confirmation.tsx, loaded once a booking is sent.
 */
import type { Ref } from "react";
import { Icon } from "@/components/ui/icon";

/** What the booking form says after a submission; `id` makes a repeated message count as new. */
export type Banner = { kind: "success" | "error"; message: string; id: number } | null;

/** The clinic's public identity, passed down from the server (never read config here). */
export type BookingClinic = {
  name: string;
  address: string;
  phone: string;
  phoneHref: string;
  /** digits with country code, for wa.me */
  whatsapp: string;
  /** host name, for calendar event ids */
  domain: string;
};

/** What the server answers for a booking (DESIGN.md §3 read-back fields we show; never a patient id). */
export type BookedAppointment = {
  timestamp: string;
  name: string;
  phone: string;
  service_required: string;
  preferred_date: string;
  preferred_time: string;
  /** the patient's manage page, where they change or cancel it (the booking answer's manageUrl) */
  manageUrl?: string;
};

const BANNER_LOOK = {
  error: { icon: "alert", tone: "border-heart-600/30 bg-heart-50 text-heart-700" },
  success: { icon: "check", tone: "border-emerald-200 bg-emerald-50 text-emerald-900" },
} as const;

function BannerBox({ banner }: { banner: NonNullable<Banner> }) {
  const look = BANNER_LOOK[banner.kind];
  return (
    <div className={`mb-6 flex items-start gap-3 rounded-xl border p-4 ${look.tone}`}>
      <Icon name={look.icon} className="mt-0.5 size-5 shrink-0" />
      <p className="font-semibold">{banner.message}</p>
    </div>
  );
}

/**
 * The booking form's outcome: two live regions that always exist, so a new message is
 * announced; `key` makes a repeated message count as new. `focusRef` can take focus (after
 * a failure no field explains).
 */
export function BookingBanner({ banner, focusRef }: { banner: Banner; focusRef: Ref<HTMLDivElement> }) {
  return (
    // scrolled to after a booking: the margin keeps it below the sticky header
    <div ref={focusRef} tabIndex={-1} className="scroll-mt-24 outline-none">
      <div role="alert">{banner?.kind === "error" ? <BannerBox key={banner.id} banner={banner} /> : null}</div>
      <div role="status">{banner?.kind === "success" ? <BannerBox key={banner.id} banner={banner} /> : null}</div>
    </div>
  );
}
