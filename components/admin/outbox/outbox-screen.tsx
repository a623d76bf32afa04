"use client";

/**
 * The Messages screen (FEATURES.md §4): the outbox, failures first (the server's order), 50
 * a page with the total; filters for status and kind kept in the URL
 * (?status=failed&kind=reminder&page=2); each message's status, kind, channel, recipient,
 * patient, when (clinic time) and attempts, and for a failed one its last error and Retry.
 * A table from 1280 px, a card per message below.
 *
 * When neither e-mail nor WhatsApp is configured nothing is sent automatically: a calm panel
 * says so and points to Today's list, and an empty outbox shows no table at all.
 */
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import type { MessageRecord } from "@/lib/shared/api/outbox";
import { MESSAGE_KINDS, MESSAGES_PAGE_SIZE } from "@/lib/shared/validation/messages";
import { FilterSelect, type FilterOption } from "../ui/filter-select";
import { Banner, BANNER_ACTION } from "../ui/banner";
import { RefreshButton } from "../ui/list-toolbar";
import { CardTable, listPage, PagedList, usePaging } from "../ui/paged-list";
import {
  useConfiguredNow,
  useMessages,
  useMessagingState,
  useRetryingIds,
  useRetryMessage,
  type MessageFilters,
} from "./queries";
import { useAdminNotice } from "../query/provider";
import { useUrlState } from "../query/url-state";
import {
  KIND_LABELS,
  STATUS_FILTER_ORDER,
  STATUS_LABELS,
  isMessageKind,
  isMessageStatus,
  messagesCount,
} from "./outbox-format";
import { MESSAGE_COLUMNS, MessageRow } from "./outbox-row";

const QUEUED_BUT_OFF = "Queued again. It goes out once e-mail or WhatsApp is configured.";

export function MessagesScreen() {
  return (
    <div className="space-y-6">
      <MessagesList />
    </div>
  );
}

/** The URL's filters (an unknown value reads as none) and how to change them (back to page 1). */
function useMessageFilters() {
  const [params, setParams] = useUrlState();
  const status = params.get("status");
  const kind = params.get("kind");
  const filters: MessageFilters = {
    status: isMessageStatus(status) ? status : null,
    kind: isMessageKind(kind) ? kind : null,
  };
  const setFilter = (name: "status" | "kind", value: string) => setParams({ [name]: value, page: null });
  return { filters, setFilter };
}

const STATUS_OPTIONS: FilterOption[] = [
  ["", "All statuses"],
  ...STATUS_FILTER_ORDER.map((s) => [s, STATUS_LABELS[s]] as const),
];
const KIND_OPTIONS: FilterOption[] = [["", "All kinds"], ...MESSAGE_KINDS.map((k) => [k, KIND_LABELS[k]] as const)];
/** The list's two selects, alike but for what they filter (their labels line up on a phone). */
const FILTERS = [
  { name: "status", label: "Status", options: STATUS_OPTIONS },
  { name: "kind", label: "Kind", options: KIND_OPTIONS },
] as const;

function MessagesList() {
  const showNotice = useAdminNotice();
  const paging = usePaging(MESSAGES_PAGE_SIZE);
  const { page, headingRef } = paging;
  const { filters, setFilter } = useMessageFilters();
  const list = useMessages(filters, page);
  const state = useMessagingState();
  const retry = useRetryMessage();
  const configuredNow = useConfiguredNow();
  const retrying = useRetryingIds();

  const listed = listPage(list, list.data?.messages);
  const { rows, total } = listed;
  const filtered = filters.status !== null || filters.kind !== null;
  const notConfigured = state.messages?.configured === false;

  // after a Retry the button goes with the failure: keep the place on the row (or the list, once it left)
  const [retried, setRetried] = useState<{ id: number } | null>(null);
  const focused = useRef<{ id: number } | null>(null);
  const settled = retried !== null && rows !== null && rows.find((r) => r.id === retried.id)?.status !== "failed";
  useEffect(() => {
    if (!settled || !retried || focused.current === retried) return;
    focused.current = retried;
    const row = document.querySelector<HTMLElement>(`[data-message-id="${retried.id}"]`);
    (row ?? headingRef.current)?.focus({ preventScroll: !!row });
  }, [settled, retried, headingRef]);

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
        <PagedList
          paging={paging}
          title={listHeading(filters)}
          count={countLine(total, filters)}
          countTestId="message-count"
          toolbar={
            <RefreshButton loading={list.isFetching} loaded={rows !== null} onRefresh={() => void list.refresh()} />
          }
          filters={FILTERS.map(({ name, label, options }) => (
            <FilterSelect
              key={name}
              label={label}
              labelWidth="w-12 sm:w-auto"
              value={filters[name] ?? ""}
              options={options}
              onChange={(value) => setFilter(name, value)}
            />
          ))}
          what="messages"
          list={listed}
          empty={{
            icon: <Icon name="chat" className="size-4" />,
            message: emptyMessage(filters),
            hint: filtered
              ? "Choose “All statuses” and “All kinds” to see every message."
              : "Confirmations, reminders and notices show here once a booking or a change queues them.",
          }}
        >
          {(rows) => (
            <CardTable
              caption={
                <>
                  {listHeading(filters)}: {messagesCount(rows.length)}
                  {total > rows.length ? ` of ${total}` : ""}, failures first
                </>
              }
              columns={MESSAGE_COLUMNS}
              busy={list.isPlaceholderData}
            >
              {rows.map((row) => (
                <MessageRow key={row.id} row={row} retrying={retrying.has(row.id)} onRetry={() => retryMessage(row)} />
              ))}
            </CardTable>
          )}
        </PagedList>
      )}
    </>
  );
}

/** Nothing goes out by itself: what that means and what the desk does instead. */
function NotConfigured() {
  return (
    <Banner
      aria-labelledby="messages-off-heading"
      data-testid="messages-not-configured"
      tone="calm"
      icon="chat"
      action={
        <Link
          href="/admin/today-appointment"
          className={`${BANNER_ACTION} border border-slate-300 bg-white text-slate-800 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800`}
        >
          Today&apos;s list <Icon name="arrow-right" className="size-4" />
        </Link>
      }
    >
      <h2 id="messages-off-heading" className="font-semibold text-slate-900">
        Automatic messages are off
      </h2>
      <p className="mt-1 text-slate-700">
        No e-mail or WhatsApp is configured, so nothing is sent automatically. Use Send on WhatsApp in Today&apos;s
        list.
      </p>
    </Banner>
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
