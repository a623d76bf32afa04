import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";

/** Five stars, `rating` of them filled; announced as "Rated N out of 5" in the page's language. */
export function StarRating({ rating, className = "" }: { rating: number; className?: string }) {
  const t = useTranslations("pages.testimonials");
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className={`flex items-center gap-0.5 ${className}`}>
      <span className="sr-only">{t("rating", { rating: filled })}</span>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon key={i} name="star" className={`size-5 ${i < filled ? "text-amber-500" : "text-slate-300"}`} />
      ))}
    </p>
  );
}
