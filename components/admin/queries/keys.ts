/**
 * The admin resources' query keys and refresh intervals (SPEC §4, §9). Keys nest, so one
 * prefix reloads a family: `adminKeys.patients` covers every patient list and profile.
 */
const MINUTE = 60_000;

/**
 * Dashboard and backup statistics 3 min; today 10; select-date and all 3; patients 10; the
 * Clinic calendar 3; the Messages screen 30 s (the worker sends within seconds, so a failure
 * or a retried message shows soon); Tonight's queue 15 s (two desks, and the manage pages,
 * see the same evening).
 */
export const REFRESH_MS = {
  dashboard: 3 * MINUTE,
  today: 10 * MINUTE,
  date: 3 * MINUTE,
  all: 3 * MINUTE,
  patients: 10 * MINUTE,
  calendar: 3 * MINUTE,
  messages: MINUTE / 2,
  queue: MINUTE / 4,
} as const;

export const adminKeys = {
  stats: ["dashboard-stats"] as const,
  backupStats: ["backup-stats"] as const,
  announcement: ["announcement"] as const,
  appointments: ["appointments"] as const,
  appointmentList: (
    kind: "today" | "date" | "all",
    date: string | null,
    page: number | null,
    filters: { status: string | null; search: string },
  ) => ["appointments", kind, date, page, filters.status, filters.search] as const,
  /** how many a scope holds with no filter (the "3 of 120" of a filtered list) */
  appointmentTotal: (kind: "today" | "date" | "all", date: string | null) =>
    ["appointments", "total", kind, date] as const,
  patients: ["patients"] as const,
  patientList: (search: string, page: number) => ["patients", "list", search, page] as const,
  patientProfile: (patientKey: string) => ["patients", "profile", patientKey] as const,
  /** the Clinic calendar's month; under appointments, as every appointment change moves its counts */
  calendarMonth: (month: string) => ["appointments", "calendar-month", month] as const,
  /** a day's pending appointments, counted inside a part-evening closure */
  closureDay: (date: string) => ["appointments", "closure-day", date] as const,
  closures: ["closures"] as const,
  /** an evening's queue (FEATURES.md §5); under appointments, as every appointment change can move it */
  queue: (date: string) => ["appointments", "queue", date] as const,
  /** the outbox (FEATURES.md §4): every Messages list */
  messages: ["messages"] as const,
  messageList: (filters: { status: string | null; kind: string | null }, page: number) =>
    ["messages", "list", filters.status, filters.kind, page] as const,
};
