/**
 * A record's state as a rounded chip (a bill's Paid or Void, a queue row's Checked in): one
 * shape for every list; `tone` is the chip's colours, taken from the feature's own map.
 */
export function StatusChip({ tone, testId, children }: { tone: string; testId: string; children: React.ReactNode }) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex min-h-7 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone}`}
    >
      {children}
    </span>
  );
}
