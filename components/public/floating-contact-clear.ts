"use client";

import { useEffect, type RefObject } from "react";

/**
 * Keeps the floating button off `target` (the booking form's submit button) on a phone: while
 * the target is in the bottom fifth of the screen, where the button floats, the button steps
 * aside (app/globals.css), as it does for a focused field.
 */
export function useFloatingContactClear(target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = target.current;
    if (!el) return;
    const root = document.documentElement;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) root.dataset.floatingContactAside = "true";
        else delete root.dataset.floatingContactAside;
      },
      { rootMargin: "-80% 0px 0px 0px" },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      delete root.dataset.floatingContactAside;
    };
  }, [target]);
}
