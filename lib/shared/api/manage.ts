/**
 * What the public manage calls answer (/api/appointments/manage/{token}, …/cancel,
 * …/reschedule): the appointment as the patient's link shows it. Types only
 * (docs/decisions/023-wire-types.md).
 */
import type { DocumentKind } from "../validation/documents";
import type { QueuePosition } from "./queue";

/** What the manage page and calls show of an appointment: nothing personal but the name it greets by. */
export type ManagedAppointment = {
  /**
   * The name the clinic greets the patient by, as every message does (lib/shared/names.ts:
   * the whole name, or "" when what was typed is no name — a link, an address, digits). The
   * key keeps FEATURES.md §3's name.
   */
  firstName: string;
  date: string;
  time: string;
  status: string;
  canCancel: boolean;
  canReschedule: boolean;
  /** the closure's reason while it is pending inside one: the patient is asked to move or cancel */
  closedReason: string | null;
  /** …as a Tamil page says it (the Tamil reason when the clinic gave one) */
  closedReasonTa: string | null;
  /** on the appointment's evening while still to be seen: token, how many ahead, the estimate, running late (FEATURES.md §5) */
  tonight: QueuePosition | null;
  /** a finalised prescription from this appointment's visit, to download by …/prescription (FEATURES.md §11) */
  prescription: boolean;
  /** the letters and certificates of this appointment's visit, each to download by …/documents/{id} (FEATURES.md §14) */
  documents: { id: number; kind: DocumentKind; number: string }[];
};

/** GET /api/appointments/manage/{token}. */
export type ManageAnswer = { appointment: ManagedAppointment };

/** POST …/cancel and …/reschedule: the appointment as it is now. */
export type ManageChangedAnswer = { message: string; appointment: ManagedAppointment };

/**
 * GET …/again: a cancelled appointment's patient's name, for the booking form's "Book a new
 * appointment" (issue 29), and which phone they used, masked. Only once cancelled: the manage
 * page itself keeps showing nothing personal but the name.
 */
export type BookAgainAnswer = {
  /** the name, and the phone masked ("98•••••345") as a hint: nothing else leaves by a link */
  details: { patientName: string; phoneHint: string };
};
