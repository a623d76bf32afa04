"use client";

/**
 * What the admin lists' search boxes share: the typed text follows the URL's term (Back,
 * Forward, a link) unless it came from the box, the list follows the typing after a pause
 * (Enter at once), and × clears both. The Patients Database box and All Appointments' box
 * differ only in their look and their pause.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";

export function useSearchBox(search: string, onSearch: (term: string) => void, debounceMs: number) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(search);

  // the URL's term changed: the box shows it, unless it came from the box
  const [seen, setSeen] = useState(search);
  if (search !== seen) {
    setSeen(search);
    if (search !== text.trim()) setText(search);
  }

  useEffect(() => {
    const term = text.trim();
    if (term === search) return;
    const timer = window.setTimeout(() => onSearch(term), debounceMs);
    return () => window.clearTimeout(timer);
  }, [text, search, onSearch, debounceMs]);

  return {
    text,
    setText,
    inputRef,
    submit(e: FormEvent) {
      e.preventDefault();
      onSearch(text.trim());
    },
    clear() {
      setText("");
      onSearch("");
      inputRef.current?.focus();
    },
  };
}

/** The × inside a search box (shown while it holds text). */
export function ClearSearchButton({ onClear }: { onClear: () => void }) {
  return (
    <button
      type="button"
      aria-label="Clear search"
      onClick={onClear}
      className="absolute inset-y-0 right-1 my-auto inline-flex size-8 items-center justify-center rounded-md text-lg leading-none text-slate-500 hover:bg-slate-100 hover:text-slate-800"
    >
      <span aria-hidden>×</span>
    </button>
  );
}
