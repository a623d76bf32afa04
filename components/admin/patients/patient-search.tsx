"use client";

/**
 * The Patients Database's search box (SPEC §2, §4, §9): an × clear button and a Search
 * button; the list also searches 1 s after typing stops. The search itself is the URL's
 * (?search=), so the box follows Back and Forward.
 */
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { SolidIcon } from "@/components/ui/solid-icon";
import { ClearSearchButton, useSearchBox } from "../ui/search-box";

/** SPEC §9: the search re-queries 1 s after the text changes. */
export const SEARCH_DEBOUNCE_MS = 1000;

export function PatientSearch({ search, onSearch }: { search: string; onSearch: (term: string) => void }) {
  const searchId = useId();
  const { text, setText, inputRef, submit, clear } = useSearchBox(search, onSearch, SEARCH_DEBOUNCE_MS);

  return (
    <form role="search" onSubmit={submit} className="flex w-full gap-2">
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
        {text && <ClearSearchButton onClear={clear} />}
      </div>
      <Button type="submit" variant="primary" size="toolbar" className="shrink-0">
        <SolidIcon name="search" /> Search
      </Button>
    </form>
  );
}
