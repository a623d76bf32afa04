import { useLocale } from "next-intl";
import type { Testimonial } from "@/lib/content/testimonials";
import { Card } from "@/components/ui/card";
import type { Locale } from "@/lib/i18n/locales";
import { StarRating } from "./star-rating";

/** A patient's testimonial: rating, words, name and the service they had, in the page's language. */
export function TestimonialCard({ t, short = false }: { t: Testimonial; short?: boolean }) {
  const locale = useLocale() as Locale;
  return (
    <Card as="figure" className="flex h-full flex-col">
      <StarRating rating={t.rating} />
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p className={short ? "text-lg leading-relaxed font-medium text-slate-800" : "leading-relaxed"}>
          “{short ? t.highlight[locale] : t.text[locale]}”
        </p>
      </blockquote>
      <figcaption className="mt-6 border-t border-slate-100 pt-4">
        <span className="block font-semibold text-slate-900">{t.name}</span>
        <span className="mt-1 inline-block rounded-full bg-brand-50 px-3 py-0.5 text-xs font-medium text-brand-800">
          {t.service[locale]}
        </span>
      </figcaption>
    </Card>
  );
}
