"use client";

/**
 * Search, page and date live in the URL (/admin/patients-database?search=asha&page=2,
 * /admin/select-date?date=2026-11-25), so Back and a shared link show the same list.
 * Written with the History API, which Next's router follows (useSearchParams updates)
 * without asking the server for the page again. Defaults are left out of the URL.
 */
import { usePathname, useSearchParams } from "next/navigation";
import { useCallback } from "react";

export type UrlChanges = Record<string, string | number | null | undefined>;

export function useUrlState(): [URLSearchParams, (changes: UrlChanges, how?: { replace?: boolean }) => void] {
  const params = useSearchParams();
  const pathname = usePathname();
  const update = useCallback(
    (changes: UrlChanges, { replace = false }: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(window.location.search);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === "") next.delete(name);
        else next.set(name, String(value));
      }
      const query = next.toString();
      const url = query ? `${pathname}?${query}` : pathname;
      if (url === `${window.location.pathname}${window.location.search}`) return;
      window.history[replace ? "replaceState" : "pushState"](null, "", url);
    },
    [pathname],
  );
  return [new URLSearchParams(params.toString()), update];
}

/** A page number from the URL: a whole number from 1, else 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The page to put in the URL: none for the first. */
export const pageForUrl = (page: number) => (page > 1 ? page : null);
