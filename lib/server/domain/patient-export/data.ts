/** patient.json: the rows about one patient, as the export gives them (lib/server/domain/patient-export.ts). */
import "server-only";
import { clinic } from "../../../content/clinic";
import type {
  Appointment,
  Bill,
  ClinicalDocument,
  ClinicalSummary as StoredSummary,
  Contact,
  LabResult,
  Message,
  Note,
  Patient,
  Payment,
  Prescription,
  Recall,
  Refund,
  Report,
  Visit,
  VisitAddendum,
  WaitlistEntry,
  WaitlistOffer,
} from "../../../generated/sqlite/client";
import type { ProfileConsent, RightsRequestRecord } from "../../../shared/api/privacy";
import type { ClinicalSummary, LabEntry, VisitRecord } from "../../../shared/api/consult";
import type { PrescriptionRecord } from "../../../shared/api/prescriptions";
import type { AccessLogEntry } from "../../../shared/api/patients";
import { toBillRecord } from "../billing/bills";

export type Loaded = Patient & {
  appointments: Appointment[];
  contacts: Contact[];
  notes: Note[];
  reports: Report[];
  visits: (Visit & { addenda: VisitAddendum[] })[];
  labs: LabResult[];
  clinical: StoredSummary | null;
  prescriptions: Prescription[];
  bills: (Bill & { payments: Payment[]; refunds: Refund[] })[];
  recalls: Recall[];
  documents: ClinicalDocument[];
  waitlist: (WaitlistEntry & { offers: WaitlistOffer[] })[];
};

/**
 * The consulting room's record of the patient (FEATURES.md §10, §11), as its calls answer it;
 * each prescription with its PDF's entry name (null for a draft, or a PDF that could not be made).
 */
export type Clinical = {
  visits: VisitRecord[];
  labs: LabEntry[];
  clinical: ClinicalSummary;
  prescriptions: PrescriptionRecord[];
  pdfs: Map<number, string | null>;
};

export const readPayload = (payload: string): unknown => {
  try {
    return JSON.parse(payload);
  } catch {
    return payload;
  }
};

/** The data as JSON: the rows as stored, less the columns that are the system's own (matching keys, secrets, slot keys). */
export function exportJson(
  p: Loaded,
  files: Map<number, string | null>,
  consult: Clinical,
  consent: ProfileConsent,
  messages: Message[],
  rights: RightsRequestRecord[],
  accessLog: AccessLogEntry[],
  at: Date,
) {
  // the consulting room's rows go out as its calls answer them (consult), not as stored
  const {
    appointments,
    contacts,
    notes,
    reports,
    visits: _v,
    labs: _l,
    clinical: _c,
    prescriptions: _rx,
    bills,
    recalls,
    documents,
    waitlist,
    ...row
  } = p;
  const { nameKey: _n, emailKey: _e, phoneKey: _p, ...patient } = row;
  return {
    exportedAt: at.toISOString(),
    clinic: clinic().name,
    patient,
    appointments: appointments.map(({ manageTokenHash: _t, activeSlot: _s, ...a }) => a),
    contacts: contacts.map((c) => ({ id: c.id, receivedAt: c.receivedAt, payload: readPayload(c.payload) })),
    notes: notes.map(({ patientId: _id, ...n }) => n),
    reports: reports.map(({ storedName: _s, patientId: _id, ...r }) => ({ ...r, file: files.get(r.id) ?? null })),
    visits: consult.visits.map(({ patientId: _id, ...v }) => v),
    labs: consult.labs,
    clinicalSummary: consult.clinical,
    prescriptions: consult.prescriptions.map((rx) => ({
      id: rx.id,
      visitId: rx.visitId,
      number: rx.number,
      status: rx.status,
      version: rx.version,
      // the number of the finalised version this one corrects (the same visit's)
      replaces: consult.prescriptions.find((other) => other.id === rx.replacesId)?.number ?? null,
      items: rx.items,
      investigations: rx.investigations,
      advice: rx.advice,
      followUp: rx.followUp,
      author: rx.author,
      finalisedAt: rx.finalisedAt,
      pdf: consult.pdfs.get(rx.id) ?? null,
    })),
    // the bills as their receipts show them: number, items, amounts and how each was paid
    bills: bills.map(toBillRecord).map((b) => ({
      number: b.number,
      date: b.date,
      items: b.items,
      total: b.total,
      paid: b.paid,
      due: b.due,
      status: b.status,
      voidReason: b.voidReason,
      payments: b.payments.map(({ mode, amount, reference, date }) => ({ mode, amount, reference, date })),
      // what a void gave back, by mode (FEATURES.md §13)
      refunds: b.refunds.map(({ mode, amount, date }) => ({ mode, amount, date })),
    })),
    // the follow-ups the doctor asked for, and what the desk did about them (FEATURES.md §14)
    followUps: recalls.map((r) => ({
      visitId: r.visitId,
      dueDate: r.dueDate,
      reason: r.reason,
      status: r.status,
      note: r.note,
      closedAt: r.closedAt,
      lastContactedAt: r.lastContactedAt,
      lastChannel: r.lastChannel,
    })),
    // the letters and certificates signed, as signed (FEATURES.md §14); their PDFs in letters/
    letters: documents.map((d) => ({
      id: d.id,
      visitId: d.visitId,
      kind: d.kind,
      number: d.number,
      signedAt: d.createdAt,
      documentHash: d.documentHash,
      content: JSON.parse(d.content) as unknown,
    })),
    // the evenings they waited for, and the places offered to them (FEATURES.md §14)
    waitingList: waitlist.map((e) => ({
      date: e.date,
      name: e.name,
      phone: e.phone,
      email: e.email,
      language: e.language,
      status: e.status,
      joinedAt: e.createdAt,
      consentAt: e.consentAt,
      consentWhatsapp: e.consentWhatsapp,
      consentSms: e.consentSms,
      endedAt: e.endedAt,
      offers: e.offers.map((o) => ({
        date: o.date,
        time: o.time,
        status: o.status,
        expiresAt: o.expiresAt,
        claimedAt: o.claimedAt,
      })),
    })),
    consent,
    messages: messages.map((m) => ({
      appointmentId: m.appointmentId,
      channel: m.channel,
      kind: m.kind,
      to: m.to,
      status: m.status,
      sendAt: m.sendAt,
      sentAt: m.sentAt,
    })),
    rightsRequests: rights,
    /** who at the clinic opened this record, and what (FEATURES.md §9) */
    accessLog,
  };
}

export type ExportData = ReturnType<typeof exportJson>;
