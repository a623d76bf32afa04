"use client";

/** The step before cancelling: what will be cancelled, and two plain answers. */
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { formatLongDate, formatSlot } from "@/lib/shared/clinic-time";
import { MANAGE_MESSAGES } from "@/lib/shared/validation/manage";
import type { ManageState } from "./use-manage-appointment";

// "Cancel this appointment?" as the heading, the rest of the sentence beneath it
const [QUESTION, ...REST] = MANAGE_MESSAGES.cancelConfirm.split(/(?<=\?)\s+/);

export function CancelPanel({ state, onClose }: { state: ManageState; onClose: (cancelled: boolean) => void }) {
  const { appointment } = state;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  async function confirm() {
    if (await state.cancel()) onClose(true);
  }

  const busy = state.busy === "cancel";
  return (
    <section aria-labelledby="cancel-heading">
      <h2 id="cancel-heading" ref={headingRef} tabIndex={-1} className="text-lg font-bold text-heart-700 outline-none">
        {QUESTION}
      </h2>
      <p className="mt-2 text-slate-800">
        <span className="font-semibold">
          {formatLongDate(appointment.date)} at {formatSlot(appointment.time)}
        </span>
        . {REST.join(" ")}
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button
          variant="danger"
          size="lg"
          busy={busy}
          aria-disabled={busy || undefined}
          onClick={confirm}
          className="w-full sm:w-auto"
        >
          {busy ? "Cancelling…" : "Yes, cancel"}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => onClose(false)} className="w-full sm:w-auto">
          Keep my appointment
        </Button>
      </div>
    </section>
  );
}
