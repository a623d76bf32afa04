"use client";

/**
 * The outbox for the Messages screen (FEATURES.md §4): a page of messages under the status
 * and kind filters (failures first, the server's order; 50 a page, with the total),
 * refreshed every 30 s as background calls; whether any channel is configured (the
 * statistics' `messages`); and Retry, which queues a failed message again.
 */
import { keepPreviousData, useMutationState, useQueryClient } from "@tanstack/react-query";
import type { DashboardOverview } from "@/lib/shared/api/dashboard";
import type { MessageRecord, MessagesPage } from "@/lib/shared/api/outbox";
import type { MessageKind, MessageStatus } from "@/lib/shared/validation/messages";
import { adminJson } from "../ui/api";
import { fetchOverview } from "../dashboard/queries";
import { invalidateAfter, useAdminMutation, useAdminQuery } from "../query/hooks";
import { adminKeys, REFRESH_MS } from "../query/keys";

export type MessageFilters = { status: MessageStatus | null; kind: MessageKind | null };

function listUrl({ status, kind }: MessageFilters, page: number) {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (kind) params.set("kind", kind);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/api/admin/messages?${query}` : "/api/admin/messages";
}

/** One page of the outbox under the filters; another page or filter keeps the rows in view until it arrives. */
export function useMessages(filters: MessageFilters, page: number) {
  return useAdminQuery({
    queryKey: adminKeys.messageList(filters, page),
    queryFn: async ({ background, signal }): Promise<MessagesPage> => {
      const body = await adminJson<MessagesPage>(
        listUrl(filters, page),
        { background, signal },
        "Failed to load messages",
      );
      return { messages: body.messages, total: body.total };
    },
    refetchInterval: REFRESH_MS.messages,
    placeholderData: keepPreviousData,
    meta: { errorLog: "Error fetching messages:" },
  });
}

/**
 * Whether e-mail or WhatsApp is configured, and how many messages failed: the dashboard's
 * statistics (one call, one cache entry), read again with the list. `known` once answered
 * (or failed to be: then the screen stops waiting for it).
 */
export function useMessagingState() {
  const query = useAdminQuery({
    queryKey: adminKeys.stats,
    queryFn: fetchOverview,
    refetchInterval: REFRESH_MS.messages,
    meta: { errorLog: "Error fetching the messages' state:" },
  });
  return { messages: query.data?.messages, known: query.data !== undefined || query.isError };
}

const RETRY_KEY = ["message-retry"] as const;

/** The ids of the messages with a Retry under way. */
export function useRetryingIds(): Set<number> {
  const ids = useMutationState({
    filters: { mutationKey: RETRY_KEY, status: "pending" },
    select: (m) => (m.state.variables as MessageRecord).id,
  });
  return new Set(ids);
}

/**
 * Retry: POST /api/admin/messages/{id}/retry queues a failed message again (the worker sends
 * it within seconds). Whatever the answer — queued, or refused because it is no longer
 * failed (409) or gone (404) — the lists and the failed count are read again; the caller
 * shows the server's words.
 */
export function useRetryMessage() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationKey: RETRY_KEY,
    mutationFn: (message: MessageRecord) =>
      adminJson<{ message: string }>(
        `/api/admin/messages/${message.id}/retry`,
        { method: "POST" },
        "Could not retry the message. Please try again.",
      ),
    onSettled: () => invalidateAfter(client, "messageRetried"),
    meta: { errorLog: "Error retrying a message:" },
  });
}

/**
 * Whether a channel is configured, as last read (after a Retry: read again with it, since its
 * onSettled waits for the statistics); undefined while unknown.
 */
export function useConfiguredNow(): () => boolean | undefined {
  const client = useQueryClient();
  return () => client.getQueryData<DashboardOverview>(adminKeys.stats)?.messages?.configured;
}
