/**
 * What the evening queue's calls answer (/api/admin/queue/*), and where a patient stands
 * tonight as their manage page shows it. Types only (docs/decisions/023-wire-types.md).
 */
import type { QueueStatus } from "../validation/queue";
import type { AppointmentRecord } from "./appointments";
import type { BillStatus } from "./billing";
import type { PossibleDuplicate } from "./patients";

/** A patient of an evening's list as the queue call answers it (FEATURES.md §5, with what the desk's rows and the printed list show). */
export type QueueEntry = {
  appointmentId: number;
  token: number | null;
  name: string;
  /** the booked time, or a walk-in's arrival time ("HH:MM") */
  time: string;
  status: QueueStatus;
  checkedInAt: string | null;
  calledAt: string | null;
  walkIn: boolean;
  age: number | null;
  sex: string | null;
  phone: string;
  serviceRequired: string;
  patientId: number;
  /** the appointment's bill (FEATURES.md §12), not void, in the evening's list; null: not billed */
  bill?: { id: number; number: string; status: BillStatus; due: number } | null;
  /** another record of the same phone and name (issue 40): flagged for the doctor to merge */
  possibleDuplicate?: PossibleDuplicate | null;
};

/** The evening's "doctor running late" notice. */
export type RunningLate = { minutes: number; since: string };

/** GET /api/admin/queue: an evening's list in order, who is with the doctor, the average consultation, running late. */
export type EveningQueue = {
  date: string;
  queue: QueueEntry[];
  current: { appointmentId: number; token: number | null; name: string } | null;
  averageMinutes: number;
  runningLate: RunningLate | null;
};

/** POST /api/admin/queue/check-in. */
export type CheckInAnswer = { message: string; token: number };

/** POST /api/admin/queue/walk-in. */
export type WalkInAnswer = { message: string; token: number; appointment: AppointmentRecord };

/** POST /api/admin/queue/next: who is in now, and whether this press changed it. */
export type CallNextAnswer = {
  message: string;
  /** who is in now; `patientId` opens their chart (FEATURES.md §10) */
  current: { token: number; name: string; appointmentId: number; patientId: number } | null;
  changed: boolean;
};

/** POST /api/admin/queue/no-show. */
/** POST /api/admin/queue/undo-check-in: the token released. */
export type UndoCheckInAnswer = { message: string; token: number };

/** POST /api/admin/queue/back-to-waiting: the token they keep. */
export type BackToWaitingAnswer = { message: string; token: number | null };

export type NoShowAnswer = { message: string; appointment: AppointmentRecord };

/** Where a patient stands tonight, for their manage page; null unless it is their evening and they are still to be seen. */
export type QueuePosition = {
  status: "booked" | "checked-in" | "with-doctor";
  token: number | null;
  /** waiting patients called before them */
  ahead: number;
  /** the token with the doctor now */
  nowServing: number | null;
  /** a rough wait in minutes, from tonight's average consultation */
  estimateMinutes: number | null;
  averageMinutes: number;
  runningLate: RunningLate | null;
};
