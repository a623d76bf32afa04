"use client";

/**
 * The admin area's one paged list (appointments, patients, the outbox, rights requests): a
 * white panel headed by the list's name and count, its toolbar and filters, then what the
 * list holds — a spinner or a retry before the first answer, the empty state, the rows — and
 * the pager. The page lives in the URL (?page=2); turning it goes back to the list's top,
 * and a page left past the end (rows deleted meanwhile) gives way to the last one.
 *
 *   const paging = usePaging(PAGE_SIZE);
 *   const list = useThings(paging.page);
 *   const listed = listPage(list, list.data?.things);
 *   <PagedList paging={paging} title="Things" list={listed} …>
 *     {(rows) => <table>…</table>}
 *   </PagedList>
 */
import { useCallback, useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { EmptyState, ListPending } from "./list-states";
import { lastPage, Pager } from "./list-toolbar";
import { pageForUrl, pageParam, useUrlState } from "../query/url-state";
import { CARD, FocusHeading } from "./panel";

/**
 * The URL's page and how to turn it. `paged: false` for a list read whole (always page 1,
 * no pager); `headingRef` when the screen holds the list's heading itself.
 */
export function usePaging(
  pageSize: number,
  { paged = true, headingRef }: { paged?: boolean; headingRef?: RefObject<HTMLHeadingElement | null> } = {},
) {
  const [params, setParams] = useUrlState();
  const ownHeading = useRef<HTMLHeadingElement>(null);
  const heading = headingRef ?? ownHeading;
  const page = paged ? pageParam(params.get("page")) : 1;

  const goTo = useCallback(
    (to: number, replace = false) => setParams({ page: pageForUrl(to) }, { replace }),
    [setParams],
  );
  /** Another page: back to the list's top, where reading starts (focus too, for keyboards). */
  const turnPage = useCallback(
    (to: number) => {
      goTo(to);
      heading.current?.focus({ preventScroll: true });
      heading.current?.scrollIntoView({ block: "start" }); // its id gives it the sticky header's scroll margin
    },
    [goTo, heading],
  );
  /** The rows of this page, counted from 1: "51 to 100 of 1,234". */
  const range = (total: number) => ({
    first: (page - 1) * pageSize + 1,
    last: Math.min(total, page * pageSize),
  });
  return { page, pageSize, paged, headingRef: heading, goTo, turnPage, range };
}

export type Paging = ReturnType<typeof usePaging>;

/** What the list's query gives the panel. */
type ListQuery = { isFetching: boolean; isError: boolean; refresh: () => unknown };

/** A list's page as the panel shows it: the rows (null until the first answer), the total, the query. */
type ListPage<T> = { rows: T[] | null; total: number; query: ListQuery };

/** The page a list query answered: `rows` is where its answer holds them (`list.data?.things`). */
export function listPage<T>(query: ListQuery & { data?: { total: number } }, rows: T[] | undefined): ListPage<T> {
  return { rows: rows ?? null, total: query.data?.total ?? 0, query };
}

export function PagedList<T>({
  paging,
  title,
  count,
  countTestId,
  toolbar,
  filters,
  compact = false,
  what,
  list: { rows, total, query },
  empty,
  testId,
  className = "",
  children,
}: {
  paging: Paging;
  title: ReactNode;
  /** the line under the heading ("12 messages in total"); "Loading…" until the first answer */
  count: string;
  countTestId?: string;
  /** beside the heading: Refresh, Download CSV… */
  toolbar?: ReactNode;
  /** the row below: search, filter selects */
  filters?: ReactNode;
  /** a panel beside others (smaller heading, the panels' padding) rather than the screen's list */
  compact?: boolean;
  /** "appointments": "Loading appointments…", "The appointments could not be loaded." */
  what: string;
  list: ListPage<T>;
  empty: { icon: ReactNode; message: string; hint?: string };
  testId?: string;
  className?: string;
  /** the rows, once there are some */
  children: (rows: T[]) => ReactNode;
}) {
  const headingId = useId();
  const { page, pageSize, paged, goTo, headingRef } = paging;

  // a page past the end (rows deleted meanwhile): go to the last page
  const pastTheEnd = paged && rows?.length === 0 && total > 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) goTo(lastPage(total, pageSize), true);
  }, [pastTheEnd, total, pageSize, goTo]);

  const refresh = () => void query.refresh();
  return (
    <section aria-labelledby={headingId} data-testid={testId} className={`${CARD} overflow-hidden ${className}`}>
      <div className={`space-y-4 border-b border-slate-200 px-4 py-4 ${compact ? "sm:px-5" : "sm:px-6"}`}>
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <div className="mr-auto min-w-0">
            <FocusHeading
              id={headingId}
              ref={headingRef}
              className={`${compact ? "text-base" : "text-lg"} font-semibold text-slate-900`}
            >
              {title}
            </FocusHeading>
            <p className="mt-0.5 text-sm text-slate-600" data-testid={countTestId} aria-live="polite">
              {rows === null ? "Loading…" : count}
            </p>
          </div>
          {toolbar}
        </div>
        {filters && <div className="flex flex-wrap items-center gap-x-4 gap-y-3">{filters}</div>}
      </div>

      <ListPending what={what} loaded={rows !== null} failed={query.isError} onRetry={refresh} />
      {rows !== null && rows.length === 0 && <EmptyState {...empty} />}
      {rows !== null && rows.length > 0 && children(rows)}
      {paged && rows !== null && (
        <Pager page={page} pageSize={pageSize} total={total} loading={query.isFetching} onPage={paging.turnPage} live />
      )}
    </section>
  );
}

/**
 * A list that is a table from `xl` up and a stack of cards below it (appointments, the
 * outbox): its caption for screen readers, the column heads, the rows. `busy` while the rows
 * in view are the previous page's or filter's, until the new ones arrive.
 */
export function CardTable({
  caption,
  columns,
  busy,
  children,
}: {
  caption: ReactNode;
  columns: readonly string[];
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <div className="p-3 sm:p-4 xl:overflow-x-auto xl:p-0">
      <table className="block w-full text-left text-sm xl:table" aria-busy={busy || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500 xl:table-header-group">
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className="px-3 py-3 first:pl-6 last:pr-6">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        {/* cards with a gap below `xl`, divided rows from it */}
        <tbody className="block space-y-3 xl:table-row-group xl:space-y-0 xl:divide-y xl:divide-slate-100">
          {children}
        </tbody>
      </table>
    </div>
  );
}
