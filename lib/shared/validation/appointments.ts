/**
 * The admin appointment calls' inputs (SPEC §7, DESIGN.md §3): the list query, the status
 * change and the record key of status/delete. Shared by the admin table (which sends them)
 * and the route handlers (which are the authority).
 */
import * as z from "zod/mini";
import { isRealDate } from "../clinic-time";
import { slotSchema, type BookingRules } from "./booking";
import { keyParam, toRecordKey } from "./params";
import { singleLineText } from "./text";

/**
 * Pending is the empty value; the spec's toggle flips it and 'Done' (SPEC §4). 'Cancelled'
 * frees the slot; 'Done' and 'No-show' keep it (FEATURES.md §3).
 */
export const APPOINTMENT_STATUSES = ["", "Done", "Cancelled", "No-show"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  "": "Pending",
  Done: "Done",
  Cancelled: "Cancelled",
  "No-show": "No-show",
};
/** Statuses of an appointment that did not or will not happen: shown muted, hidden by the "Active" filter. */
export const INACTIVE_STATUSES = ["Cancelled", "No-show"] as const satisfies readonly AppointmentStatus[];

/** The list's status filter (`?status=`): one status, or every appointment that is not cancelled or a no-show. */
export const STATUS_FILTERS = {
  active: { label: "Active (not cancelled or no-show)", statuses: ["", "Done"] },
  pending: { label: "Pending", statuses: [""] },
  done: { label: "Done", statuses: ["Done"] },
  cancelled: { label: "Cancelled", statuses: ["Cancelled"] },
  "no-show": { label: "No-show", statuses: ["No-show"] },
} as const satisfies Record<string, { label: string; statuses: readonly AppointmentStatus[] }>;
export type StatusFilter = keyof typeof STATUS_FILTERS;

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export const APPOINTMENT_MESSAGES = {
  notFound: "Appointment not found.",
  badStatus: "Status must be empty (pending), 'Done', 'Cancelled' or 'No-show'.",
  badStatusFilter: `Status filter must be one of: ${Object.keys(STATUS_FILTERS).join(", ")}.`,
  slotTakenSinceCancelled:
    "Another appointment has taken this slot since it was cancelled. Please reschedule it to a free time instead.",
  rescheduleClosed: (status: string) =>
    `This appointment is marked ${status}. Please book a new appointment from the patient's profile instead.`,
  walkInNotMovable: "A walk-in has no booked time to move. Please book a new appointment instead.",
  rescheduled: "Appointment rescheduled.",
  changedMeanwhile: "This appointment was changed or removed meanwhile. Please reload and try again.",
  booked: "Appointment booked.",
  missingKey: "Please give the appointment's id or timestamp.",
  badKey: "Please give a valid appointment id or timestamp.",
  badDate: "Please provide a valid date as YYYY-MM-DD.",
  badPage: "Page must be a whole number from 1.",
  badPageSize: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
  statusUpdated: "Appointment status updated.",
  deleted: "Appointment deleted.",
  deleteConfirm: "Are you sure you want to delete this appointment?",
  emptyToday: "No appointments scheduled for today.",
  emptyAll: "No appointments booked yet.",
  emptyDate: (longDate: string) => `No appointments scheduled for ${longDate}.`,
} as const;

/** Which appointment: its numeric id or its timestamp string (DESIGN.md §2). */
export type AppointmentKey = { id: number } | { timestamp: string };

/**
 * Reads a key as the URL or a body gives it: digits are an id, an ISO instant is a
 * timestamp; anything else is not a key (null).
 */
export function toAppointmentKey(value: unknown): AppointmentKey | null {
  if (typeof value === "number")
    return Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? { id: value } : null;
  return typeof value === "string" ? toRecordKey(value) : null;
}

/** A URL segment still escaped (a client that encoded it twice) is decoded once more. */
function decodedOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** DELETE /api/appointments/delete/{key}: an id or a timestamp. */
export const appointmentKeyParams = z.object({
  key: keyParam((value) => toAppointmentKey(decodedOnce(value)), APPOINTMENT_MESSAGES.badKey),
});

