import { FeatureCard } from "@/components/ui/card";
import type { Feature } from "@/lib/content/icons";
import type { Locale } from "@/lib/i18n/locales";

/** A grid of feature cards in the page's language; `className` sets the grid's columns and gaps. */
export function FeatureList({
  features,
  locale,
  className,
  ...card
}: {
  features: readonly Feature[];
  locale: Locale;
  className: string;
} & Pick<React.ComponentProps<typeof FeatureCard>, "tone" | "layout">) {
  return (
    <ul className={className}>
      {features.map((f) => (
        <li key={f.title.en}>
          <FeatureCard icon={f.icon} title={f.title[locale]} description={f.description[locale]} {...card} />
        </li>
      ))}
    </ul>
  );
}
