import type { ComponentProps, ReactNode } from "react";
import { Container } from "./container";
import { SectionHeading } from "./section-heading";

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

/**
 * A page band that opens with its SectionHeading and is named by it (aria-labelledby): the
 * heading's id is said once, here.
 */
export function HeadedSection({
  headingId,
  tone,
  children,
  ...heading
}: Omit<ComponentProps<typeof SectionHeading>, "id"> & {
  headingId: string;
  tone?: ComponentProps<typeof Section>["tone"];
  children: ReactNode;
}) {
  return (
    <Section tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} {...heading} />
      {children}
    </Section>
  );
}
