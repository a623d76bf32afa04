/**
 * The evening at the clinic (FEATURES.md §5): the queue calls' inputs and words, shared by
 * the Tonight screen (components/admin/queue) and the route handlers under
 * /api/admin/queue, which are the authority.
 */
import * as z from "zod/mini";
import { BOOKABLE_SERVICES } from "../../content/services";
import { formatSlot, isRealDate } from "../clinic-time";
import { wholeId } from "./params";
import {
  checkDeskConsent,
  DESK_CONSENT_FIELDS,
  deskConsentOf,
  PATIENT_FIELD_RULES,
  type DeskConsent,
} from "./patients";

/** Where a patient of tonight's list stands. `booked`: not arrived yet. */
export const QUEUE_STATUSES = ["booked", "checked-in", "with-doctor", "done", "no-show"] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];
export const QUEUE_STATUS_LABELS: Record<QueueStatus, string> = {
  booked: "Not arrived",
  "checked-in": "Waiting",
  "with-doctor": "With the doctor",
  done: "Done",
  "no-show": "No-show",
};

/** The source of a walk-in's appointment: it holds no slot (lib/server/domain/queue.ts). */
export const WALK_IN = "walk-in";

/** The service a walk-in is seen for when the desk does not say. */
export const WALK_IN_SERVICE = "General Consultation";
/** The consultation time the estimates use until tonight has one of its own. */
export const DEFAULT_CONSULT_MINUTES = 10;
/** The estimates' moving average: over the last this many consultations… */
export const CONSULT_WINDOW = 5;
/** …with the default standing in until this many have ended… */
export const CONSULT_MIN_SAMPLES = 3;
/** …and never below this: a consultation is not shorter than this in practice. */
export const CONSULT_FLOOR_MINUTES = 5;
/** Patients per printed A4 page of tonight's list. */
export const PRINT_ROWS_PER_PAGE = 13;

export const QUEUE_MESSAGES = {
  badId: "Please give a valid appointment ID.",
  badDate: "Please provide a valid date as YYYY-MM-DD.",
  badPatient: "Please give a valid patient ID.",
  notToday: "Only today's appointments can be checked in.",
  noShowNotToday: "Only today's appointments can be marked No-show here.",
  cancelled: "This appointment was cancelled. Set it back to pending before checking the patient in.",
  finished: (label: string) => `This appointment is already marked ${label}.`,
  withDoctor: "This patient is with the doctor now. Press Next when the consultation ends.",
  checkedIn: (token: number) => `Checked in: token ${token}.`,
  walkIn: (token: number) => `Walk-in added: token ${token}.`,
  noShow: "Marked No-show.",
  called: (token: number, name: string) => `Token ${token}, ${name}, is with the doctor.`,
  nobodyWaiting: "Nobody is waiting.",
  notWaiting: "This patient is not in the waiting room: check them in first.",
  walkInUndo: "A walk-in was added because the patient came. To take them off tonight's list, cancel the appointment.",
  notCheckedIn: "This patient is not checked in.",
  withDoctorUndo: "This patient is with the doctor. Send them back to waiting first.",
  notWithDoctor: "This patient is not with the doctor.",
  checkInUndone: (token: number) =>
    `Check-in undone: token ${token} released. If the patient checks in again they get the next token.`,
  /** what Next will do now (issue 40): it calls by token order, so say where they stand in it */
  backToWaiting: (token: number | null, ahead: number) =>
    `Back in the waiting list${token === null ? "" : ` at token ${token}`}; Next calls by token order: ${
      ahead === 0 ? "they are next" : `${ahead} ${ahead === 1 ? "patient is" : "patients are"} before them`
    }.`,
  noShowTooEarly: (time: string) =>
    `It is not ${formatSlot(time)} yet: No-show can be marked only after the appointment's time has passed.`,
} as const;

const appointmentId = wholeId(QUEUE_MESSAGES.badId);

/** POST /api/admin/queue/check-in and /no-show: `{appointmentId}`. */
export const queueAppointmentSchema = z.object({ appointmentId });

/**
 * POST /api/admin/queue/next: optionally `{current}`, the appointment the desk's screen shows
 * with the doctor (null: nobody). When the queue has moved on since, Next changes nothing and
 * answers who is in now — two desks pressing Next at once never call in two patients.
 */
export const queueNextSchema = z.object({ current: z.optional(z.nullable(appointmentId)) });

/** POST /api/admin/queue/call: `{appointmentId, current?}` — this waiting patient goes in now, out of token order (Next's rules otherwise). */
export const queueCallSchema = z.object({ appointmentId, current: z.optional(z.nullable(appointmentId)) });

/**
 * POST /api/admin/queue/walk-in: the patient's name, phone, age and sex (Add New Patient's
 * rules), the service, and the desk's two answers — the patient's language and whether they
 * agree to WhatsApp — both required (issue 26: the desk asks; nothing is assumed). With
 * `patientId` (issue 29: the desk picked the patient from the matches) the walk-in is that
 * patient's, whose record — and recorded choices — stay as they are: the answers are not asked.
 */
export const walkInSchema = z.pipe(
  z
    .object({
      patientId: z.optional(wholeId(QUEUE_MESSAGES.badPatient)),
      name: PATIENT_FIELD_RULES.name,
      phone: PATIENT_FIELD_RULES.phone,
      age: PATIENT_FIELD_RULES.age,
      sex: PATIENT_FIELD_RULES.sex,
      serviceRequired: z.pipe(
        z.transform((v) =>
          v === null || v === undefined || (typeof v === "string" && v.trim() === "") ? undefined : v,
        ),
        z.optional(
          z.enum([WALK_IN_SERVICE, ...BOOKABLE_SERVICES], { error: "Please select a service from the list." }),
        ),
      ),
      ...DESK_CONSENT_FIELDS,
    })
    // run beside the fields' own messages (`when`): the desk sees every missing answer at once
    .check(
      z.superRefine((input, ctx) => checkDeskConsent(input, ctx, input.patientId === undefined), {
        when: ({ value }) => typeof value === "object" && value !== null,
      }),
    ),
  z.transform(({ language, whatsapp, sms, ...walkIn }) => ({
    ...walkIn,
    consent: deskConsentOf({ language, whatsapp, sms }),
  })),
);
export type WalkInInput = z.output<typeof walkInSchema>;
/** The walk-in call's body as the dialog sends it (the answers flat, as the schema reads them). */
export type WalkInBody = Omit<WalkInInput, "consent"> & Partial<DeskConsent>;

/** GET /api/admin/queue?date=YYYY-MM-DD (default: today in the clinic). */
export const queueQuery = z.object({
  date: z.optional(
    z.string({ error: QUEUE_MESSAGES.badDate }).check(z.refine((v) => isRealDate(v), QUEUE_MESSAGES.badDate)),
  ),
});
