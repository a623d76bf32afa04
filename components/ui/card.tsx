import type { ElementType, ReactNode } from "react";
import type { IconName } from "@/lib/content/icons";
import { Icon } from "./icon";

/** A white rounded panel with a hairline border. */
export function Card({
  children,
  className = "",
  as: Tag = "div",
  id,
}: {
  children: ReactNode;
  className?: string;
  as?: ElementType;
  id?: string;
}) {
  return (
    <Tag id={id} className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${className}`}>
      {children}
    </Tag>
  );
}

/** The round tinted badge that holds a card's icon. */
export function IconBadge({
  name,
  tone = "brand",
  className = "",
}: {
  name: IconName;
  tone?: "brand" | "heart";
  className?: string;
}) {
  const tones = { brand: "bg-brand-50 text-brand-700", heart: "bg-heart-50 text-heart-600" };
  return (
    <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${tones[tone]} ${className}`}>
      <Icon name={name} className="size-6" />
    </span>
  );
}

/**
 * A card with an icon, a title and a short text ("why choose", principles, the home page's
 * services): the icon above (`centered` too), or `beside` the words (the specializations).
 */
export function FeatureCard({
  icon,
  title,
  description,
  tone = "heart",
  layout = "stacked",
}: {
  icon: IconName;
  title: string;
  description: string;
  tone?: "brand" | "heart";
  layout?: "stacked" | "centered" | "beside";
}) {
  if (layout === "beside")
    return (
      <Card className="flex h-full gap-5">
        <IconBadge name={icon} tone={tone} />
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-1 leading-relaxed text-slate-600">{description}</p>
        </div>
      </Card>
    );
  const centered = layout === "centered";
  return (
    <Card className={`h-full ${centered ? "text-center" : ""}`}>
      <IconBadge name={icon} tone={tone} className={centered ? "mx-auto" : ""} />
      <h3 className="mt-5 text-xl font-semibold text-slate-900">{title}</h3>
      <p className="mt-3 leading-relaxed text-slate-600">{description}</p>
    </Card>
  );
}
