"use client";

/** The step before cancelling: what will be cancelled, and two plain answers. */
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { formatLongDate, formatSlot } from "@/lib/shared/clinic-time";
import type { ManageState } from "./use-manage-appointment";

export function CancelPanel({ state, onClose }: { state: ManageState; onClose: (cancelled: boolean) => void }) {
  const t = useTranslations("manage.cancel");
  const locale = useLocale();
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
        {t("question")}
      </h2>
      <p className="mt-2 text-slate-800">
        {t.rich("what", {
          date: formatLongDate(appointment.date, locale),
          time: formatSlot(appointment.time, locale),
          explain: t("explain"),
          when: (chunks) => <span className="font-semibold">{chunks}</span>,
        })}
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
          {busy ? t("busy") : t("yes")}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => onClose(false)} className="w-full sm:w-auto">
          {t("keep")}
        </Button>
      </div>
    </section>
  );
}
