/**
 * A patient's data, for the patient who asks for it (FEATURES.md §7, DPDP Act s.11): one ZIP
 * with everything held about them and nothing about anyone else —
 *
 *   patient.json   their row, appointments, forms received, notes, report metadata, their
 *                  visits (vitals, what the doctor wrote, addenda), lab results and clinical
 *                  summary, their prescriptions (every version, drafts too), their bills and
 *                  payments, consent, the messages about their appointments (not what they
 *                  said) and their rights requests
 *   summary.html   the same, readable on a phone, self-contained, every value escaped
 *   reports/<id>-<name>   each report's file, under a name safe on any file system
 *   prescriptions/<number>-<lang>.pdf   each finalised prescription as the clinic prints it
 *                  (A4, in the patient's language); a draft was never given to them, so it is
 *                  in the data but not a PDF
 *
 * Every row is read by this patient's id (or their appointments' ids); the files are read
 * from storage by the stored names their own report rows hold. The export is recorded in the
 * rights log as a fulfilled `access` request, before the archive is written, so the archive
 * shows it too.
 */
import "server-only";
import { escapeHtml } from "../html";
import path from "node:path";
import { Readable } from "node:stream";
import JSZip from "jszip";
import { clinic } from "../../content/clinic";
import type {
  Appointment,
  Bill,
  ClinicalSummary as StoredSummary,
  Contact,
  LabResult,
  Message,
  Note,
  Patient,
  Payment,
  Prescription,
  Refund,
  Report,
  Visit,
  VisitAddendum,
} from "../../generated/sqlite/client";
import { formatLongDate, formatSlot, timeIst, todayIst } from "../../shared/clinic-time";
import { now } from "../../shared/clock";
import {
  BOOKED_PATIENT_FIELDS,
  exportLabel,
  patientFieldsInOrder,
  type BookedPatientField,
} from "../../shared/validation/patient-fields";
import { PATIENT_LANGUAGES, PATIENT_MESSAGES } from "../../shared/validation/patients";
import { RIGHTS_KIND_LABELS } from "../../shared/validation/privacy";
import type { ProfileConsent, RightsRequestRecord } from "../../shared/api/privacy";
import { db, transaction } from "../db";
import { notFound } from "../http";
import { log } from "../logger";
import { openStored } from "../storage";
import { consentOf } from "./consent";
import { toClinicalSummary } from "./consult/clinical";
import { toLabEntries } from "./consult/labs";
import { toVisitRecords } from "./consult/visits";
import type { ClinicalSummary, LabEntry, VisitRecord } from "../../shared/api/consult";
import { LAB_TESTS, RISK_LABELS, VITAL_NAMES, VITAL_RANGES } from "../../shared/validation/consult";
import { medicineLine } from "../../shared/validation/prescriptions";
import type { PrescriptionRecord } from "../../shared/api/prescriptions";
import { prescriptionPdf } from "./prescriptions/pdf-store";
import { toPrescriptionRecords } from "./prescriptions/prescriptions";
import { languageOf } from "./patients";
import { toBillRecord } from "./billing/bills";
import { groupIndian } from "../../shared/rupees-in-words";
import { PAYMENT_MODE_LABELS } from "../../shared/validation/billing";
import { patientRightsRequests, recordFulfilled } from "./rights-requests";
import type { AccessLogEntry } from "../../shared/api/patients";
import { patientAccessLog } from "./patient-access";

export type PatientExport = {
  fileName: string;
  stream: Readable;
  /** report files in the archive, and reports whose file was missing from storage */
  files: number;
  missingFiles: number;
  /** finalised prescriptions' PDFs in the archive, and those that could not be made */
  pdfs: number;
  missingPdfs: number;
};

/** A finalised prescription's PDF inside the archive: `prescriptions/RX-2026-000123-ta.pdf`. */
export const prescriptionEntryName = (number: string, lang: string) => `prescriptions/${number}-${lang}.pdf`;

