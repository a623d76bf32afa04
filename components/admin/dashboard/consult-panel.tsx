"use client";

/**
 * The doctor's way into the consulting room from the dashboard (issue 40): the chart of the
 * patient called in tonight, or tonight's queue to call one; the visits left open on an
 * earlier day, flagged — not finished, so nothing of them is signed yet; and the follow-ups
 * overdue, by condition (FEATURES.md §14).
 */
import Link from "next/link";
import type { ConsultingRoom } from "@/lib/shared/api/dashboard";
import { formatLongDate } from "@/lib/shared/clinic-time";
import { buttonClasses } from "@/components/ui/button";
import { consultHref } from "../consult/consult-href";
import { Message } from "../ui/alert";
import { CARD } from "../ui/panel";

export function ConsultPanel({ room }: { room: ConsultingRoom }) {
  return (
    <section aria-labelledby="consult-room-heading" className={`${CARD} space-y-3 p-4 sm:p-5`}>
      <h2 id="consult-room-heading" className="text-base font-semibold text-slate-900">
        Consulting room
      </h2>
      {room.withDoctor ? (
        <Link
          href={consultHref(room.withDoctor.appointmentId, room.withDoctor.patientId)}
          className={buttonClasses("primary", "toolbar")}
        >
          Open {room.withDoctor.name}&apos;s chart
        </Link>
      ) : (
        <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          Nobody is with the doctor yet.
          <Link href="/admin/today-appointment" className={buttonClasses("neutral", "toolbar")}>
            Tonight&apos;s queue
          </Link>
        </p>
      )}
      {room.followUps.overdue > 0 && <OverdueFollowUps followUps={room.followUps} />}
      {room.openVisits.length > 0 && (
        <Message tone="warning">
          <span className="font-semibold">
            {room.openVisits.length === 1 ? "A visit was" : `${room.openVisits.length} visits were`} left open on an
            earlier day:
          </span>
          <ul className="mt-1 list-disc pl-5" data-testid="open-visits">
            {room.openVisits.map((v) => (
              <li key={v.visitId}>
                <Link
                  href={`/admin/consult?patient=${v.patientId}&visit=${v.visitId}`}
                  className="font-medium underline underline-offset-2"
                >
                  {v.name}
                </Link>{" "}
                — {formatLongDate(v.date)}
              </li>
            ))}
          </ul>
        </Message>
      )}
    </section>
  );
}

/** Follow-ups overdue (FEATURES.md §14): how many, by the conditions that matter, and the way to the list. */
function OverdueFollowUps({ followUps }: { followUps: ConsultingRoom["followUps"] }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700" data-testid="overdue-follow-ups">
      <span>
        <span className="font-semibold">
          {followUps.overdue === 1 ? "1 follow-up" : `${followUps.overdue} follow-ups`} overdue
        </span>
        {followUps.byCondition.length > 0 &&
          `: ${followUps.byCondition.map((c) => `${c.condition.toLowerCase()} ${c.overdue}`).join(", ")}`}
      </span>
      <Link href="/admin/follow-ups?status=overdue" className={buttonClasses("neutral", "toolbar")}>
        Follow-ups
      </Link>
    </p>
  );
}
