import type { ReactNode } from "react";

/** Eyebrow + heading + optional lead paragraph, used at the top of page sections. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = "center",
  level = 2,
  className = "",
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  align?: "center" | "left";
  level?: 1 | 2;
  className?: string;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${alignment} ${className}`}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-heart-600">{eyebrow}</p> : null}
      <Heading id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 text-balance sm:text-4xl">
        {title}
      </Heading>
      {lead ? <p className="mt-4 text-lg leading-relaxed text-slate-600 text-pretty">{lead}</p> : null}
    </div>
  );
}
