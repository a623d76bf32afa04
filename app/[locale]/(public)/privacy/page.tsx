import { LegalPage } from "@/components/public/legal-page";
import { clinic, privacyNoticeFacts } from "@/lib/content/clinic";
import { privacyPolicy } from "@/lib/content/legal";
import { pageMetadataFor } from "@/lib/content/seo";
import { pageLocale } from "@/lib/i18n/page-locale";

// "Last Updated" shows today's IST date: the public layout regenerates the page every minute
// (and the browser corrects it). The retention and the grievance contact are configuration,
// read on the server like the clinic's identity.

export const generateMetadata = pageMetadataFor("/privacy");

export default async function PrivacyPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return <LegalPage doc={privacyPolicy(clinic(), privacyNoticeFacts())} locale={locale} />;
}
