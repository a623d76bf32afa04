"use client";

/**
 * What the admin lists' search boxes share: the typed text follows the URL's term (Back,
 * Forward, a link) unless it came from the box, the list follows the typing after a pause
 * (Enter at once), and × clears both; and the box itself. The Patients Database box and All
 * Appointments' box differ only in what surrounds the box (a Search button or none) and their pause.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { SolidIcon } from "@/components/ui/solid-icon";

function useSearchBox(search: string, onSearch: (term: string) => void, debounceMs: number) {
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

/**
 * A search form: its label for screen readers, the box (magnifier, input with the browser's
 * own × hidden for ours, × while it holds text) and, if given, a Search button after it, in
 * which case the box sits in a flexible wrapper of its own.
 */
export function SearchForm({
  search,
  onSearch,
  debounceMs,
  label,
  placeholder,
  maxLength,
  className,
  button,
}: {
  search: string;
  onSearch: (term: string) => void;
  debounceMs: number;
  label: string;
  placeholder: string;
  maxLength: number;
  className: string;
  button?: ReactNode;
}) {
  const id = useId();
  const { text, setText, inputRef, submit, clear } = useSearchBox(search, onSearch, debounceMs);
  const box = (
    <>
      <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">
        <SolidIcon name="search" />
      </span>
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        className="block w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-10 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 sm:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      {text && <ClearSearchButton onClear={clear} />}
    </>
  );
  return (
    <form role="search" onSubmit={submit} className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {button ? <div className="relative min-w-0 flex-1">{box}</div> : box}
      {button}
    </form>
  );
}

/** The × inside a search box (shown while it holds text). */
function ClearSearchButton({ onClear }: { onClear: () => void }) {
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