/**
 * A report's file name inside the archive: `reports/<reportId>-<name>`, the name being the
 * one it was uploaded with, reduced to letters (any script), digits, dot, dash and
 * underscore — no path, no leading dot — and ending in the stored file's own extension.
 */
export function reportEntryName(report: Pick<Report, "id" | "originalName" | "storedName">): string {
  const ext = path.extname(report.storedName).toLowerCase();
  const given = path.basename(report.originalName.replace(/\\/g, "/")).normalize("NFC");
  const stem = given.toLowerCase().endsWith(ext) ? given.slice(0, given.length - ext.length) : given;
  const safe =
    stem
      .replace(/[^\p{L}\p{M}\p{N}._-]+/gu, "_")
      .replace(/\.{2,}/g, ".")
      .replace(/^[._-]+|[._-]+$/g, "")
      .slice(0, 80) || "report";
  return `reports/${report.id}-${safe}${ext}`;
}

/** A stored file read only when the zip writer reaches it (a patient's reports are not all opened at once). */
function lazyStored(storedName: string): Readable {
  let source: Readable | null = null;
  return new Readable({
    read() {
      if (source) return void source.resume();
      openStored(storedName).then(
        (file) => {
          if (!file) return this.destroy(new Error("report file missing"));
          source = file.stream;
          source.on("data", (chunk) => {
            if (!this.push(chunk)) source!.pause();
          });
          source.on("end", () => this.push(null));
          source.on("error", (error) => this.destroy(error));
        },
        (error: Error) => this.destroy(error),
      );
    },
  });
}

/** Whether a stored file is there now (opened and closed again). */
async function isStored(storedName: string): Promise<boolean> {
  const file = await openStored(storedName);
  file?.stream.destroy();
  return !!file;
}

type Loaded = Patient & {
  appointments: Appointment[];
  contacts: Contact[];
  notes: Note[];
  reports: Report[];
  visits: (Visit & { addenda: VisitAddendum[] })[];
  labs: LabResult[];
  clinical: StoredSummary | null;
  prescriptions: Prescription[];
  bills: (Bill & { payments: Payment[]; refunds: Refund[] })[];
};

/**
 * The consulting room's record of the patient (FEATURES.md §10, §11), as its calls answer it;
 * each prescription with its PDF's entry name (null for a draft, or a PDF that could not be made).
 */
type Clinical = {
  visits: VisitRecord[];
  labs: LabEntry[];
  clinical: ClinicalSummary;
  prescriptions: PrescriptionRecord[];
  pdfs: Map<number, string | null>;
};

const readPayload = (payload: string): unknown => {
  try {
    return JSON.parse(payload);
  } catch {
    return payload;
  }
};

/** The data as JSON: the rows as stored, less the columns that are the system's own (matching keys, secrets, slot keys). */
function exportJson(
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

// ——— summary.html ———

/** "24 November 2026, 7:02 PM" in clinic time. */
const when = (at: Date | string | null) => {
  if (!at) return "";
  const d = new Date(at);
  return `${formatLongDate(todayIst(d)).replace(/^\w+, /, "")}, ${formatSlot(timeIst(d))}`;
};
const day = (date: string) => formatLongDate(date);

/** A section: heading with its count, then the items, or "None." */
function section(title: string, items: string[], count = true): string {
  const heading = `<h2>${escapeHtml(title)}${count ? ` <span class="n">(${items.length})</span>` : ""}</h2>`;
  return `<section>${heading}${items.length ? items.join("") : '<p class="none">None.</p>'}</section>`;
}

/** Label–value rows; empty values left out. */
function fields(rows: [string, unknown][]): string {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== "");
  return `<dl>${shown.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("")}</dl>`;
}

const card = (title: string, body: string) => `<div class="card"><h3>${escapeHtml(title)}</h3>${body}</div>`;

