"use client";

/**
 * The dashboard's booking alert (docs/decisions/017-booking-floods.md, 038): the web bookings that
 * filled the clinic's online budget, by name, and whether they look like a flood (online booking
 * stays closed until the desk acts) or a busy hour of real patients (it reopens by itself). The
 * desk's two answers: cancel them as a flood's — their slots free, nothing sent to those
 * numbers — or keep them as real and reopen now. Nothing shows when there is neither.
 */
import type { BookingFlood, FloodSignal } from "@/lib/shared/api/dashboard";
import { formatPhone } from "@/lib/shared/phone";
import { useAdminNotice } from "../query/provider";
import { Banner, BANNER_ACTION } from "../ui/banner";
import { useConfirm } from "../ui/confirm-dialog";
import { useAnswerFlood } from "./queries";

const ist = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", ...options });
const clock = ist({ hour: "numeric", minute: "2-digit", second: "2-digit" });
const dayAndTime = ist({ day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });
const evening = ist({ weekday: "short", day: "numeric", month: "short" });

/** What each sign means, in the desk's words. */
const SIGNS: Record<FloodSignal, string> = {
  numbers: "phone numbers that are invented, foreign or not mobiles",
  burst: "several networks within a minute",
  evenings: "packed into a few evenings",
  names: "names that are not names",
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function FloodAlert({ flood }: { flood: BookingFlood }) {
  const answer = useAnswerFlood();
  const showNotice = useAdminNotice();
  const [ask, asking] = useConfirm();
  const { bookings, budget, kind } = flood;
  const isFlood = kind === "flood";
  const waiting = bookings.filter((b) => b.status === "" && !b.checkedIn).length;

  function act(action: "cancel" | "reopen") {
    ask({
      title: action === "cancel" ? "Cancel the flood's bookings" : "Reopen online booking",
      question:
        action === "cancel"
          ? `Cancel ${plural(waiting, "web booking")} listed here? Their slots become free again; no message goes to those numbers. Online booking opens again.`
          : `Keep the ${plural(bookings.length, "booking")} listed here as real patients' and open online booking again now?`,
      confirmLabel: action === "cancel" ? "Cancel bookings" : "Reopen booking",
      onConfirm: () =>
        answer.mutate(
          { since: flood.since, action },
          {
            onSuccess: (result) => showNotice(result.message, "success"),
            onError: (error) => showNotice(error.message),
          },
        ),
    });
  }

  const cancelButton = (
    <button
      type="button"
      onClick={() => act("cancel")}
      disabled={answer.isPending || waiting === 0}
      className={`${BANNER_ACTION} bg-heart-600 text-white hover:bg-heart-700 disabled:opacity-60`}
    >
      Cancel the flood&apos;s bookings
    </button>
  );
  const reopenButton = (
    <button
      type="button"
      onClick={() => act("reopen")}
      disabled={answer.isPending}
      className={`${BANNER_ACTION} ${isFlood ? "bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50" : "bg-brand-600 text-white hover:bg-brand-700"} disabled:opacity-60`}
    >
      {isFlood ? "They are real patients: reopen" : "Reopen online booking now"}
    </button>
  );

  return (
    <Banner
      role="alert"
      aria-labelledby="flood-heading"
      data-testid="flood-alert"
      tone={isFlood ? "warning" : "calm"}
      icon="alert"
      top
      action={
        <div className="flex shrink-0 flex-col gap-2 sm:w-60">
          {isFlood && cancelButton}
          {reopenButton}
        </div>
      }
    >
      <h2
        id="flood-heading"
        className={`font-semibold ${isFlood ? "text-heart-700" : "text-slate-900"}`}
        data-flood-kind={kind}
        data-flood-bookings={bookings.length}
      >
        {isFlood
          ? `Booking flood: online booking is closed`
          : `Busy hour: online booking is paused until ${clock.format(new Date(flood.reopensAt!))}`}
      </h2>
      <p className="mt-1 text-slate-700">
        {plural(bookings.length, "web booking")} between {dayAndTime.format(new Date(flood.since))} and{" "}
        {clock.format(new Date(flood.until))} filled the clinic&apos;s limit ({budget.count} per {budget.minutes}{" "}
        minutes); later visitors were asked to call.{" "}
        {isFlood
          ? `They look like a flood: ${flood.signals.map((s) => SIGNS[s]).join("; ")}. Online booking stays closed until you cancel them or say they are real.`
          : "They look like real patients: names, mobile numbers, different evenings."}
      </p>
      <ul
        className="mt-2 divide-y divide-slate-200 rounded-lg bg-white/70 ring-1 ring-slate-200"
        aria-label="The bookings"
      >
        {bookings.map((b) => (
          <li key={b.appointmentId} className="flex flex-wrap gap-x-3 px-3 py-1.5 text-slate-700">
            <span className="font-medium text-slate-900">{b.name}</span>
            <span className="font-mono text-xs leading-5">{formatPhone(b.phone)}</span>
            <span>
              for {evening.format(new Date(`${b.date}T12:00:00+05:30`))}, {b.time}
            </span>
            <span className="text-slate-500">
              booked {clock.format(new Date(b.bookedAt))}
              {b.checkedIn ? " · here tonight" : b.status === "Cancelled" ? " · cancelled" : ""}
            </span>
          </li>
        ))}
      </ul>
      {asking}
    </Banner>
  );
}
