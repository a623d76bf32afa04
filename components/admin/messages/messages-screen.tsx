"use client";

/**
 * The Messages screen (FEATURES.md §4): the outbox, failures first (the server's order), 50
 * a page with the total; filters for status and kind kept in the URL
 * (?status=failed&kind=reminder&page=2); each message's status, kind, channel, recipient,
 * patient, when (clinic time) and attempts, and for a failed one its last error and Retry.
 * A table from 1024 px, a card per message below.
 *
 * When neither e-mail nor WhatsApp is configured nothing is sent automatically: a calm panel
 * says so and points to Today's list, and an empty outbox shows no table at all.
 */
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { MESSAGE_KINDS, MESSAGES_PAGE_SIZE } from "@/lib/shared/validation/messages";
import { AdminShell, BackToDashboard } from "../admin-shell";
import { EmptyState, ListPending } from "../list-states";
import { lastPage, Pager, RefreshButton } from "../list-toolbar";
import {
  useConfiguredNow,
  useMessages,
  useMessagingState,
  useRetryingIds,
  useRetryMessage,
  type MessageFilters,
  type MessageRecord,
} from "../queries/messages";
import { useAdminNotice } from "../queries/provider";
import { pageForUrl, pageParam, useUrlState } from "../queries/url-state";
import {
  KIND_LABELS,
  STATUS_FILTER_ORDER,
  STATUS_LABELS,
  isMessageKind,
  isMessageStatus,
  messagesCount,
} from "./message-format";
import { MESSAGE_COLUMNS, MessageRow } from "./message-row";

const QUEUED_BUT_OFF = "Queued again. It goes out once e-mail or WhatsApp is configured.";

export function MessagesScreen() {
  return (
    <AdminShell title="Messages" actions={<BackToDashboard />}>
      <div className="space-y-6">
        <MessagesList />
      </div>
    </AdminShell>
  );
}

/** The URL's filters and page (an unknown value reads as none) and how to change them. */
function useMessageFilters() {
  const [params, setParams] = useUrlState();
  const status = params.get("status");
  const kind = params.get("kind");
  const filters: MessageFilters = {
    status: isMessageStatus(status) ? status : null,
    kind: isMessageKind(kind) ? kind : null,
  };
  return { filters, page: pageParam(params.get("page")), setParams };
}

