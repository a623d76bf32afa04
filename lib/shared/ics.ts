/**
 * "Add to calendar" for a booked appointment: an iCalendar (RFC 5545) event of one slot
 * (15 minutes) in clinic time, Asia/Kolkata (fixed +05:30, described by its own
 * VTIMEZONE so every calendar app shows the right hour). Pure: the booking form builds
 * the file in the browser.
 */
import { IST_OFFSET_MINUTES, SLOT_MINUTES, istInstant } from "./clinic-time";

/** What every patient is asked before a visit: in the calendar file and the messages. */
export const ARRIVAL_ADVICE =
  "Please arrive 15 minutes early and bring previous medical records and a list of current medicines.";

export type CalendarAppointment = {
  /** `YYYY-MM-DD`, clinic time */
  date: string;
  /** `HH:MM`, clinic time */
  time: string;
  /** the service booked; left out of the file the manage link serves (no medical details there) */
  service?: string;
  patientName: string;
  /** the appointment's unique timestamp, for a stable UID */
  timestamp: string;
  clinicName: string;
  clinicAddress: string;
  clinicPhone: string;
  /** the site's host name, for the UID */
  domain?: string;
  /** raised on every change, so calendar apps replace their copy (RFC 5545 SEQUENCE) */
  sequence?: number;
  cancelled?: boolean;
  /** when this version was made (DTSTAMP); by default the booking's own instant */
  stampedAt?: Date;
  /** the patient's manage page, so the calendar entry carries the way to change or cancel it */
  manageUrl?: string;
};

/**
 * Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma; every line break
 * (CRLF, LF or a lone CR) becomes the two characters "\n"; other control characters, which
 * TEXT may not hold (only HTAB is allowed), are dropped. So no value can end a content line
 * early or start a property of its own.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/[\u0000-\u0008\u000A-\u001F\u007F]/g, "");
}

/** Folds a content line at 75 octets (UTF-8), continuation lines starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74; // continuation lines spend one octet on the space
    if (size + n > limit) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join("\r\n ");
}

const compact = (date: string, time: string) => `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;

function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function endTime(date: string, time: string): { date: string; time: string } {
  // the end instant, shifted so its UTC fields read as the IST wall clock
  const wall = new Date(istInstant(date, time).getTime() + (SLOT_MINUTES + IST_OFFSET_MINUTES) * 60_000);
  const iso = wall.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export function appointmentIcs(a: CalendarAppointment): string {
  const end = endTime(a.date, a.time);
  const uid = `appointment-${a.timestamp.replace(/[^0-9A-Za-z]/g, "")}@${a.domain ?? "clinic"}`;
  const what = a.service ? `${a.service} — ${a.clinicName}` : `Appointment — ${a.clinicName}`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(a.clinicName)}//Appointment booking//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VTIMEZONE",
    "TZID:Asia/Kolkata",
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0530",
    "TZOFFSETTO:+0530",
    "TZNAME:IST",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `SEQUENCE:${a.sequence ?? 0}`,
    `DTSTAMP:${utcStamp(a.stampedAt ?? new Date(a.timestamp))}`,
    `DTSTART;TZID=Asia/Kolkata:${compact(a.date, a.time)}`,
    `DTEND;TZID=Asia/Kolkata:${compact(end.date, end.time)}`,
    `SUMMARY:${escapeText(a.cancelled ? `Cancelled: ${what}` : what)}`,
    `LOCATION:${escapeText(a.clinicAddress)}`,
    `DESCRIPTION:${escapeText(
      `${a.service ? `Appointment request for ${a.patientName}: ${a.service}.` : `Appointment for ${a.patientName}.`}\n` +
        (a.cancelled ? "This appointment has been cancelled.\n" : `${ARRIVAL_ADVICE}\n`) +
        `Clinic phone: ${a.clinicPhone}` +
        (a.manageUrl && !a.cancelled ? `\nChange or cancel: ${a.manageUrl}` : ""),
    )}`,
    ...(a.manageUrl ? [`URL:${a.manageUrl}`] : []),
    `STATUS:${a.cancelled ? "CANCELLED" : "TENTATIVE"}`,
    ...(a.cancelled
      ? []
      : ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Appointment at the clinic", "TRIGGER:-PT2H", "END:VALARM"]),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** A safe download name, e.g. `appointment-2026-11-25-1830.ics`. */
export function icsFileName(date: string, time: string): string {
  return `appointment-${date}-${time.replace(":", "")}.ics`;
}
