import { LegalPage } from "@/components/public/legal-page";
import { clinic } from "@/lib/content/clinic";
import { termsOfService } from "@/lib/content/legal";
import { pageMetadata } from "@/lib/content/seo";

// "Last Updated" shows today's IST date: regenerate at most hourly (and the browser corrects it).
export const revalidate = 3600;

export const metadata = pageMetadata("/terms");

export default function TermsPage() {
  return <LegalPage doc={termsOfService(clinic())} />;
}
