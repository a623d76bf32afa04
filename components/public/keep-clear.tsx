"use client";

import { useRef } from "react";
import { useFloatingContactClear } from "./floating-contact-clear";

/**
 * A block the floating WhatsApp button must never cover on a phone (issue 29: the emergency
 * number and the hours): while it is in the bottom fifth of the screen the button steps aside.
 */
export function KeepClear({ className, children }: { className?: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFloatingContactClear(ref);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
