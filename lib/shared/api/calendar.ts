/**
 * What the clinic calendar's calls answer (/api/admin/calendar, /api/admin/closures). Types
 * only (docs/decisions/023-wire-types.md); a closure itself is lib/shared/calendar.ts's
 * ClosureRecord, which the public pages share.
 */
import type { ClosureRecord } from "../calendar";
import type { AppointmentListRecord } from "./appointments";

/** One evening on the desk's month: its appointments holding a slot, the times closures block, and their ids. */
export type MonthDay = {
  date: string;
  sunday: boolean;
  /** appointments holding a slot (pending, done, no-show) */
  booked: number;
  /** times closures block (of SLOT_TIMES.length) */
  closedSlots: number;
  closureIds: number[];
};

/** GET /api/admin/calendar?month=YYYY-MM: every day of the month, and the closures touching it. */
export type CalendarMonth = { month: string; slotsPerEvening: number; days: MonthDay[]; closures: ClosureRecord[] };

/** GET /api/admin/closures: the closures not yet ended, earliest first. */
export type ClosuresAnswer = { closures: ClosureRecord[] };

/** POST /api/admin/closures: the closure and the pending appointments inside it. */
export type ClosureAdded = {
  message: string;
  closure: ClosureRecord;
  affected: AppointmentListRecord[];
  /** messages queued for the affected patients (notify) */
  notified: number;
};

export type ClosureRemovedAnswer = { message: string; closure: ClosureRecord };
