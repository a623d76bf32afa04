import { notFound } from "next/navigation";
import { Suspense } from "react";
import { NotFoundView } from "../../not-found";
import { NotFoundBoundary } from "./not-found-boundary";
import { pageLocale } from "@/lib/i18n/page-locale";

/**
 * The site's 404 page in each language, for every address no route answers (next.config.ts's
 * fallback rewrite: /nope → /en/page-not-found, /ta/nope → /ta/page-not-found).
 *
 * A page that throws notFound() is answered by Next with an empty error shell — no `<html
 * lang>`, no content until its JavaScript runs — so this one is prerendered instead, in the
 * site's chrome (and its announcement), and made a 404 by a notFound() inside a Suspense
 * boundary: a prerender keeps everything around such a boundary and takes the 404 status (the
 * .meta next build writes says 404). The boundary's fallback is the same view; in the browser
 * the notFound() comes back from the page's data and NotFoundBoundary shows the view again, so
 * nothing changes on the screen.
 */
export { generateMetadata } from "../../not-found";
export const dynamic = "force-static";

function Missing(): never {
  notFound();
}

export default async function PageNotFound({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const view = <NotFoundView locale={locale} />;
  return (
    <Suspense fallback={view}>
      <NotFoundBoundary fallback={view}>
        <Missing />
      </NotFoundBoundary>
    </Suspense>
  );
}
