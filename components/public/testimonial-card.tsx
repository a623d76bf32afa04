import { useLocale } from "next-intl";
import { SAMPLE_NOTICE } from "@/lib/content/sample";
import { isSample, type Testimonial } from "@/lib/content/testimonials";
import { Card } from "@/components/ui/card";
import type { Locale } from "@/lib/i18n/locales";
import { StarRating } from "./star-rating";

/**
 * A patient's testimonial: rating, words, name and the service they had, in the page's language.
 * A sample says so on the card itself, so a page mixing real and sample ones never blurs them.
 */
export function TestimonialCard({ t, short = false }: { t: Testimonial; short?: boolean }) {
  const locale = useLocale() as Locale;
  return (
    <Card as="figure" className="flex h-full flex-col">
      <div className="flex items-center justify-between gap-3">
        <StarRating rating={t.rating} />
        {isSample(t) ? (
          <span
            className="rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
            data-sample-badge
          >
            {SAMPLE_NOTICE.testimonialBadge[locale]}
          </span>
        ) : null}
      </div>
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