function whatsappLine(c: ProfileConsent): string {
  const state =
    c.whatsapp === true
      ? "Agreed"
      : c.whatsapp === false
        ? c.whatsappBy === "desk"
          ? "Withdrawn"
          : "Declined"
        : "Not asked";
  const where = c.whatsappBy === "booking" ? "at booking" : c.whatsappBy === "desk" ? "at the desk" : "";
  return [state, [where, when(c.whatsappAt)].filter(Boolean).join(", ")].filter(Boolean).join(" · ");
}

const STYLE = `
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Tamil",sans-serif;margin:0 auto;padding:16px;max-width:760px;color:#1a1a1a;background:#fff}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.2rem;margin:1.75rem 0 .5rem;border-bottom:2px solid #b91c1c;padding-bottom:.25rem}
h3{font-size:1rem;margin:0 0 .25rem}.n,.none,.meta{color:#555}.card{border:1px solid #ddd;border-radius:8px;padding:10px 12px;margin:8px 0;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:minmax(7rem,max-content) 1fr;gap:2px 12px;margin:0}dt{color:#555}dd{margin:0;overflow-wrap:anywhere}
.text,dd{white-space:pre-wrap}@media(max-width:480px){dl{grid-template-columns:1fr}dd{margin-bottom:6px}}
`;

// The patient's fields as the registry lists them, the phone before the e-mail.
const SUMMARY_ORDER = patientFieldsInOrder(["name", "phone"]);
const BOOKED_SUMMARY_ORDER = SUMMARY_ORDER.filter((key): key is BookedPatientField =>
  (BOOKED_PATIENT_FIELDS as readonly string[]).includes(key),
);

