"use client";

/**
 * The Patients Database's search box (SPEC §2, §4, §9): an × clear button and a Search
 * button; the list also searches 1 s after typing stops. The search itself is the URL's
 * (?search=), so the box follows Back and Forward.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { SolidIcon } from "@/components/ui/solid-icon";

/** SPEC §9: the search re-queries 1 s after the text changes. */
export const SEARCH_DEBOUNCE_MS = 1000;

export function PatientSearch({ search, onSearch }: { search: string; onSearch: (term: string) => void }) {
  const searchId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(search);

  // the URL's search changed (Back, Forward, a link): the box shows it, unless it came from the box
  const [seen, setSeen] = useState(search);
  if (search !== seen) {
    setSeen(search);
    if (search !== text.trim()) setText(search);
  }

  // Typing: search 1 s after the text stops changing.
  useEffect(() => {
    const term = text.trim();
    if (term === search) return;
    const timer = window.setTimeout(() => onSearch(term), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, search, onSearch]);

  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
      className="flex gap-2"
    >
      <label htmlFor={searchId} className="sr-only">
        Search patients
      </label>
      <div className="relative min-w-0 flex-1">
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">
          <SolidIcon name="search" />
        </span>
        <input
          ref={inputRef}
          id={searchId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Name, ID, email or phone"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          className="block w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-10 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 sm:text-sm [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText("");
              onSearch("");
              inputRef.current?.focus();
            }}
            className="absolute inset-y-0 right-1 my-auto inline-flex size-8 items-center justify-center rounded-md text-lg leading-none text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <span aria-hidden>×</span>
          </button>
        )}
      </div>
      <Button type="submit" variant="primary" size="toolbar" className="shrink-0">
        <SolidIcon name="search" /> Search
      </Button>
    </form>
  );
}
