"use client";

/**
 * The toolbar and the pager of the admin lists (appointments, patients): Refresh (also on its
 * own for the Messages and Privacy screens), Download
 * CSV and File location; "Showing 51–100 of 1,234" with Previous and Next.
 */
import { Button } from "@/components/ui/button";
import { SolidIcon } from "@/components/ui/solid-icon";

const numberFormat = new Intl.NumberFormat("en-IN");

/** "1 appointment", "1,234 appointments". */
export const plural = (n: number, one: string, many: string) => `${numberFormat.format(n)} ${n === 1 ? one : many}`;

/**
 * Refresh for an admin list: waits while a load is under way, and spins once there is
 * something on screen to refresh.
 */
export function RefreshButton({
  loading,
  loaded,
  onRefresh,
  className,
}: {
  loading: boolean;
  loaded: boolean;
  onRefresh: () => void;
  className?: string;
}) {
  return (
    <Button
      variant="neutral"
      size="toolbar"
      className={className}
      onClick={onRefresh}
      disabled={loading}
      busy={loading && loaded}
    >
      <SolidIcon name="refresh" /> Refresh
    </Button>
  );
}

export function ListToolbar({
  before,
  refreshing,
  onRefresh,
  exporting,
  canExport,
  onExport,
  onFileLocation,
}: {
  /** buttons before Refresh (Add New Patient) */
  before?: React.ReactNode;
  /** a load is under way: Refresh waits (and spins once there is something to refresh) */
  refreshing: { loading: boolean; loaded: boolean };
  onRefresh: () => void;
  exporting: boolean;
  canExport: boolean;
  onExport: () => void;
  /** the owner's (FEATURES.md §9): where the server keeps the files; not offered to others */
  onFileLocation?: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {before}
      <RefreshButton {...refreshing} onRefresh={onRefresh} />
      <Button variant="neutral" size="toolbar" onClick={onExport} disabled={exporting || !canExport} busy={exporting}>
        <SolidIcon name="download" /> Download CSV
      </Button>
      {onFileLocation && (
        <button
          type="button"
          onClick={onFileLocation}
          className="rounded-lg px-2.5 py-2 text-sm font-medium text-slate-600 underline-offset-4 hover:text-brand-800 hover:underline"
        >
          File location
        </button>
      )}
    </div>
  );
}

/** Pages of `pageSize`; shown only when there is more than one. */
export function Pager({
  page,
  pageSize,
  total,
  loading,
  onPage,
  live,
}: {
  page: number;
  pageSize: number;
  total: number;
  loading: boolean;
  onPage: (page: number) => void;
  /** announce "Page n of m" when it changes */
  live?: boolean;
}) {
  if (total <= pageSize) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600 sm:px-6"
    >
      <p>
        Showing {numberFormat.format(first)}–{numberFormat.format(last)} of {numberFormat.format(total)}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="neutral"
          size="toolbar"
          onClick={() => onPage(Math.max(1, page - 1))}
          disabled={page <= 1 || loading}
        >
          ← Previous
        </Button>
        <span className="px-1 tabular-nums" aria-live={live ? "polite" : undefined}>
          Page {numberFormat.format(page)} of {numberFormat.format(pages)}
        </span>
        <Button
          variant="neutral"
          size="toolbar"
          onClick={() => onPage(Math.min(pages, page + 1))}
          disabled={page >= pages || loading}
        >
          Next →
        </Button>
      </div>
    </nav>
  );
}

/** The last page of `total` rows (at least 1). */
export const lastPage = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