function summaryHtml(data: ReturnType<typeof exportJson>, p: Loaded, files: Map<number, string | null>): string {
  const c = clinic();
  const consent = data.consent;
  const details = fields([
    ["Patient ID", p.id],
    ...SUMMARY_ORDER.map((key): [string, unknown] => [exportLabel(key), p[key]]),
    ["Language of messages", PATIENT_LANGUAGES[languageOf(p)]],
    ["Record created", when(p.createdAt)],
    ["Last changed", when(p.updatedAt)],
  ]);
  const consentItems = [
    fields([["WhatsApp messages", whatsappLine(consent)]]),
    ...consent.bookings.map((b) =>
      card(
        `Booking for ${day(b.date)}, ${formatSlot(b.time)}`,
        `<p>${escapeHtml(
          b.notice
            ? `Privacy notice ${b.notice} agreed at booking on ${when(b.bookedAt)}; WhatsApp ${b.whatsapp ? "agreed" : "not agreed"}.`
            : `Booked on ${when(b.bookedAt)} without the privacy notice (at the desk or by an older form).`,
        )}</p>`,
      ),
    ),
  ];
  const appointments = p.appointments.map((a) =>
    card(
      `${day(a.preferredDate)}, ${formatSlot(a.preferredTime)}`,
      fields([
        ["Service", a.serviceRequired],
        ["Status", a.status || "Pending"],
        [
          "Booked",
          `${when(a.createdAt)} (${a.source === "web" ? "website" : a.source === "walk-in" ? "walk-in" : "at the desk"})`,
        ],
        ...BOOKED_SUMMARY_ORDER.map((key): [string, unknown] => [`${exportLabel(key)} given`, a[key]]),
        ["Information given", a.additionalInfo],
        ["Token", a.token],
        ["Checked in", when(a.checkedInAt)],
      ]),
    ),
  );
  const notes = p.notes.map((n) =>
    card(`Consultation of ${day(n.consultationDate)}`, `<p class="text">${escapeHtml(n.note)}</p>`),
  );
  const clinical = data.clinicalSummary;
  const listed = (items: string[]) => (items.length ? items.join(", ") : "None recorded");
  const clinicalSummary = fields([
    ["Allergies", listed(clinical.allergies)],
    ["Problems", listed(clinical.problems)],
    ["Current medicines", listed(clinical.currentMedicines)],
    [
      "Cardiovascular risk",
      `${RISK_LABELS[clinical.risk]}${clinical.riskSet ? "" : " (not assessed: the clinic's default)"}`,
    ],
    ["Last changed", clinical.updatedAt && `${when(clinical.updatedAt)} by ${clinical.updatedBy}`],
  ]);
  const visits = data.visits.map((v) =>
    card(
      `Visit of ${day(v.date)}`,
      fields([
        ["Status", v.status === "finished" ? `Finished ${when(v.finishedAt)}` : "Open"],
        ["Seen by", v.author],
        ...VITAL_NAMES.map((name): [string, unknown] => [
          VITAL_RANGES[name].label,
          v.vitals[name] === null ? null : `${v.vitals[name]} ${VITAL_RANGES[name].unit}`,
        ]),
        ["BMI", v.vitals.bmi],
        ["Complaints", v.complaints],
        ["Findings", v.findings],
        ["Diagnosis", v.diagnosis],
        ["Advice", v.advice],
        ...v.addenda.map((a): [string, unknown] => [`Added ${when(a.at)} by ${a.author}`, a.text]),
      ]),
    ),
  );
  // one card per date, newest first
  const labDates = [...new Set(data.labs.map((l) => l.date))];
  const labs = labDates.map((date) =>
    card(
      day(date),
      fields(
        data.labs
          .filter((l) => l.date === date)
          .map((l): [string, unknown] => [LAB_TESTS[l.code]?.label ?? l.code, `${l.value} ${l.unit}`.trim()]),
      ),
    ),
  );
  const visitDates = new Map(data.visits.map((v) => [v.id, v.date]));
  const prescriptions = data.prescriptions.map((rx) => {
    const date = visitDates.get(rx.visitId);
    const title = rx.number ? `Prescription ${rx.number}` : "Draft prescription (not finalised)";
    const pdf = rx.pdf
      ? `<p>PDF: <a href="${escapeHtml(rx.pdf)}">${escapeHtml(rx.pdf)}</a></p>`
      : rx.status === "final"
        ? "<p>The PDF could not be made; the clinic can print it again.</p>"
        : "";
    return card(
      date ? `${title}, visit of ${day(date)}` : title,
      fields([
        ["Status", rx.status === "final" ? `Finalised ${when(rx.finalisedAt)}` : "Draft"],
        ["Written by", rx.author],
        ["Version", rx.version > 1 ? `${rx.version}${rx.replaces ? `, correcting ${rx.replaces}` : ""}` : null],
        // one medicine a line (dd keeps line breaks)
        ["Medicines", rx.items.map((item) => medicineLine(item)).join("\n")],
        ["Investigations", rx.investigations.join("\n")],
        ["Advice", rx.advice.join("\n")],
        [
          "Follow-up",
          rx.followUp && `${day(rx.followUp.date)}${rx.followUp.time ? `, ${formatSlot(rx.followUp.time)}` : ""}`,
        ],
      ]) + pdf,
    );
  });
  const rupees = (n: number) => `Rs ${groupIndian(n)}`;
  const bills = data.bills.map((b) =>
    card(
      `Bill ${b.number}, ${day(b.date)}${b.status === "void" ? " (void)" : ""}`,
      fields([
        ["Items", b.items.map((i) => `${i.description}: ${rupees(i.amount)}`).join("\n")],
        ["Total", rupees(b.total)],
        [
          "Paid",
          b.payments.map((x) => `${rupees(x.amount)} by ${PAYMENT_MODE_LABELS[x.mode].en}, ${day(x.date)}`).join("\n"),
        ],
        ["Due", b.due ? rupees(b.due) : null],
        ["Voided", b.voidReason],
      ]),
    ),
  );
  const reports = p.reports.map((r) => {
    const file = files.get(r.id);
    const link = file
      ? `<a href="${escapeHtml(file.split("/").map(encodeURIComponent).join("/"))}">${escapeHtml(file)}</a>`
      : "The file was missing from the clinic's storage.";
    return card(
      r.reportName,
      fields([
        ["Type", r.reportType],
        ["Date", day(r.uploadDate)],
        ["Description", r.description],
        ["File uploaded as", r.originalName],
      ]) + `<p>File: ${link}</p>`,
    );
  });
  const contacts = p.contacts.map((ct) => {
    const payload = readPayload(ct.payload);
    const rows: [string, unknown][] =
      payload && typeof payload === "object" && !Array.isArray(payload)
        ? Object.entries(payload).map(([k, v]) => [k, typeof v === "object" ? JSON.stringify(v) : v])
        : [["Form", ct.payload]];
    return card(`Received ${when(ct.receivedAt)}`, fields(rows));
  });
  const messages = data.messages.map((m) =>
    card(
      `${m.kind} by ${m.channel === "whatsapp" ? "WhatsApp" : "e-mail"}`,
      fields([
        ["To", m.to],
        ["Status", m.status],
        ["Due", when(m.sendAt)],
        ["Sent", when(m.sentAt)],
      ]),
    ),
  );
  const rights = data.rightsRequests.map((r) =>
    card(
      RIGHTS_KIND_LABELS[r.kind] ?? r.kind,
      fields([
        ["Asked by", r.requester],
        ["Received", when(r.receivedAt)],
        ["Done", r.doneAt ? when(r.doneAt) : "Not yet"],
        ["Detail", r.detail],
      ]),
    ),
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${p.name}: data held by ${c.name}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(p.name)}</h1>
<p class="meta">${escapeHtml(
    `Everything ${c.name} holds about this patient, exported on ${when(data.exportedAt)}. The same data is in patient.json; report files are in the reports folder, prescriptions as printed in the prescriptions folder.`,
  )}</p>
${section("Details", [details], false)}
${section("Consent", consentItems, false)}
${section("Appointments", appointments)}
${section("Clinical summary", [clinicalSummary], false)}
${section("Visits", visits)}
${section("Lab results", labs)}
${section("Prescriptions", prescriptions)}
${section("Bills and payments", bills)}
${section("Notes", notes)}
${section("Reports", reports)}
${section("Forms received from the website", contacts)}
${section("Messages about the appointments", messages)}
${section("Requests about this data", rights)}
<p class="meta">${escapeHtml(`${c.name}, ${c.address}. Phone ${c.phone}, e-mail ${c.email}.`)}</p>
</body>
</html>
`;
}

/**
 * The patient's export as a ZIP stream, recorded in the rights log as a fulfilled access
 * request by `actor`; 404 for an unknown patient. A report whose file is missing from storage
 * is listed without it (and logged).
 */
export async function exportPatient(patientId: number, actor: string): Promise<PatientExport> {
  const p = await db().patient.findUnique({
    where: { id: patientId },
    include: {
      appointments: { orderBy: [{ preferredDate: "desc" }, { preferredTime: "desc" }, { id: "desc" }] },
      contacts: { orderBy: { id: "asc" } },
      notes: { orderBy: [{ consultationDate: "desc" }, { id: "desc" }] },
      reports: { orderBy: { id: "asc" } },
      // newest first, as the chart shows them
      visits: { orderBy: [{ date: "desc" }, { id: "desc" }], include: { addenda: { orderBy: { id: "asc" } } } },
      labs: { orderBy: [{ date: "desc" }, { id: "desc" }] },
      clinical: true,
      // the newest visit's first, its latest version first
      prescriptions: { orderBy: [{ visitId: "desc" }, { version: "desc" }] },
      bills: { orderBy: { id: "desc" }, include: { payments: true, refunds: true } },
    },
  });
  if (!p) throw notFound(PATIENT_MESSAGES.notFound);
  const appointmentIds = p.appointments.map((a) => a.id);
  const messages = appointmentIds.length
    ? await db().message.findMany({
        where: { appointmentId: { in: appointmentIds } },
        orderBy: [{ sendAt: "asc" }, { id: "asc" }],
      })
    : [];
  const files = new Map<number, string | null>();
  for (const r of p.reports) {
    const there = await isStored(r.storedName);
    if (!there) log.error("report file missing from an export", { reportId: r.id, storedName: r.storedName });
    files.set(r.id, there ? reportEntryName(r) : null);
  }

  const pdfs = await prescriptionPdfs(p.prescriptions, languageOf(p));
  const clinical: Clinical = {
    visits: await toVisitRecords(p.visits),
    labs: await toLabEntries(p.labs),
    clinical: await toClinicalSummary(p.clinical),
    prescriptions: await toPrescriptionRecords(p.prescriptions),
    pdfs: new Map([...pdfs].map(([id, pdf]) => [id, pdf?.entry ?? null])),
  };

  await transaction((tx) => recordFulfilled(tx, { patientId, kind: "access", actor }));
  const at = now();
  const data = exportJson(
    p,
    files,
    clinical,
    consentOf(p, p.appointments),
    messages,
    await patientRightsRequests(patientId),
    await patientAccessLog(patientId),
    at,
  );

  const zip = new JSZip();
  const date = { date: at };
  zip.file("patient.json", JSON.stringify(data, null, 2), { ...date, compression: "DEFLATE" });
  zip.file("summary.html", summaryHtml(data, p, files), { ...date, compression: "DEFLATE" });
  for (const r of p.reports) {
    const entry = files.get(r.id);
    // Reports (PDF, JPEG, PNG, DOCX) are compressed already: stored as they are.
    if (entry) zip.file(entry, lazyStored(r.storedName), { ...date, binary: true, compression: "STORE" });
  }
  // Chromium's PDFs compress their own streams: stored as they are, like the reports
  for (const pdf of pdfs.values())
    if (pdf) zip.file(pdf.entry, pdf.bytes, { ...date, binary: true, compression: "STORE" });
  const stream = zip.generateNodeStream({ type: "nodebuffer", streamFiles: true }) as unknown as Readable;
  const stored = [...files.values()].filter(Boolean).length;
  return {
    fileName: `patient-${patientId}-${todayIst(at)}.zip`,
    stream,
    files: stored,
    missingFiles: p.reports.length - stored,
    pdfs: [...pdfs.values()].filter(Boolean).length,
    missingPdfs: [...pdfs.values()].filter((pdf) => !pdf).length,
  };
}

/**
 * Each finalised prescription as the clinic prints it (A4, in the patient's language), by
 * id, one after another (the renderer prints one at a time anyway). One that cannot be made
 * (Chromium missing, say) is logged and left out: the export still holds what it says.
 */
async function prescriptionPdfs(
  rows: Prescription[],
  lang: "en" | "ta",
): Promise<Map<number, { entry: string; bytes: Buffer } | null>> {
  const pdfs = new Map<number, { entry: string; bytes: Buffer } | null>();
  for (const rx of rows) {
    if (rx.status !== "final" || !rx.number) continue;
    try {
      const bytes = await prescriptionPdf(rx, { lang, size: "a4" });
      pdfs.set(rx.id, { entry: prescriptionEntryName(rx.number, lang), bytes });
    } catch (error) {
      log.error("prescription PDF not made for an export", {
        prescriptionId: rx.id,
        error: error instanceof Error ? error.message : String(error),
      });
      pdfs.set(rx.id, null);
    }
  }
  return pdfs;
}

/** The patient an export would be of: 404 when there is none (the export's HEAD). */
export async function requireExportable(patientId: number): Promise<string> {
  const p = await db().patient.findUnique({ where: { id: patientId }, select: { id: true } });
  if (!p) throw notFound(PATIENT_MESSAGES.notFound);
  return `patient-${patientId}-${todayIst(now())}.zip`;
}
