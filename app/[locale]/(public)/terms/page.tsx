import { LegalPage } from "@/components/public/legal-page";
import { clinic } from "@/lib/content/clinic";
import { termsOfService } from "@/lib/content/legal";
import { pageMetadataFor } from "@/lib/content/seo";
import { pageLocale } from "@/lib/i18n/page-locale";

// "Last Updated" shows today's IST date: the public layout regenerates the page every minute
// (and the browser corrects it).

export const generateMetadata = pageMetadataFor("/terms");

export default async function TermsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return <LegalPage doc={termsOfService(clinic())} locale={locale} />;
}
