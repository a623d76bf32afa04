/**
 * The manage page on the appointment's evening (FEATURES.md §5, the GET's `tonight`): where
 * the patient stands, in large calm words for someone reading in a waiting room — their
 * token, how many are ahead, who is with the doctor, a rough wait, and the doctor's
 * running-late notice. Not arrived yet: a word to check in at the desk. The page asks again
 * by itself (./use-manage-appointment.ts); a change is announced politely, the ticking
 * estimate is not.
 */
import { Icon } from "@/components/ui/icon";
import type { ManagedAppointment } from "./manage-words";
import { TONIGHT_REFRESH_MS } from "./use-manage-appointment";

type Tonight = NonNullable<ManagedAppointment["tonight"]>;

/** "About 25 minutes", "About 1 minute"; none under a minute. */
function aboutMinutes(minutes: number): string | null {
  if (minutes < 1) return null;
  return `About ${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/** Where the patient stands, in the card's words. */
export function positionWords(t: Tonight): string {
  if (t.status === "with-doctor") return "It's your turn — please go in";
  if (t.status === "booked") return "Please check in at the desk when you arrive";
  return t.ahead === 0 ? "You are next" : `${t.ahead} ahead of you`;
}

const runningLateWords = (minutes: number) => `The doctor is running about ${minutes} minutes late tonight.`;

/** What a screen reader hears when the place changes (not the estimate, which moves every minute). */
function changeSummary(t: Tonight): string {
  return [
    t.token !== null ? `Your token: ${t.token}.` : null,
    `${positionWords(t)}.`,
    t.nowServing !== null && t.status !== "with-doctor" ? `Now with the doctor: token ${t.nowServing}.` : null,
    t.runningLate ? runningLateWords(t.runningLate.minutes) : null,
  ]
    .filter(Boolean)
    .join(" ");
}

export function TonightCard({
  tonight: t,
  behind,
}: {
  tonight: Tonight;
  /** the last update did not come through: what the card shows may be behind */
  behind: boolean;
}) {
  const turn = t.status === "with-doctor";
  const estimate = t.status === "checked-in" && t.estimateMinutes !== null ? aboutMinutes(t.estimateMinutes) : null;
  return (
    <section
      aria-labelledby="tonight-heading"
      data-testid="tonight-position"
      className={`mb-6 rounded-2xl border-2 p-5 shadow-sm sm:p-7 ${
        turn ? "border-emerald-300 bg-emerald-50" : "border-brand-200 bg-white"
      }`}
    >
      <h2 id="tonight-heading" className="flex items-center gap-2.5 text-lg font-bold text-slate-900">
        <Icon name="clock" className="size-5 text-brand-700" />
        Tonight at the clinic
      </h2>

      {t.token !== null ? (
        <p className="mt-4 text-4xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-5xl">
          Your token: {t.token}
        </p>
      ) : null}
      <p
        className={`mt-3 font-semibold ${
          t.status === "booked" ? "text-xl text-slate-800 sm:text-2xl" : "text-2xl text-brand-800 sm:text-3xl"
        } ${turn ? "text-emerald-900" : ""}`}
      >
        {positionWords(t)}
      </p>

      {t.nowServing !== null && !turn ? (
        <p className="mt-3 text-lg text-slate-700">
          Now with the doctor: <span className="font-semibold text-slate-900">token {t.nowServing}</span>
        </p>
      ) : null}

      {estimate ? (
        <div className="mt-4 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
          <p className="text-xl font-semibold text-slate-900">{estimate}</p>
          <p className="mt-1 text-base text-slate-600">
            An estimate from tonight&apos;s average consultation of {t.averageMinutes}{" "}
            {t.averageMinutes === 1 ? "minute" : "minutes"}; it may change.
          </p>
        </div>
      ) : null}

      {t.runningLate ? (
        <p className="mt-4 flex items-start gap-2.5 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-lg font-semibold text-amber-950">
          <Icon name="alert" className="mt-1 size-5 shrink-0 text-amber-800" />
          {runningLateWords(t.runningLate.minutes)}
        </p>
      ) : null}

      <p className="mt-4 text-sm text-slate-600">
        {behind
          ? `Could not update just now; trying again in ${TONIGHT_REFRESH_MS / 1000} seconds. The desk can always tell you.`
          : `This card updates by itself every ${TONIGHT_REFRESH_MS / 1000} seconds.`}
      </p>
      {/* only a change is read out: the words below differ from what was there */}
      <p className="sr-only" aria-live="polite">
        {changeSummary(t)}
      </p>
    </section>
  );
}
