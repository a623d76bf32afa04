"use client";

import { useEffect, type RefObject } from "react";

/** The targets now in the bottom fifth of the screen: the button stays aside while any is. */
const covered = new Set<Element>();

function sync() {
  const root = document.documentElement;
  if (covered.size > 0) root.dataset.floatingContactAside = "true";
  else delete root.dataset.floatingContactAside;
}

/**
 * Keeps the floating button off `target` on a phone (the booking form's submit button, the
 * booking summary's buttons): while the target is in the bottom fifth of the screen, where the
 * button floats, the button steps aside (app/design.css), as it does for a focused field.
 */
export function useFloatingContactClear(target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = target.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) covered.add(el);
        else covered.delete(el);
        sync();
      },
      { rootMargin: "-80% 0px 0px 0px" },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      covered.delete(el);
      sync();
    };
  }, [target]);
}
