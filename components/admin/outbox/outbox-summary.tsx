"use client";

/**
 * The dashboard's word on messages (FEATURES.md §4): how many failed — in warning colours,
 * with the way to the failed ones on the Messages screen — or, calmly, that none did, or
 * that automatic messages are off (no e-mail or WhatsApp configured).
 */
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import type { MessagesOverview } from "../dashboard/queries";
import { messagesCount } from "./outbox-format";

const linkClass =
  "inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg border bg-white px-4 py-2.5 text-sm font-medium shadow-sm transition-colors";

export function MessagesSummary({ messages }: { messages: MessagesOverview }) {
  if (messages.failed > 0) {
    return (
      <div
        data-testid="messages-summary"
        className="flex flex-col gap-3 rounded-2xl bg-heart-50 p-4 shadow-sm ring-1 ring-heart-100 sm:flex-row sm:items-center sm:justify-between sm:p-5"
      >
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-heart-600">
            <Icon name="alert" className="size-5" />
          </span>
          <div className="text-sm">
            <p className="font-semibold text-heart-700" data-failed-messages={messages.failed}>
              {messagesCount(messages.failed, "failed")}
            </p>
            <p className="mt-1 text-slate-700">
              {messages.failed === 1 ? "It was" : "They were"} tried several times and did not go out. See why and retry
              on the Messages screen.
            </p>
          </div>
        </div>
        <Link
          href="/admin/messages?status=failed"
          className={`${linkClass} border-heart-100 text-heart-700 hover:border-heart-600 hover:bg-heart-50`}
        >
          Failed messages <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    );
  }
  return (
    <p data-testid="messages-summary" className="flex items-center gap-2 text-sm text-slate-600">
      <Icon
        name={messages.configured ? "check" : "chat"}
        className={`size-4 shrink-0 ${messages.configured ? "text-emerald-600" : "text-slate-500"}`}
      />
      <span>
        {messages.configured ? "No messages failed." : "Automatic messages are off."}{" "}
        <Link href="/admin/messages" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Messages
        </Link>
      </span>
    </p>
  );
}
