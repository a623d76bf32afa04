/**
 * summary.html: the export's data, readable on a phone, self-contained, every value escaped.
 * The care sections are in summary-care.ts.
 */
import "server-only";
import { escapeHtml } from "../../html";
import { clinic } from "../../../content/clinic";
import { formatSlot } from "../../../shared/clinic-time";
import {
  BOOKED_PATIENT_FIELDS,
  exportLabel,
  patientFieldsInOrder,
  type BookedPatientField,
} from "../../../shared/validation/patient-fields";
import { PATIENT_LANGUAGES } from "../../../shared/validation/patients";
import { RIGHTS_KIND_LABELS } from "../../../shared/validation/privacy";
import type { ProfileConsent } from "../../../shared/api/privacy";
import { languageOf } from "../patients";
import { readPayload, type ExportData, type Loaded } from "./data";
import { card, day, fields, section, STYLE, when } from "./html";
import { billCards, clinicalSummaryPart, labCards, prescriptionCards, visitCards } from "./summary-care";

/** A channel's choice in words: WhatsApp never asked is no; SMS never asked is allowed (FEATURES.md §15). */
function choiceLine(choice: boolean | null, by: string | null, at: string | null, neverAsked: string): string {
  const state = choice === true ? "Agreed" : choice === false ? (by === "desk" ? "Withdrawn" : "Declined") : neverAsked;
  const where = by === "booking" ? "at booking" : by === "desk" ? "at the desk" : "";
  return [state, [where, when(at)].filter(Boolean).join(", ")].filter(Boolean).join(" · ");
}

// The patient's fields as the registry lists them, the phone before the e-mail.
const SUMMARY_ORDER = patientFieldsInOrder(["name", "phone"]);
const BOOKED_SUMMARY_ORDER = SUMMARY_ORDER.filter((key): key is BookedPatientField =>
  (BOOKED_PATIENT_FIELDS as readonly string[]).includes(key),
);

function detailsPart(p: Loaded): string {
  return fields([
    ["Patient ID", p.id],
    ...SUMMARY_ORDER.map((key): [string, unknown] => [exportLabel(key), p[key]]),
    ["Language of messages", PATIENT_LANGUAGES[languageOf(p)]],
    ["Record created", when(p.createdAt)],
    ["Last changed", when(p.updatedAt)],
  ]);
}

function consentCards(consent: ProfileConsent): string[] {
  return [
    fields([
      ["WhatsApp messages", choiceLine(consent.whatsapp, consent.whatsappBy, consent.whatsappAt, "Not asked")],
      ["SMS messages", choiceLine(consent.sms, consent.smsBy, consent.smsAt, "Not asked (allowed)")],
    ]),
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
}

function appointmentCards(p: Loaded): string[] {
  return p.appointments.map((a) =>
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
}

function noteCards(p: Loaded): string[] {
  return p.notes.map((n) =>
    card(`Consultation of ${day(n.consultationDate)}`, `<p class="text">${escapeHtml(n.note)}</p>`),
  );
}

function reportCards(p: Loaded, files: Map<number, string | null>): string[] {
  return p.reports.map((r) => {
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
        // reports from patients (FEATURES.md §14)
        ["Sent by", r.fromPatient ? "The patient, from the appointment page" : "The clinic"],
        ["Filed", r.filedAt ? when(r.filedAt) : "Not yet"],
      ]) + `<p>File: ${link}</p>`,
    );
  });
}

function contactCards(p: Loaded): string[] {
  return p.contacts.map((ct) => {
    const payload = readPayload(ct.payload);
    const rows: [string, unknown][] =
      payload && typeof payload === "object" && !Array.isArray(payload)
        ? Object.entries(payload).map(([k, v]) => [k, typeof v === "object" ? JSON.stringify(v) : v])
        : [["Form", ct.payload]];
    return card(`Received ${when(ct.receivedAt)}`, fields(rows));
  });
}

function messageCards(data: ExportData): string[] {
  return data.messages.map((m) =>
    card(
      `${m.kind} by ${m.channel === "whatsapp" ? "WhatsApp" : m.channel === "sms" ? "SMS" : "e-mail"}`,
      fields([
        ["To", m.to],
        ["Status", m.status],
        ["Due", when(m.sendAt)],
        ["Sent", when(m.sentAt)],
      ]),
    ),
  );
}

function rightsCards(data: ExportData): string[] {
  return data.rightsRequests.map((r) =>
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
}

export function summaryHtml(data: ExportData, p: Loaded, files: Map<number, string | null>): string {
  const c = clinic();
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
${section("Details", [detailsPart(p)], false)}
${section("Consent", consentCards(data.consent), false)}
${section("Appointments", appointmentCards(p))}
${section("Clinical summary", [clinicalSummaryPart(data)], false)}
${section("Visits", visitCards(data))}
${section("Lab results", labCards(data))}
${section("Prescriptions", prescriptionCards(data))}
${section("Bills and payments", billCards(data))}
${section("Notes", noteCards(p))}
${section("Reports", reportCards(p, files))}
${section("Forms received from the website", contactCards(p))}
${section("Messages about the appointments", messageCards(data))}
${section("Requests about this data", rightsCards(data))}
<p class="meta">${escapeHtml(`${c.name}, ${c.address}. Phone ${c.phone}, e-mail ${c.email}.`)}</p>
</body>
</html>
`;
}
