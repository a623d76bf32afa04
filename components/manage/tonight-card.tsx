/**
 * The manage page on the appointment's evening (FEATURES.md §5, the GET's `tonight`): where
 * the patient stands, in large calm words for someone reading in a waiting room — their
 * token, how many are ahead, who is with the doctor, a rough wait, and the doctor's
 * running-late notice. Not arrived yet: a word to check in at the desk. The page asks again
 * by itself (./use-manage-appointment.ts); a change is announced politely, the ticking
 * estimate is not.
 */
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import type { ManagedAppointment, ManageWords } from "./manage-words";
import { TONIGHT_REFRESH_MS } from "./use-manage-appointment";

type Tonight = NonNullable<ManagedAppointment["tonight"]>;

/** Where the patient stands, in the card's words. */
function positionWords(p: Tonight, t: ManageWords): string {
  if (p.status === "with-doctor") return t("tonight.turn");
  if (p.status === "booked") return t("tonight.checkIn");
  return p.ahead === 0 ? t("tonight.next") : t("tonight.ahead", { count: p.ahead });
}

/** What a screen reader hears when the place changes (not the estimate, which moves every minute). */
function changeSummary(p: Tonight, t: ManageWords): string {
  return [
    p.token !== null ? `${t("tonight.token", { token: p.token })}.` : null,
    `${positionWords(p, t)}.`,
    p.nowServing !== null && p.status !== "with-doctor"
      ? `${t.markup("tonight.nowServing", { token: p.nowServing, b: (chunks) => chunks })}.`
      : null,
    p.runningLate && p.status !== "with-doctor" ? t("tonight.runningLate", { minutes: p.runningLate.minutes }) : null,
  ]
    .filter(Boolean)
    .join(" ");
}

export function TonightCard({
  tonight: p,
  behind,
}: {
  tonight: Tonight;
  /** the last update did not come through: what the card shows may be behind */
  behind: boolean;
}) {
  const t = useTranslations("manage");
  const turn = p.status === "with-doctor";
  // "About 25 minutes", "About 1 minute"; none under a minute
  const estimate =
    p.status === "checked-in" && p.estimateMinutes !== null && p.estimateMinutes >= 1
      ? t("tonight.about", { minutes: p.estimateMinutes })
      : null;
  const seconds = TONIGHT_REFRESH_MS / 1000;
  return (
    <section
      aria-labelledby="tonight-heading"
      data-testid="tonight-position"
      className={`mb-6 rounded-2xl border-2 p-5 shadow-sm sm:p-7 ${
        turn ? "border-emerald-300 bg-emerald-50" : "border-brand-200 bg-white"
      }`}
    >
      <h2 id="tonight-heading" className="flex items-center gap-2.5 text-lg font-bold text-slate-900">
        <Icon name="clock" className="size-5 shrink-0 text-brand-700" />
        {t("tonight.heading")}
      </h2>

      {p.token !== null ? (
        <p className="mt-4 text-4xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-5xl">
          {t("tonight.token", { token: p.token })}
        </p>
      ) : null}
      <p
        className={`mt-3 font-semibold ${
          p.status === "booked" ? "text-xl text-slate-800 sm:text-2xl" : "text-2xl text-brand-800 sm:text-3xl"
        } ${turn ? "text-emerald-900" : ""}`}
      >
        {positionWords(p, t)}
      </p>

      {p.nowServing !== null && !turn ? (
        <p className="mt-3 text-lg text-slate-700">
          {t.rich("tonight.nowServing", {
            token: p.nowServing,
            b: (chunks) => <span className="font-semibold text-slate-900">{chunks}</span>,
          })}
        </p>
      ) : null}

      {estimate ? (
        <div className="mt-4 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
          <p className="text-xl font-semibold text-slate-900">{estimate}</p>
          <p className="mt-1 text-base text-slate-600">{t("tonight.estimate", { minutes: p.averageMinutes })}</p>
        </div>
      ) : null}

      {/* once it is their turn the doctor is not late for them: "go in" alone (issue 29) */}
      {p.runningLate && !turn ? (
        <p className="mt-4 flex items-start gap-2.5 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-lg font-semibold text-amber-950">
          <Icon name="alert" className="mt-1 size-5 shrink-0 text-amber-800" />
          {t("tonight.runningLate", { minutes: p.runningLate.minutes })}
        </p>
      ) : null}

      <p className="mt-4 text-sm text-slate-600">
        {behind ? t("tonight.behind", { seconds }) : t("tonight.updates", { seconds })}
      </p>
      {/* only a change is read out: the words below differ from what was there */}
      <p className="sr-only" aria-live="polite">
        {changeSummary(p, t)}
      </p>
    </section>
  );
}
