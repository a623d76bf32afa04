import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";

/** The band at the top of an inner page: eyebrow, the page's one h1, a lead and optional extras. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <HeartlineBackdrop />
      <Container className="relative pt-14 pb-20 sm:pt-20 sm:pb-24">
        <div className="max-w-3xl">
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-heart-600">{eyebrow}</p> : null}
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 text-balance sm:text-5xl">{title}</h1>
          {lead ? <p className="mt-5 text-lg leading-relaxed text-slate-600 text-pretty sm:text-xl">{lead}</p> : null}
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
      </Container>
    </section>
  );
}

/** A faint ECG trace behind hero text. */
export function HeartlineBackdrop() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="pointer-events-none absolute inset-x-0 bottom-0 h-14 w-full text-brand-100 sm:h-16"
      viewBox="0 0 1200 60"
      preserveAspectRatio="none"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
    >
      <path d="M0 40h420l14-16 18 30 22-50 18 50 14-14h694" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
