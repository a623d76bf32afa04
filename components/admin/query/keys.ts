/**
 * The admin resources' query keys and refresh intervals (SPEC §4, §9). Keys nest, so one
 * prefix reloads a family: `adminKeys.patients` covers every patient list and profile.
 */
const MINUTE = 60_000;

/**
 * Dashboard and backup statistics 3 min; today 10; select-date and all 3; patients 10; the
 * Clinic calendar 3; the Messages screen 30 s (the worker sends within seconds, so a failure
 * or a retried message shows soon); Tonight's queue 15 s (two desks, and the manage pages,
 * see the same evening); Follow-ups 3 min.
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
  recalls: 3 * MINUTE,
  // an evening's waiting list (FEATURES.md §14): offers run out in 30 minutes
  waitlist: MINUTE,
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
  /** follow-ups due (FEATURES.md §14): every Follow-ups list */
  recalls: ["recalls"] as const,
  recallList: (status: string | null) => ["recalls", "list", status] as const,
  /** the Reports inbox (FEATURES.md §14) */
  reportsInbox: ["reports-inbox"] as const,
  waitlist: ["waitlist"] as const,
  waitlistOf: (date: string) => ["waitlist", date] as const,
};

/** The doctor's chart (FEATURES.md §10), by patient: the visits, flowsheet, labs and summary in one. */
export const consultKeys = {
  all: ["consult"] as const,
  chart: (patientId: number) => ["consult", "chart", patientId] as const,
  /** the drug list as searched (FEATURES.md §11) */
  drugs: (term: string) => ["consult", "drugs", term] as const,
  templates: ["consult", "templates"] as const,
  /** a visit's letters and certificates (FEATURES.md §14) */
  letters: (visitId: number) => ["consult", "letters", visitId] as const,
};

/** The owner's Staff screen (FEATURES.md §9). */
export const staffKeys = { all: ["staff"] as const };

/** Fees, bills and the day close (FEATURES.md §12); one prefix reloads them all. */
export const billingKeys = {
  all: ["billing"] as const,
  fees: ["billing", "fees"] as const,
  bill: (id: number) => ["billing", "bill", id] as const,
  /** a patient's bills, or an appointment's */
  bills: (by: "patient" | "appointment", id: number) => ["billing", "bills", by, id] as const,
  upi: (id: number) => ["billing", "upi", id] as const,
  collections: (date: string) => ["billing", "collections", date] as const,
};

/** The Privacy screen's queries; one prefix reloads them all. */
export const privacyKeys = {
  all: ["privacy"] as const,
  requests: (status: string, page: number) => ["privacy", "requests", status, page] as const,
  retention: ["privacy", "retention"] as const,
  patientMatches: (term: string) => ["privacy", "patient-matches", term] as const,
};

/**
 * What each change makes stale, in one place: once a change is through, its hook reloads
 * these prefixes (invalidateAfter in hooks.ts). A new screen's data is added here, where
 * every change that moves it can be seen at once, rather than in each hook.
 */
export const STALE_AFTER = {
  /** a status or a reschedule: the lists, the profiles' appointments, the dashboard's counts */
  appointmentChanged: () => [adminKeys.appointments, adminKeys.patients, adminKeys.stats, adminKeys.waitlist],
  appointmentDeleted: () => [
    adminKeys.appointments,
    adminKeys.stats,
    adminKeys.backupStats,
    adminKeys.patients,
    adminKeys.waitlist,
  ],
  /** a check-in, No-show, Next…: the queue and the appointment lists it sits under */
  queueChanged: () => [adminKeys.appointments],
  floodCancelled: () => [adminKeys.stats, adminKeys.appointments],
  backupCreated: () => [adminKeys.backupStats],
  announcementChanged: () => [adminKeys.announcement],
  /** a closure added or removed: the calendar, the appointments it cancelled, their patients, the counts */
  closuresChanged: () => [adminKeys.closures, adminKeys.appointments, adminKeys.patients, adminKeys.stats],
  messageRetried: () => [adminKeys.messages, adminKeys.stats],
  /** a follow-up reminded or closed: the lists, and the outbox a reminder joins */
  recallChanged: () => [adminKeys.recalls, adminKeys.messages],
  /** a place offered by hand: the evening's list, and the outbox its message joins */
  waitlistOffered: () => [adminKeys.waitlist, adminKeys.messages],
  /** "Doctor running late" sent: the messages it queued */
  runningLateSent: () => [adminKeys.messages],
  /** a patient added or deleted: the lists, profiles, appointments and counts */
  patientsChanged: () => [adminKeys.patients, adminKeys.appointments, adminKeys.stats, adminKeys.backupStats],
  /** edited details: every list and profile showing them (appointments carry a copy) */
  patientUpdated: () => [adminKeys.patients, adminKeys.appointments, adminKeys.backupStats],
  bookedForPatient: (patientId: number) => [
    adminKeys.patientProfile(String(patientId)),
    adminKeys.appointments,
    adminKeys.stats,
    adminKeys.backupStats,
  ],
  /** a note or a report added, edited or deleted: the profile, and the backup's counts */
  profileChanged: (patientId: number) => [adminKeys.patientProfile(String(patientId)), adminKeys.backupStats],
  /** a rights request recorded or done, an export, an erasure: the privacy lists and every profile */
  privacyChanged: () => [privacyKeys.all, adminKeys.patients],
  /** a visit saved or finished, labs or the clinical summary changed: that patient's chart */
  chartChanged: (patientId: number) => [consultKeys.chart(patientId), adminKeys.reportsInbox],
  /** a report filed: the inbox it leaves */
  reportFiled: () => [adminKeys.reportsInbox],
  templatesChanged: () => [consultKeys.templates],
  /** a staff account added or changed */
  staffChanged: () => [staffKeys.all],
  /** a bill made, paid or voided: every bill, list and day close (a payment moves the UPI amount too) */
  /** a bill made, paid or voided: also tonight's list, whose rows say who has paid */
  billChanged: () => [billingKeys.all, adminKeys.appointments],
  feesChanged: () => [billingKeys.fees],
  /** a WhatsApp consent changed: also the messages it holds back or lets go */
  whatsappConsentChanged: () => [privacyKeys.all, adminKeys.patients, adminKeys.messages],
} satisfies Record<string, (...args: never[]) => readonly (readonly unknown[])[]>;

export type StaleChange = keyof typeof STALE_AFTER;