/** The `{ id, timestamp }` of a body as a lookup: either key, both naming the same record when both are given. */
function recordKey(input: { id?: unknown; timestamp?: unknown }, ctx: z.core.ParsePayload): AppointmentWhere | null {
  const given = [input.id, input.timestamp].filter((v) => v !== undefined && v !== null && v !== "");
  if (given.length === 0) {
    ctx.issues.push({ code: "custom", path: ["id"], message: APPOINTMENT_MESSAGES.missingKey, input });
    return null;
  }
  const keys = given.map(toAppointmentKey);
  if (keys.some((k) => k === null)) {
    ctx.issues.push({
      code: "custom",
      path: [input.id !== undefined ? "id" : "timestamp"],
      message: APPOINTMENT_MESSAGES.badKey,
      input,
    });
    return null;
  }
  return Object.assign({}, ...keys) as AppointmentWhere;
}
export type AppointmentWhere = { id?: number; timestamp?: string };

/**
 * PUT /api/appointments/status: `{ id or timestamp, status }`. `id` may carry either
 * form of key (a screen that uses the timestamp as the identifier sends it as `id`);
 * when both are given they must name the same record.
 */
const statusUpdateFields = z.object({
  id: z.optional(z.unknown()),
  timestamp: z.optional(z.unknown()),
  status: z.enum(APPOINTMENT_STATUSES, { error: APPOINTMENT_MESSAGES.badStatus }),
});
export const statusUpdateSchema = z.pipe(
  statusUpdateFields,
  z.transform((input: z.output<typeof statusUpdateFields>, ctx) => {
    const where = recordKey(input, ctx);
    return where ? { where, status: input.status as AppointmentStatus } : z.NEVER;
  }),
);

/** PUT /api/appointments/reschedule: `{ id or timestamp, preferredDate, preferredTime }`, the booking rules. */
export function rescheduleSchema(rules: BookingRules) {
  const fields = z.intersection(
    z.object({ id: z.optional(z.unknown()), timestamp: z.optional(z.unknown()) }),
    slotSchema(rules),
  );
  return z.pipe(
    fields,
    z.transform(({ id, timestamp, preferredDate, preferredTime }: z.output<typeof fields>, ctx) => {
      const where = recordKey({ id, timestamp }, ctx);
      return where ? { where, slot: { preferredDate, preferredTime } } : z.NEVER;
    }),
  );
}

const wholeNumber = (message: string, max?: number) =>
  z
    .pipe(z.string().check(z.regex(/^\d{1,9}$/, message)), z.transform(Number))
    .check(z.refine((n) => n >= 1 && (max === undefined || n <= max), message));

export const MAX_APPOINTMENT_SEARCH = 100;

/**
 * GET /api/appointments/data query: `date` (one clinic date), and the optional paging
 * pair `page`/`pageSize` (either one turns paging on; the other takes its default);
 * `search` (part of a name or phone) and `status` (a STATUS_FILTERS name) narrow the list.
 * `export=csv` marks the read as a CSV export, which is written to the audit log.
 */
const listQueryFields = z.object({
  date: z.optional(z.string().check(z.refine(isRealDate, APPOINTMENT_MESSAGES.badDate))),
  page: z.optional(wholeNumber(APPOINTMENT_MESSAGES.badPage)),
  pageSize: z.optional(wholeNumber(APPOINTMENT_MESSAGES.badPageSize, MAX_PAGE_SIZE)),
  search: z.optional(
    singleLineText().check(
      z.maxLength(MAX_APPOINTMENT_SEARCH, `Search text must be at most ${MAX_APPOINTMENT_SEARCH} characters.`),
    ),
  ),
  status: z.optional(
    z.enum(Object.keys(STATUS_FILTERS) as [StatusFilter, ...StatusFilter[]], {
      error: APPOINTMENT_MESSAGES.badStatusFilter,
    }),
  ),
  export: z.optional(z.literal("csv", { error: "export must be 'csv'." })),
});
export const listQuerySchema = z.pipe(
  listQueryFields,
  z.transform(({ date, page, pageSize, search, status, export: exported }: z.output<typeof listQueryFields>) => ({
    date,
    paging:
      page === undefined && pageSize === undefined
        ? null
        : { page: page ?? 1, pageSize: pageSize ?? DEFAULT_PAGE_SIZE },
    search: search?.trim() ?? "",
    status: status ?? null,
    exported: exported === "csv",
  })),
);
export type ListQuery = z.output<typeof listQuerySchema>;
