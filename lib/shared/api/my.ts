/**
 * What My appointments' calls answer (FEATURES.md §15, /api/my/*). Types only
 * (docs/decisions/023-wire-types.md).
 */

export type MyAppointment = {
  date: string;
  time: string;
  /** "" (pending), Confirmed, Completed, Cancelled… as the appointment's life has it */
  status: string;
  service: string;
  /** the patient's manage link, in the language they booked in; null for a link that cannot be made */
  manageUrl: string | null;
};

export type MyPrescription = { number: string; date: string; pdfUrl: string };
/** Letters and certificates (FEATURES.md §14): the title with its number, served by /api/my/documents/{id}/pdf. */
export type MyDocument = { title: string; date: string; pdfUrl: string };
export type MyBill = { number: string; date: string; total: number; paid: number; status: string; receiptUrl: string };
export type MyReport = { name: string; type: string; date: string };

export type MyPatient = {
  id: number;
  name: string;
  appointments: MyAppointment[];
  prescriptions: MyPrescription[];
  documents: MyDocument[];
  bills: MyBill[];
  reports: MyReport[];
  /** WhatsApp: true agreed, false declined or withdrawn, null never asked (none sent); SMS: false stopped, true or null sent */
  consent: { whatsapp: boolean | null; sms: boolean | null };
};

/** GET /api/my: every patient record on the signed-in phone. */
export type MyAnswer = { patients: MyPatient[] };
