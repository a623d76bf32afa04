"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { splitLocalePath } from "@/lib/i18n/locales";

/**
 * The one piece of the public chrome that follows client-side navigation: which page is open.
 * The header sits in the layout, which a move between pages does not render again, so only
 * the browser knows the page — these few lines, and nothing else of the header, run in React.
 */

/** The open page's path without its language prefix ("/about" on /ta/about and on /about). */
export function useCurrentPath(): string {
  return splitLocalePath(usePathname() ?? "/").path;
}

const isCurrent = (current: string, path: string) =>
  path === "/" ? current === "/" : current === path || current.startsWith(`${path}/`);

export type PageLink = { path: string; href: string; label: string };

/** A list of links with `aria-current="page"` on the open page's (header and menu navigation). */
export function PageLinks({
  links,
  listClass,
  linkClass,
  currentClass,
  otherClass,
}: {
  links: readonly PageLink[];
  listClass: string;
  linkClass: string;
  currentClass: string;
  otherClass: string;
}) {
  const current = useCurrentPath();
  return (
    <ul className={listClass}>
      {links.map((link) => {
        const here = isCurrent(current, link.path);
        return (
          <li key={link.path}>
            <Link
              href={link.href}
              aria-current={here ? "page" : undefined}
              className={`${linkClass} ${here ? currentClass : otherClass}`}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
