"use client";

/** Print the evening's list (FEATURES.md §5): a button, and the print-only A4 sheet. (Being built.) */
export function PrintList(_props: { date: string | null }) {
  return null;
}
