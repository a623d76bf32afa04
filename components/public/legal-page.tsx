import { Container } from "@/components/ui/container";
import { formatIstDate, istIsoDate, type LegalDocument } from "@/lib/content/legal";
import { now } from "@/lib/shared/clock";
import { LastUpdated } from "./last-updated";
import { PageHero } from "./page-hero";

/** Privacy and Terms: a hero with "Last Updated" and the document's sections. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  const today = now();
  return (
    <>
      <PageHero eyebrow="Legal" title={doc.title}>
        <LastUpdated iso={istIsoDate(today)} label={formatIstDate(today)} />
      </PageHero>
      <Container className="py-12 sm:py-16">
        <article className="max-w-3xl">
          <p className="text-lg leading-relaxed text-slate-700">{doc.intro}</p>
          {doc.sections.map((section) => (
            <section key={section.heading} className="mt-10">
              <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
              {section.paragraphs?.map((p) => (
                <p key={p} className="mt-3 leading-relaxed text-slate-700">
                  {p}
                </p>
              ))}
              {section.items ? (
                <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-brand-600">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
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
