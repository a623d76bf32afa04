import { jsonLdString } from "@/lib/content/seo";

/** Renders structured data as a JSON-LD script (data, not executed). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}
