import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { formatIstDate, istIsoDate, type LegalDocument } from "@/lib/content/legal";
import type { Locale } from "@/lib/i18n/locales";
import { now } from "@/lib/shared/clock";
import { LastUpdated } from "./last-updated";
import { WithEmergencyCall } from "./emergency-number";
import { PageHero } from "./page-hero";

/** Privacy and Terms: a hero with "Last Updated" and the document's sections, in the page's language. */
export async function LegalPage({ doc, locale }: { doc: LegalDocument; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "info" });
  const today = now();
  return (
    <>
      <PageHero eyebrow={t("legal.eyebrow")} title={doc.title[locale]}>
        <LastUpdated
          iso={istIsoDate(today)}
          label={formatIstDate(today, locale)}
          prefix={t("legal.lastUpdated")}
          locale={locale}
        />
      </PageHero>
      <Container className="py-12 sm:py-16">
        <article className="max-w-3xl">
          <p className="text-lg leading-relaxed text-slate-700">{doc.intro[locale]}</p>
          {doc.sections.map((section) => (
            <section key={section.heading.en} className="mt-10">
              <h2 className="text-xl font-semibold text-slate-900">{section.heading[locale]}</h2>
              {section.paragraphs?.map((p) => (
                <p key={p.en} className="mt-3 leading-relaxed text-slate-700">
                  <WithEmergencyCall text={p[locale]} />
                </p>
              ))}
              {section.items ? (
                <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-brand-600">
                  {section.items.map((item) => (
                    <li key={item.en}>{item[locale]}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </Container>
    </>
  );
}
