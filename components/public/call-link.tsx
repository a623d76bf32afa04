import type { ReactNode } from "react";

/** The clinic's phone as a tap-to-call link in running text (the booking form, its outcome, the manage page). */
export function CallLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="font-semibold text-brand-700 underline underline-offset-2">
      {children}
    </a>
  );
}

/** A message's <call>…</call> as that link: `t.rich("arrive", { call: callLink(clinic.phoneHref) })`. */
export function callLink(href: string) {
  return function call(chunks: ReactNode) {
    return <CallLink href={href}>{chunks}</CallLink>;
  };
}
