import { useLocale } from "next-intl";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/lib/content/icons";
import type { Locale, Text } from "@/lib/i18n/locales";

/** A deep-blue band of headline numbers ("15+ Years of Experience"…), labelled in the page's language. */
export function StatsStrip({
  stats,
  label,
}: {
  stats: readonly { value: string; label: Text; icon?: IconName }[];
  label: string;
}) {
  const locale = useLocale() as Locale;
  const cols = stats.length >= 5 ? "grid-cols-2 md:grid-cols-3 lg:grid-cols-5" : "grid-cols-1 sm:grid-cols-3";
  return (
    <section aria-label={label} className="bg-brand-800 py-12 text-white sm:py-14">
      <Container>
        <ul className={`grid gap-x-6 gap-y-10 ${cols}`}>
          {stats.map((s, i) => (
            <li
              key={s.label.en}
              className={`flex flex-col items-center text-center ${stats.length === 5 && i === 4 ? "col-span-2 md:col-span-1" : ""}`}
            >
              {s.icon ? <Icon name={s.icon} className="mb-3 size-7 text-brand-200" /> : null}
              <span className="text-3xl font-bold tracking-tight sm:text-4xl">{s.value}</span>{" "}
              <span className="mt-1 text-sm font-medium text-brand-100">{s.label[locale]}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
