import type { Testimonial } from "@/lib/content/testimonials";
import { Card } from "@/components/ui/card";
import { StarRating } from "./star-rating";

/** A patient's testimonial: rating, words, name and the service they had. */
export function TestimonialCard({ t, short = false }: { t: Testimonial; short?: boolean }) {
  return (
    <Card as="figure" className="flex h-full flex-col">
      <StarRating rating={t.rating} />
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p className={short ? "text-lg leading-relaxed font-medium text-slate-800" : "leading-relaxed"}>
          “{short ? t.highlight : t.text}”
        </p>
      </blockquote>
      <figcaption className="mt-6 border-t border-slate-100 pt-4">
        <span className="block font-semibold text-slate-900">{t.name}</span>
        <span className="mt-1 inline-block rounded-full bg-brand-50 px-3 py-0.5 text-xs font-medium text-brand-800">
          {t.service}
        </span>
      </figcaption>
    </Card>
  );
}
