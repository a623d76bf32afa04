"use client";

/**
 * An evening's waiting list on Tonight and the calendar's day (FEATURES.md §14): who waits, in
 * the order they joined — name, phone, where they stand, their offer (open until when, claimed,
 * run out) — and "Offer the place" by hand: a free time to one person, out of turn. Nothing
 * shows for an evening nobody waits for.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { timeIst } from "@/lib/shared/clinic-time";
import type { WaitlistEntryRecord } from "@/lib/shared/api/waitlist";
import { shortDate, slotLabel } from "../appointments/appointment-format";
import { useAdminNotice } from "../query/provider";
import { CARD } from "../ui/panel";
import { useOfferPlace, useWaitlist } from "./queries";

const STATUS: Record<WaitlistEntryRecord["status"], string> = { waiting: "Waiting", booked: "Booked", ended: "Left" };

/** Where an entry's latest offer stands, in words. */
function offerState(e: WaitlistEntryRecord): string {
  const o = e.offer;
  if (!o) return "No offer yet";
  const at = slotLabel(o.time);
  if (o.status === "open") return `Offered ${at}, until ${slotLabel(timeIst(new Date(o.expiresAt)))}`;
  if (o.status === "claimed") return `Claimed ${at}`;
  if (o.status === "expired") return `Offer of ${at} ran out`;
  return `Offer of ${at} withdrawn`;
}

export function WaitlistPanel({ date, className = "mt-6" }: { date: string; className?: string }) {
  const list = useWaitlist(date);
  const offer = useOfferPlace();
  const showNotice = useAdminNotice();
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const entries = list.data?.entries ?? [];
  if (!entries.length) return null;
  const free = list.data?.freeTimes ?? [];
  const waiting = entries.filter((e) => e.status === "waiting").length;
  const headingId = `waitlist-${date}`;

  function offerTo(e: WaitlistEntryRecord) {
    const time = chosen[e.id] ?? free[0];
    if (!time) return;
    offer.mutate(
      { id: e.id, time },
      {
        onSuccess: (body) => showNotice(`${body.message} ${e.name}: ${slotLabel(time)}.`, "success"),
        onError: (error) => showNotice(error.message),
      },
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      data-testid="waitlist-panel"
      className={`${CARD} ${className} overflow-hidden`}
    >
      <h2 id={headingId} className="px-4 pt-4 text-base font-semibold text-slate-900 sm:px-5">
        Waiting list <span className="font-normal text-slate-600">· {shortDate(date)}</span>
      </h2>
      <p className="px-4 text-sm text-slate-600 sm:px-5">
        {waiting} waiting · free now: {free.length ? free.map(slotLabel).join(", ") : "none"}
      </p>
      <ol
        className="mt-3 divide-y divide-slate-100 border-t border-slate-200"
        aria-label={`Waiting list, ${entries.length}`}
      >
        {entries.map((e) => {
          const canOffer = e.status === "waiting" && e.offer?.status !== "open" && free.length > 0;
          return (
            <li key={e.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-5">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{e.name}</p>
                <p className="text-sm text-slate-600">
                  <a href={`tel:${e.phone.replace(/[^\d+]/g, "")}`} className="underline">
                    {e.phone}
                  </a>{" "}
                  · {STATUS[e.status]} · {offerState(e)}
                </p>
              </div>
              {canOffer && (
                <div className="flex items-center gap-2">
                  <label className="sr-only" htmlFor={`waitlist-time-${e.id}`}>
                    Time to offer {e.name}
                  </label>
                  <select
                    id={`waitlist-time-${e.id}`}
                    value={chosen[e.id] ?? free[0]}
                    onChange={(ev) => setChosen((c) => ({ ...c, [e.id]: ev.target.value }))}
                    className="min-h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
                  >
                    {free.map((t) => (
                      <option key={t} value={t}>
                        {slotLabel(t)}
                      </option>
                    ))}
                  </select>
                  <Button
                    variant="secondary"
                    size="toolbar"
                    onClick={() => offerTo(e)}
                    aria-disabled={offer.isPending || undefined}
                  >
                    Offer the place
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
