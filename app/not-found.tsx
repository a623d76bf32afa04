import type { Metadata } from "next";
import Link from "next/link";
import { PublicShell } from "@/components/public/public-shell";
import { LinkButton } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { PUBLIC_PAGES } from "@/lib/content/navigation";

export const metadata: Metadata = {
  title: "Page not found",
  description: "The page you were looking for does not exist.",
  robots: { index: false },
};

/** A helpful 404: the site chrome, a plain explanation and links to every public page. */
export default function NotFound() {
  return (
    <PublicShell>
      <Container className="py-16 sm:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-heart-600 uppercase">Error 404</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Page not found</h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-600">
            Sorry, we could not find that page. It may have moved, or the address may be mistyped. These links will take
            you where you need to go.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton href="/" size="lg">
              Go to the home page
            </LinkButton>
            <LinkButton href="/contact#book" variant="secondary" size="lg">
              <Icon name="calendar" />
              Book Appointment
            </LinkButton>
          </div>
        </div>
        <nav aria-labelledby="nf-pages" className="mx-auto mt-14 max-w-3xl">
          <h2 id="nf-pages" className="text-center text-lg font-semibold text-slate-900">
            Pages on this site
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {PUBLIC_PAGES.map((p) => (
              <li key={p.path}>
                <Link
                  href={p.path}
                  className="flex items-center justify-between gap-2 rounded-xl border border-slate-200 px-4 py-3 font-medium text-brand-800 hover:border-brand-300 hover:bg-brand-50"
                >
                  {p.label}
                  <Icon name="arrow-right" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </PublicShell>
  );
}
