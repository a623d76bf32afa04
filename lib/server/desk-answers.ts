/**
 * Desk scope (docs/security.md "Desk mode"): what the desk's calls may answer when desk mode
 * alone keeps the session, past the idle limit — tonight only, and only what the Tonight
 * screen shows: name, token, time, age/sex, phone, service, status, and the ids its own
 * actions send. Each schema lists the fields kept; z.object drops every other (e-mail,
 * address, occupation, the patient's own words, the patient id, the booking's timestamps).
 * The route wrapper (lib/server/api.ts, `desk`) applies them; within the idle limit the
 * same calls answer whole.
 */
import "server-only";
import { z } from "zod";
import { todayIst } from "../shared/clinic-time";
import { now } from "../shared/clock";

/** An object of these fields, each kept as it is when present. */
const fields = (...names: string[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, z.optional(z.unknown())])));

const answered = ["success", "message"];

/** A patient of tonight's queue as the Tonight panel (and its printed list) shows them. */
const queueEntry = fields(
  "appointmentId",
  "token",
  "name",
  "time",
  "status",
  "checkedInAt",
  "calledAt",
  "walkIn",
  "age",
  "sex",
  "phone",
  "serviceRequired",
);

/** An appointment as today's table below the panel shows it on desk scope: the same facts. */
const appointment = fields(
  "id",
  "name",
  "phone",
  "age",
  "sex",
  "service_required",
  "preferred_date",
  "preferred_time",
  "status",
  "closed_reason",
  "walk_in",
);

export const DESK_ANSWERS = {
  queue: fields(...answered, "date", "current", "averageMinutes", "runningLate").extend({
    queue: z.array(queueEntry),
  }),
  todaysList: fields(...answered, "total", "page", "pageSize").extend({ appointments: z.array(appointment) }),
  checkIn: fields(...answered, "token"),
  walkIn: fields(...answered, "token").extend({ appointment }),
  noShow: fields(...answered).extend({ appointment }),
  next: fields(...answered, "current", "changed"),
  undoCheckIn: fields(...answered, "token"),
  /** the walk-in dialog's lookup (issue 29): who a typed phone or name already is, nothing more */
  matches: fields(...answered).extend({
    matches: z.array(fields("patient_id", "name", "phone", "age", "sex", "matched", "last_visit")),
  }),
  backToWaiting: fields(...answered, "token"),
  session: fields(...answered, "username", "expiresAt", "deskUntil", "admin", "twoFactorSetupRequired"),
  recentBookings: fields(...answered, "until").extend({ bookings: z.array(fields("id", "date", "time")) }),
  /** tonight's waiting list under the Tonight panel (FEATURES.md §14): who waits and their offer, no e-mail */
  waitlist: fields(...answered, "date", "freeTimes").extend({
    entries: z.array(fields("id", "name", "phone", "date", "status", "joinedAt", "offer")),
  }),
};

/** Whether a query's `date` is the clinic's today (an absent date means today). */
export function isTodayQuery(req: Request, { absentIsToday }: { absentIsToday: boolean }): boolean {
  const date = new URL(req.url).searchParams.get("date");
  return date === null ? absentIsToday : date === todayIst(now());
}
