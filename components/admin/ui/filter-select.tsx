"use client";

import { useId } from "react";

/** `[value, label]`; the value "" (or the list's own "all") shows everything. */
export type FilterOption = readonly [value: string, label: string];

const controlClass =
  "block min-h-10 min-w-0 rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-8 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 max-sm:min-h-11 max-sm:flex-1 sm:text-sm";

/**
 * The one filter of the admin lists' toolbars: a labelled select ("Show", "Status", "Kind")
 * whose first option shows everything. Full width on a phone unless `className` says otherwise.
 * `labelWidth`: a fixed label width on phones, so stacked filters line up.
 */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  labelWidth = "",
  className = "max-sm:w-full",
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  labelWidth?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`flex min-w-0 items-center gap-2 ${className}`}>
      <label htmlFor={id} className={`shrink-0 text-sm font-medium text-slate-700 ${labelWidth}`}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={controlClass}>
        {options.map(([name, text]) => (
          <option key={name} value={name}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
