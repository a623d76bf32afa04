import { LegalPage } from "@/components/public/legal-page";
import { clinic } from "@/lib/content/clinic";
import { termsOfService } from "@/lib/content/legal";
import { pageMetadata } from "@/lib/content/seo";

// "Last Updated" shows today's IST date: the public layout regenerates the page every minute
// (and the browser corrects it).

export const metadata = pageMetadata("/terms");

export default function TermsPage() {
  return <LegalPage doc={termsOfService(clinic())} />;
}
