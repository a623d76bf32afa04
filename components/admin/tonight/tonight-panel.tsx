"use client";

/** Tonight's queue (FEATURES.md §5) above Today's table. (Being built.) */
export function TonightPanel() {
  return null;
}
