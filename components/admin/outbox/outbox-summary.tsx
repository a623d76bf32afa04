"use client";

/**
 * The dashboard's word on messages (FEATURES.md §4): how many failed — in warning colours,
 * with the way to the failed ones on the Messages screen — or, calmly, that none did, or
 * that automatic messages are off (no e-mail or WhatsApp configured).
 */
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import type { MessagesOverview } from "@/lib/shared/api/dashboard";
import { Banner, BANNER_ACTION } from "../ui/banner";
import { messagesCount } from "./outbox-format";

export function MessagesSummary({ messages }: { messages: MessagesOverview }) {
  if (messages.failed > 0) {
    return (
      <Banner
        as="div"
        data-testid="messages-summary"
        tone="warning"
        icon="alert"
        action={
          <Link
            href="/admin/messages?status=failed"
            className={`${BANNER_ACTION} border border-heart-100 bg-white text-heart-700 hover:border-heart-600 hover:bg-heart-50`}
          >
            Failed messages <Icon name="arrow-right" className="size-4" />
          </Link>
        }
      >
        <p className="font-semibold text-heart-700" data-failed-messages={messages.failed}>
          {messagesCount(messages.failed, "failed")}
        </p>
        <p className="mt-1 text-slate-700">
          {messages.failed === 1 ? "It was" : "They were"} tried several times and did not go out. See why and retry on
          the Messages screen.
        </p>
      </Banner>
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
