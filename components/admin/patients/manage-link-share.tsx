"use client";

/**
 * After the desk books for a patient: the appointment's manage link, to pass on, with a Copy
 * button and a WhatsApp click-to-chat message to the patient's phone. The message holds the
 * date, time and link only — never the service or any other medical detail (a chat app and
 * a shared phone see it).
 */
import { useEffect, useId, useRef, useState } from "react";
import { Button, LinkButton } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { formatLongDate, formatSlot } from "@/lib/shared/clinic-time";
import { greetingName } from "@/lib/shared/names";
import { whatsappNumber } from "@/lib/shared/phone";

/** How long "Copied" shows on the button. */
const COPIED_MS = 2500;

/** The message the patient gets: a greeting (by the name every message uses, names.ts), when, and the link. */
export function manageLinkMessage(name: string, date: string, time: string, url: string): string {
  const greeted = greetingName(name);
  return (
    `${greeted ? `Hello ${greeted}` : "Hello"}, your appointment is booked for ${formatLongDate(date)} at ${formatSlot(time)}. ` +
    `To see, reschedule or cancel it, open: ${url}`
  );
}

export function ManageLinkShare({
  url,
  name,
  phone,
  date,
  time,
}: {
  url: string;
  name: string;
  phone: string;
  date: string;
  time: string;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  // a number WhatsApp cannot take as written is passed on as its digits: the app says so
  const number = whatsappNumber(phone) ?? phone.replace(/\D/g, "");
  const chat = `https://wa.me/${number}?text=${encodeURIComponent(manageLinkMessage(name, date, time, url))}`;

  useEffect(() => {
    if (copied !== "yes") return;
    const timer = window.setTimeout(() => setCopied(null), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  function copy() {
    const select = () => inputRef.current?.select();
    if (!navigator.clipboard) {
      select();
      return setCopied("failed");
    }
    navigator.clipboard.writeText(url).then(
      () => setCopied("yes"),
      () => {
        select();
        setCopied("failed");
      },
    );
  }

  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
          The patient&apos;s link to see, reschedule or cancel
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            ref={inputRef}
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className={`${inputClass()} min-w-0 flex-1 font-mono text-xs sm:text-xs`}
          />
          <Button variant="neutral" size="toolbar" onClick={copy} className="shrink-0">
            {copied === "yes" ? "Copied" : "Copy link"}
          </Button>
        </div>
        <p aria-live="polite" className="mt-1.5 text-xs text-slate-500 empty:hidden">
          {copied === "yes"
            ? "The link is copied."
            : copied === "failed"
              ? "Could not copy: the link is selected, press Ctrl+C (or long-press and Copy)."
              : ""}
        </p>
      </div>
      <LinkButton href={chat} variant="chat" size="toolbar" className="w-full justify-center sm:w-auto">
        Send on WhatsApp to {phone}
      </LinkButton>
    </div>
  );
}
