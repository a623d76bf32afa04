"use client";

/**
 * The head of a list in the Patient Profile (Medical Notes, Patient Reports): how many there
 * are, the button that opens the list's form (gone while it is open), and the last save's
 * message, which goes by itself (useFlash). Closing the form hands focus back to the button.
 */
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { SolidIcon } from "@/components/ui/solid-icon";
import { Message } from "../ui/alert";

/** A success message shown for `ms`; showing another starts the time again. */
export function useFlash(ms: number): [flash: string | null, show: (text: string) => void] {
  const [flash, setFlash] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(null), ms);
    return () => window.clearTimeout(timer);
  }, [flash, ms]);
  return [flash?.text ?? null, (text) => setFlash({ text })];
}

export function ProfileListHead({
  count,
  one,
  many,
  addLabel,
  open,
  onOpen,
  addRef,
  flash,
  expands = false,
}: {
  count: number;
  /** "note", "notes": "No notes yet.", "1 note", "3 notes" */
  one: string;
  many: string;
  addLabel: string;
  open: boolean;
  onOpen: () => void;
  addRef: React.RefObject<HTMLButtonElement | null>;
  flash: string | null;
  /** the form opens in place, under the button (aria-expanded) */
  expands?: boolean;
}) {
  // closing the form hands focus back to the button that opened it
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open && wasOpen.current) addRef.current?.focus();
    wasOpen.current = open;
  }, [open, addRef]);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {count === 0 ? `No ${many} yet.` : `${count} ${count === 1 ? one : many}`}
        </p>
        {!open && (
          <Button
            variant="neutral"
            size="toolbar"
            ref={addRef}
            onClick={onOpen}
            aria-expanded={expands ? false : undefined}
          >
            <SolidIcon name="plus" /> {addLabel}
          </Button>
        )}
      </div>

      <div aria-live="polite" className="empty:hidden mt-3">
        {flash && <Message tone="success">{flash}</Message>}
      </div>
    </>
  );
}
