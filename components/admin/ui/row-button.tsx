import type { ComponentProps } from "react";

export const ROW_TONES = {
  neutral: "border-slate-300 text-slate-700 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800",
  /** a step back that keeps the record (Cancel): red words, a quiet border */
  undo: "border-slate-300 text-heart-700 hover:border-heart-600 hover:bg-heart-50",
  /** it goes for good (Delete, Remove) */
  danger: "border-heart-100 text-heart-700 hover:border-heart-600 hover:bg-heart-50",
  /** looks unavailable, still takes the click that says why (aria-disabled) */
  off: "cursor-not-allowed border-slate-200 text-slate-400",
};

/** A row button's shape (a link acting on a row wears it too). */
export const ROW_BUTTON_CLASS =
  "inline-flex min-h-9 items-center gap-1.5 rounded-lg border bg-white px-2.5 py-1.5 text-xs font-medium";

/** A small outlined button acting on one row of a list (Reschedule, Delete, Show, Remove). */
export function RowButton({
  tone,
  className = "",
  ...rest
}: { tone: keyof typeof ROW_TONES } & Omit<ComponentProps<"button">, "type">) {
  return <button type="button" className={`${ROW_BUTTON_CLASS} ${ROW_TONES[tone]} ${className}`} {...rest} />;
}
