import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { ToggleFace } from "./toggle-face";

type Props = { whatsappHref: string; phoneHref: string; phone: string };

/**
 * Floating WhatsApp widget (SPEC §2): collapsed, a round button with the tooltip
 * "Need help? Chat with us!"; expanded, WhatsApp chat, Call Now and Close. Server-rendered;
 * opening, closing (Close, Escape, the button again) and focus are ./site-chrome-script.tsx's.
 */
export function FloatingContact({ whatsappHref, phoneHref, phone }: Props) {
  const t = useTranslations("shell.contact");
  return (
    <aside
      aria-label={t("region")}
      data-floating-contact
      className="fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3 transition-opacity sm:right-6 sm:bottom-6"
    >
      <div
        id="contact-widget-panel"
        role="group"
        aria-labelledby="contact-widget-title"
        data-open="false"
        className="hidden w-72 max-w-[calc(100vw-2rem)] origin-bottom-right animate-widget-in rounded-2xl border border-slate-200 bg-white p-5 shadow-xl data-[open=true]:block"
      >
        <p id="contact-widget-title" className="text-base font-semibold text-slate-900">
          {t("title")}
        </p>
        <p className="mt-1 text-sm text-slate-600">{t("lead")}</p>
        <div className="mt-4 flex flex-col gap-2">
          <a
            href={whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-chat-600 px-4 text-sm font-semibold text-white hover:bg-chat-700"
          >
            <Icon name="chat" className="size-5" />
            {t("whatsapp")}
          </a>
          <a
            href={phoneHref}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <Icon name="phone" className="size-5" />
            {t("call")}
            <span className="sr-only">{phone}</span>
          </a>
          <button
            type="button"
            data-close
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            <Icon name="x" className="size-4" />
            {t("close")}
          </button>
        </div>
      </div>

      <div className="group relative flex items-center">
        {/* describes the button while the panel is closed (the script drops the reference when open) */}
        <span
          id="contact-widget-tooltip"
          role="tooltip"
          className="pointer-events-none invisible absolute right-full mr-3 rounded-lg bg-slate-900 px-3 py-2 text-sm font-medium whitespace-nowrap text-white opacity-0 shadow-lg transition-opacity duration-200 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 group-has-aria-expanded:hidden"
        >
          {t("tooltip")}
        </span>
        <button
          type="button"
          data-toggle
          data-tooltip="contact-widget-tooltip"
          aria-expanded="false"
          aria-controls="contact-widget-panel"
          aria-describedby="contact-widget-tooltip"
          className="group/toggle inline-flex size-14 items-center justify-center rounded-full bg-chat-600 text-white shadow-lg transition-colors hover:bg-chat-700 aria-expanded:bg-slate-700 aria-expanded:hover:bg-slate-800"
        >
          <ToggleFace icon="chat" size="size-7" openLabel={t("openLabel")} closeLabel={t("closeLabel")} />
        </button>
      </div>
    </aside>
  );
}
