"use client";

/** What a list shows instead of rows: loading, could not load (with Try again), empty. */

export function Spinner({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-3 px-6 py-12 text-sm text-slate-500" role="status">
      <span className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600" aria-hidden />
      {label}
    </div>
  );
}

/** A list that could not be loaded, with a way to try again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="px-6 py-14 text-center">
      <p className="text-sm text-slate-700">The {what} could not be loaded.</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 rounded-lg bg-brand-700 px-3.5 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        Try again
      </button>
    </div>
  );
}

/** An empty list: an icon, the message, and an optional hint below it. */
/** A list before its first answer: a spinner while it loads, a retry when it failed; nothing once loaded. */
/** How a list is tried again: its query (its error and refresh), or those two given apart. */
type Retry = { failed: boolean; onRetry: () => void } | { query: { isError: boolean; refresh: () => unknown } };

export function ListPending({ what, loaded, ...retry }: { what: string; loaded: boolean } & Retry) {
  if (loaded) return null;
  const failed = "query" in retry ? retry.query.isError : retry.failed;
  const onRetry = "query" in retry ? () => void retry.query.refresh() : retry.onRetry;
  return failed ? <LoadFailed what={what} onRetry={onRetry} /> : <Spinner label={`Loading ${what}…`} />;
}

export function EmptyState({ icon, message, hint }: { icon: React.ReactNode; message: string; hint?: string }) {
  return (
    <div className="px-6 py-14 text-center">
      <span
        className="mx-auto mb-3 flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700"
        aria-hidden
      >
        {icon}
      </span>
      <p className="text-base text-slate-700">{message}</p>
      {hint && <p className="mt-1 text-sm text-slate-500">{hint}</p>}
    </div>
  );
}