function MessagesList() {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const showNotice = useAdminNotice();
  const { filters, page, setParams } = useMessageFilters();
  const list = useMessages(filters, page);
  const state = useMessagingState();
  const retry = useRetryMessage();
  const configuredNow = useConfiguredNow();
  const retrying = useRetryingIds();

  const rows = list.data?.messages ?? null;
  const total = list.data?.total ?? 0;
  const filtered = filters.status !== null || filters.kind !== null;
  const notConfigured = state.messages?.configured === false;

  // a page past the end (fewer messages meanwhile): go to the last page
  const pastTheEnd = rows?.length === 0 && total > 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) setParams({ page: pageForUrl(lastPage(total, MESSAGES_PAGE_SIZE)) }, { replace: true });
  }, [pastTheEnd, total, setParams]);

  function turnPage(to: number) {
    setParams({ page: pageForUrl(to) });
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: "start" });
  }

  // after a Retry the button goes with the failure: keep the place on the row (or the list, once it left)
  const [retried, setRetried] = useState<{ id: number } | null>(null);
  const focused = useRef<{ id: number } | null>(null);
  const settled = retried !== null && rows !== null && rows.find((r) => r.id === retried.id)?.status !== "failed";
  useEffect(() => {
    if (!settled || !retried || focused.current === retried) return;
    focused.current = retried;
    const row = document.querySelector<HTMLElement>(`[data-message-id="${retried.id}"]`);
    (row ?? headingRef.current)?.focus({ preventScroll: !!row });
  }, [settled, retried]);

  function retryMessage(message: MessageRecord) {
    retry.mutate(message, {
      onSuccess: (body) => {
        // with no channel there is no worker: it waits in the queue, and the desk should know
        showNotice(configuredNow() === false ? QUEUED_BUT_OFF : body.message, "success");
        setRetried({ id: message.id });
      },
      onError: (error) => showNotice(error.message),
    });
  }

  // nothing was ever queued, and nothing can be: the explanation alone, no empty table
  // (nor a moment of one while it is not yet known whether anything can be)
  const emptyOutbox = rows !== null && rows.length === 0 && !filtered && page === 1;
  const onlyExplain = emptyOutbox && (notConfigured || !state.known);

  return (
    <>
      {notConfigured && <NotConfigured />}
      {!onlyExplain && (
        <section
          aria-labelledby={headingId}
          className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          <div className="space-y-4 border-b border-slate-200 px-4 py-4 sm:px-6">
            <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
              <div className="mr-auto min-w-0">
                <h2
                  id={headingId}
                  ref={headingRef}
                  tabIndex={-1}
                  className="text-lg font-semibold text-slate-900 focus:outline-none"
                >
                  {listHeading(filters)}
                </h2>
                <p className="mt-0.5 text-sm text-slate-600" data-testid="message-count" aria-live="polite">
                  {rows === null ? "Loading…" : countLine(total, filters)}
                </p>
              </div>
              <RefreshButton loading={list.isFetching} loaded={rows !== null} onRefresh={() => void list.refresh()} />
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
              <FilterSelect
                label="Status"
                value={filters.status ?? ""}
                all="All statuses"
                options={STATUS_FILTER_ORDER.map((s) => [s, STATUS_LABELS[s]])}
                onChange={(value) => setParams({ status: value, page: null })}
              />
              <FilterSelect
                label="Kind"
                value={filters.kind ?? ""}
                all="All kinds"
                options={MESSAGE_KINDS.map((k) => [k, KIND_LABELS[k]])}
                onChange={(value) => setParams({ kind: value, page: null })}
              />
            </div>
          </div>

          <ListPending
            what="messages"
            loaded={rows !== null}
            failed={list.isError}
            onRetry={() => void list.refresh()}
          />

          {rows !== null && rows.length === 0 && (
            <EmptyState
              icon={<Icon name="chat" className="size-4" />}
              message={emptyMessage(filters)}
              hint={
                filtered
                  ? "Choose “All statuses” and “All kinds” to see every message."
                  : "Confirmations, reminders and notices show here once a booking or a change queues them."
              }
            />
          )}

          {rows !== null && rows.length > 0 && (
            <div className="p-3 sm:p-4 lg:p-0">
              <table
                className="block w-full text-left text-sm lg:table"
                aria-busy={list.isPlaceholderData || undefined}
              >
                <caption className="sr-only">
                  {listHeading(filters)}: {messagesCount(rows.length)}
                  {total > rows.length ? ` of ${total}` : ""}, failures first
                </caption>
                <thead className="hidden bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500 lg:table-header-group">
                  <tr>
                    {MESSAGE_COLUMNS.map((label) => (
                      <th key={label} scope="col" className="px-3 py-3 first:pl-6 last:pr-6">
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="block space-y-3 lg:table-row-group lg:space-y-0 lg:divide-y lg:divide-slate-100">
                  {rows.map((row) => (
                    <MessageRow
                      key={row.id}
                      row={row}
                      retrying={retrying.has(row.id)}
                      onRetry={() => retryMessage(row)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )}

          {rows !== null && (
            <Pager
              page={page}
              pageSize={MESSAGES_PAGE_SIZE}
              total={total}
              loading={list.isFetching}
              onPage={turnPage}
              live
            />
          )}
        </section>
      )}
    </>
  );
}

/** Nothing goes out by itself: what that means and what the desk does instead. */
function NotConfigured() {
  return (
    <section
      aria-labelledby="messages-off-heading"
      data-testid="messages-not-configured"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon name="chat" className="size-5" />
        </span>
        <div className="text-sm">
          <h2 id="messages-off-heading" className="font-semibold text-slate-900">
            Automatic messages are off
          </h2>
          <p className="mt-1 text-slate-700">
            No e-mail or WhatsApp is configured, so nothing is sent automatically. Use Send on WhatsApp in Today&apos;s
            list.
          </p>
        </div>
      </div>
      <Link
        href="/admin/today-appointment"
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-medium text-slate-800 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
      >
        Today&apos;s list <Icon name="arrow-right" className="size-4" />
      </Link>
    </section>
  );
}

const controlClass =
  "block min-w-0 rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-8 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 sm:text-sm";

function FilterSelect({
  label,
  value,
  all,
  options,
  onChange,
}: {
  label: string;
  value: string;
  all: string;
  options: (readonly [string, string])[];
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2 max-sm:w-full">
      <label htmlFor={id} className="w-12 shrink-0 text-sm font-medium text-slate-700 sm:w-auto">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value || null)}
        className={`${controlClass} max-sm:flex-1`}
      >
        <option value="">{all}</option>
        {options.map(([name, text]) => (
          <option key={name} value={name}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "All messages", "Failed messages", "Reminders", "Failed reminders". */
function listHeading({ status, kind }: MessageFilters): string {
  const what = kind ? `${KIND_LABELS[kind].toLowerCase()} messages` : "messages";
  if (!status) return kind ? capitalise(what) : "All messages";
  return `${STATUS_LABELS[status]} ${what}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "12 messages in total", "1 failed message", "3 queued reminder messages". */
function countLine(total: number, { status, kind }: MessageFilters): string {
  if (!status && !kind) return `${messagesCount(total)} in total`;
  const words = [status && STATUS_LABELS[status], kind && KIND_LABELS[kind]].filter(Boolean).join(" ");
  return messagesCount(total, words.toLowerCase());
}

function emptyMessage(filters: MessageFilters): string {
  if (!filters.status && !filters.kind) return "No messages yet.";
  return `No ${listHeading(filters).toLowerCase()}.`;
}
