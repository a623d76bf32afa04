/**
 * "Add to calendar" for a booked appointment: an iCalendar (RFC 5545) event of one slot
 * (15 minutes) in clinic time, Asia/Kolkata (fixed +05:30, described by its own
 * VTIMEZONE so every calendar app shows the right hour), in the patient's language. Pure:
 * the booking form builds the file in the browser, so its words come from the small
 * messages/{en,ta}/calendar.ts (the `email.calendar` keys), not the whole catalogue.
 */
import { createTranslator } from "next-intl";
import { calendar as enWords } from "../../messages/en/calendar";
import { calendar as taWords } from "../../messages/ta/calendar";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";
import { IST_OFFSET_MINUTES, SLOT_MINUTES, istInstant } from "./clinic-time";

/** What every patient is asked before a visit, in English (each language's is `email.calendar.arrivalAdvice`). */
export const ARRIVAL_ADVICE = enWords.arrivalAdvice;

/** The calendar file's words in each language (next-intl's translator, outside React). */
const WORDS: Record<Locale, ReturnType<typeof createTranslator<typeof enWords>>> = {
  en: createTranslator({ locale: "en", messages: enWords }),
  ta: createTranslator({ locale: "ta", messages: taWords }),
};

export type CalendarAppointment = {
  /** `YYYY-MM-DD`, clinic time */
  date: string;
  /** `HH:MM`, clinic time */
  time: string;
  /** the service booked; left out of the file the manage link serves (no medical details there) */
  service?: string;
  /** null: what was typed is no name to write (lib/shared/names.ts greetingName) */
  patientName: string | null;
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
  /** the patient's language, for the file's words (English by default) */
  locale?: Locale;
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

/**
 * What a fold may not split: the line's grapheme clusters, so a Tamil letter stays whole
 * with its vowel sign or virama (கொ, க்) — code points where Intl.Segmenter is missing, and
 * for a cluster too long for one line.
 */
function unbreakable(line: string): string[] {
  if (typeof Intl.Segmenter !== "function") return [...line];
  const encoder = new TextEncoder();
  return Array.from(new Intl.Segmenter("en", { granularity: "grapheme" }).segment(line), (s) => s.segment).flatMap(
    (cluster) => (encoder.encode(cluster).length > 74 ? [...cluster] : [cluster]),
  );
}

/** Folds a content line at 75 octets (UTF-8), continuation lines starting with a space; never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of unbreakable(line)) {
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

/** The calendar file of an appointment, its words in the patient's language (`locale`). */
export function appointmentIcs(a: CalendarAppointment): string {
  const t = WORDS[a.locale ?? DEFAULT_LOCALE];
  const end = endTime(a.date, a.time);
  const uid = `appointment-${a.timestamp.replace(/[^0-9A-Za-z]/g, "")}@${a.domain ?? "clinic"}`;
  const what = a.service
    ? t("titleWithService", { service: a.service, clinic: a.clinicName })
    : t("title", { clinic: a.clinicName });
  const description = [
    a.service
      ? t("aboutWithService", { name: a.patientName ?? "", service: a.service })
      : a.patientName
        ? t("about", { name: a.patientName })
        : t("aboutPatient"),
    a.cancelled ? t("cancelled") : t("arrivalAdvice"),
    t("phone", { phone: a.clinicPhone }),
    ...(a.manageUrl && !a.cancelled ? [t("manage", { url: a.manageUrl })] : []),
  ];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(a.clinicName)}//Appointment booking//EN`,
    "CALSCALE:GREGORIAN",
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
    `SUMMARY:${escapeText(a.cancelled ? t("cancelledTitle", { title: what }) : what)}`,
    `LOCATION:${escapeText(a.clinicAddress)}`,
    `DESCRIPTION:${escapeText(description.join("\n"))}`,
    ...(a.manageUrl ? [`URL:${a.manageUrl}`] : []),
    // a booking is confirmed when it is made (the clinic keeps the slot); no METHOD: the file is
    // an event to add, not an iTIP message (RFC 5546 would want an ORGANIZER with METHOD:PUBLISH)
    `STATUS:${a.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    ...(a.cancelled
      ? []
      : ["BEGIN:VALARM", "ACTION:DISPLAY", `DESCRIPTION:${escapeText(t("alarm"))}`, "TRIGGER:-PT2H", "END:VALARM"]),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** A safe download name, e.g. `appointment-2026-11-25-1830.ics`. */
export function icsFileName(date: string, time: string): string {
  return `appointment-${date}-${time.replace(":", "")}.ics`;
}
