/**
 * What the dashboard's calls answer (/api/admin/stats, /api/admin/backup/*,
 * /api/admin/booking-flood, /api/admin/announcement). Types only
 * (docs/decisions/023-wire-types.md).
 */
import type { ClosureRecord } from "../calendar";
import type { BackupTableName } from "../validation/backups";
import type { Announcement } from "../validation/calendar";

export type DashboardStats = { totalAppointments: number; todayAppointments: number; totalPatients: number };

export type BookingOutlook = {
  /**
   * each day from today: its appointments not cancelled (tonight's walk-ins too: the same count
   * as the Today card), whether it is a Sunday, and the reason when a closure shuts it all day
   */
  days: { date: string; booked: number; sunday: boolean; closed: string | null }[];
  /** last calendar month's no-shows among the booked appointments whose outcome was recorded (Done or No-show) */
  noShow: { month: string; noShows: number; outcomes: number; rate: number | null };
};

/**
 * Why a run of web bookings looks like a flood rather than a busy hour (docs/decisions/038):
 * `numbers` — most phones foreign, not mobiles, or invented (a digit repeated, counted up or down,
 * neighbours of each other); `burst` — several networks within a minute; `evenings` — every evening
 * it took filled to the evening's limit; `names` — most names not names (lib/shared/names.ts).
 */
export type FloodSignal = "numbers" | "burst" | "evenings" | "names";

/** One web booking of a flood or busy hour, for the desk to see who it was. */
export type FloodBooking = {
  appointmentId: number;
  name: string;
  phone: string;
  date: string;
  time: string;
  /** when it was made (ISO instant) */
  bookedAt: string;
  network: string;
  /** '' pending, or the appointment's status */
  status: string;
  /** checked in tonight: a real person, never cancelled as a flood's */
  checkedIn: boolean;
};

/**
 * The web bookings that filled the clinic's web budget (docs/decisions/017, 038), not yet dealt
 * with. A `flood` keeps online booking closed until the desk cancels its bookings or reopens; a
 * `busy` hour (real-looking names and mobiles, spread over evenings) reopens by itself at
 * `reopensAt`, or sooner when the desk says they are real.
 */
export type BookingFlood = {
  kind: "flood" | "busy";
  signals: FloodSignal[];
  /** the first and the latest booking (ISO instants) */
  since: string;
  until: string;
  bookings: FloodBooking[];
  /** null: closed until the desk acts (a flood) */
  reopensAt: string | null;
  /** the clinic's budget it filled, for the desk's words */
  budget: { count: number; minutes: number };
};

/** The closures not yet ended and how many pending appointments from now on are inside any of them. */
export type ClosureSummary = { upcoming: ClosureRecord[]; appointmentsInside: number };

/** How many messages ran out of attempts, and whether e-mail or WhatsApp is configured at all. */
export type MessagesOverview = { failed: number; configured: boolean };

/**
 * GET /api/admin/stats: the dashboard's counts, the calendar's closures not yet ended with the
 * appointments inside them, the messages' state, the weeks ahead (the next 14 days' bookings,
 * last month's no-show rate), and a booking flood not yet dealt with
 * (docs/decisions/017-booking-floods.md). The Messages screen reads `messages` too.
 */
export type DashboardOverview = {
  stats: DashboardStats;
  calendar: ClosureSummary;
  messages: MessagesOverview;
  outlook: BookingOutlook;
  flood: BookingFlood | null;
  /** the doctor's and owner's: null for the desk */
  consult: ConsultingRoom | null;
};

/** Follow-ups overdue (FEATURES.md §14), and how many under each condition that matters. */
export type FollowUpsOverview = { overdue: number; byCondition: { condition: string; overdue: number }[] };

/** The consulting room on the dashboard: who is in tonight, visits left open on an earlier day, follow-ups overdue. */
export type ConsultingRoom = {
  withDoctor: { appointmentId: number; patientId: number; name: string } | null;
  openVisits: { visitId: number; patientId: number; date: string; name: string }[];
  followUps: FollowUpsOverview;
};

/** POST /api/admin/booking-flood: how many of the flood's bookings were cancelled (none when reopened). */
export type FloodCancelledAnswer = { message: string; cancelled: number };

export type BackupStats = {
  recordCounts: Record<BackupTableName, number>;
  totalRecords: number;
  databaseSizeMB: number;
  lastBackup: string | null;
};

/** GET /api/admin/backup/stats. */
export type BackupStatsAnswer = { stats: BackupStats };

/** POST /api/admin/backup/create: the archive made. */
export type BackupCreatedAnswer = {
  message: string;
  summary: {
    fileName: string;
    sizeBytes: number;
    totalRecords: number;
    recordCounts: Record<BackupTableName, number>;
    createdAt: string;
  };
};

/** GET /api/admin/announcement: the notice published now, or null. */
export type AnnouncementAnswer = { announcement: Announcement | null };

/** PUT /api/admin/announcement. */
export type AnnouncementSavedAnswer = { message: string; announcement: Announcement };

/** GET /api/admin/booking-flood: the flood or busy hour the desk has not answered yet, if any. */
export type BookingFloodAnswer = { flood: BookingFlood | null };
