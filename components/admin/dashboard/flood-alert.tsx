"use client";

/**
 * The dashboard's booking-flood alert (docs/decisions/017-booking-floods.md): how many web
 * bookings a flood holds, since when, from which networks — and its one action, "Cancel the
 * flood's bookings", which frees their slots and sends nothing to those numbers. Nothing shows
 * when there is no flood.
 */
import type { BookingFlood } from "@/lib/shared/api/dashboard";
import { useAdminNotice } from "../query/provider";
import { Banner, BANNER_ACTION } from "../ui/banner";
import { useConfirm } from "../ui/confirm-dialog";
import { useCancelFlood } from "./queries";

const timeFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});

export function FloodAlert({ flood }: { flood: BookingFlood }) {
  const cancel = useCancelFlood();
  const showNotice = useAdminNotice();
  const [ask, asking] = useConfirm();
  const { bookings, networks, budget } = flood;

  function cancelFlood() {
    const question = `Cancel the ${bookings} web booking${bookings === 1 ? "" : "s"} of this flood? Their slots become free again; no message goes to those numbers.`;
    ask({
      title: "Cancel the flood's bookings",
      question,
      confirmLabel: "Cancel bookings",
      onConfirm: () =>
        cancel.mutate(flood.since, {
          onSuccess: (result) => showNotice(result.message, "success"),
          onError: (error) => showNotice(error.message),
        }),
    });
  }

  return (
    <Banner
      role="alert"
      aria-labelledby="flood-heading"
      data-testid="flood-alert"
      tone="warning"
      icon="alert"
      top
      action={
        <button
          type="button"
          onClick={cancelFlood}
          disabled={cancel.isPending}
          className={`${BANNER_ACTION} bg-heart-600 text-white hover:bg-heart-700 disabled:opacity-60`}
        >
          Cancel the flood&apos;s bookings
        </button>
      }
    >
      <h2 id="flood-heading" className="font-semibold text-heart-700" data-flood-bookings={bookings}>
        Booking flood: {bookings} web booking{bookings === 1 ? "" : "s"} since{" "}
        {timeFormat.format(new Date(flood.since))}
      </h2>
      <p className="mt-1 text-slate-700">
        Online booking reached the clinic&apos;s limit ({budget.count} per {budget.minutes} minutes); later visitors
        were asked to call. From {networks.length} network{networks.length === 1 ? "" : "s"}:
      </p>
      <ul className="mt-1 list-disc pl-5 text-slate-700">
        {networks.map((n) => (
          <li key={n.network}>
            <span className="font-mono text-xs">{n.network}</span> — {n.bookings} booking
            {n.bookings === 1 ? "" : "s"}
          </li>
        ))}
      </ul>
      {asking}
    </Banner>
  );
}
