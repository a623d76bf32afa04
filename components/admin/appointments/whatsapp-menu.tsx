"use client";

/**
 * Send on WhatsApp (FEATURES.md §4): for clinics without the WhatsApp API, each pending
 * appointment's click-to-chat links — the confirmation, a reminder, and inside a closure
 * "we are closed that day" — which the server answers with wa.me and the message written out.
 */
import { Icon } from "@/components/ui/icon";
import type { ChatKind } from "@/lib/shared/validation/messages";
import { usePopoverMenu } from "../ui/popover-menu";

/** The desk's click-to-chat messages (lib/shared/validation/messages.ts CHAT_KINDS), in its words. */
const CHAT_LABELS: Record<ChatKind, string> = {
  confirmation: "Send confirmation",
  reminder: "Send reminder",
  closure: "We are closed that day",
};

/** The server's click-to-chat link: a 303 to wa.me with the message and the manage link. */
export const chatHref = (appointmentId: number, kind: ChatKind) =>
  `/api/admin/messages/chat?appointmentId=${appointmentId}&kind=${kind}`;

/**
 * A small "WhatsApp" button opening the click-to-chat links, a popover menu as the status
 * menu is (./popover-menu.ts). Each link opens WhatsApp in a new tab with the message ready.
 */
export function WhatsAppMenu({ id, name, closed }: { id: number; name: string; closed: boolean }) {
  const menu = usePopoverMenu({ items: "[role=menuitem]", align: "left", size: { width: 256, height: 150 } });
  const kinds: ChatKind[] = closed ? ["closure", "confirmation", "reminder"] : ["confirmation", "reminder"];

  return (
    <>
      <button
        {...menu.buttonProps}
        type="button"
        aria-label={`Send ${name} a WhatsApp message`}
        className="mt-1 inline-flex w-fit items-center gap-1 rounded-md bg-emerald-50 px-2 py-1 text-xs font-medium text-chat-700 ring-1 ring-emerald-200 transition-colors hover:bg-emerald-100"
      >
        <Icon name="chat" className="size-3.5" /> WhatsApp
        <Icon name="chevron-up" className="size-3.5 rotate-180" />
      </button>
      <div
        {...menu.menuProps}
        aria-label={`WhatsApp messages for ${name}`}
        className="fixed inset-auto m-0 w-64 rounded-xl bg-white p-1.5 text-left shadow-lg ring-1 ring-slate-200"
      >
        <p className="px-2.5 pb-1 pt-1.5 text-xs text-slate-500" aria-hidden>
          Opens WhatsApp with the message ready
        </p>
        {kinds.map((kind) => (
          <a
            key={kind}
            role="menuitem"
            href={chatHref(id, kind)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={menu.done}
            className={`flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm font-medium outline-none hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600/30 ${
              kind === "closure" ? "text-heart-700" : "text-slate-900"
            }`}
          >
            <Icon
              name={kind === "closure" ? "alert" : kind === "reminder" ? "clock" : "check"}
              className="size-4 shrink-0"
            />
            {CHAT_LABELS[kind]}
            <span className="sr-only"> (opens in a new tab)</span>
            <Icon name="external" className="ml-auto size-3.5 shrink-0 text-slate-400" />
          </a>
        ))}
      </div>
    </>
  );
}
