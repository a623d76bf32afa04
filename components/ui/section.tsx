import type { ReactNode } from "react";
import { Container } from "./container";

/** A page band with the site's vertical rhythm; `tone` picks the background. */
export function Section({
  children,
  tone = "white",
  className = "",
  labelledBy,
  id,
}: {
  children: ReactNode;
  tone?: "white" | "muted" | "brand";
  className?: string;
  labelledBy?: string;
  id?: string;
}) {
  const tones = { white: "bg-white", muted: "bg-slate-50", brand: "bg-brand-800 text-white" };
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${tones[tone]} py-16 sm:py-20 ${className}`}>
      <Container>{children}</Container>
    </section>
  );
}
