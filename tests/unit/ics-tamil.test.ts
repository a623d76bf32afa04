/**
 * The calendar file in the patient's language (FEATURES.md §6): Tamil words for a Tamil
 * patient, English exactly as before for everyone else, and folding that never cuts a Tamil
 * letter from its vowel sign or virama (RFC 5545 folds at 75 octets; a calendar app that
 * shows a folded line as it comes must not show a broken letter).
 */
import { appointmentIcs, ARRIVAL_ADVICE, foldLine } from "@/lib/shared/ics";
import { ICS_SAMPLE } from "../fixtures/ics";

const sample = {
  ...ICS_SAMPLE,
  manageUrl: "https://heartcare.example/ta/appointment/abcdefghijklmnopqrstuvwxyz012345",
};

/** The event's properties, unfolded: name → values (as tests/fixtures/manage.ts icsProps, without server imports). */
function props(ics: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const line of ics.replace(/\r\n /g, "").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) (out[line.slice(0, colon).split(";")[0]] ??= []).push(line.slice(colon + 1));
  }
  return out;
}

const octets = (s: string) => new TextEncoder().encode(s).length;
const graphemes = (s: string) =>
  Array.from(new Intl.Segmenter("en", { granularity: "grapheme" }).segment(s), (g) => g.segment);

/** The offsets (in UTF-16 units) where each grapheme starts, and the end. */
function graphemeBoundaries(s: string): Set<number> {
  const out = new Set([0]);
  let at = 0;
  for (const g of graphemes(s)) out.add((at += g.length));
  return out;
}

/** Where a folded line was cut, as offsets into the unfolded line. */
function foldOffsets(folded: string): number[] {
  const pieces = folded.split("\r\n ");
  const out: number[] = [];
  let at = 0;
  for (const piece of pieces.slice(0, -1)) out.push((at += piece.length));
  return out;
}

describe("the calendar file in Tamil", () => {
  const ics = appointmentIcs({ ...sample, locale: "ta" });
  const p = props(ics);

  it("has its title, description and alarm in Tamil; the start, end, place and link as in English", () => {
    expect(p.SUMMARY).toEqual(["மருத்துவர் முன்பதிவு — HeartCare Clinic (dev)"]);
    expect(p.DESCRIPTION[0].split("\\n")).toEqual([
      "Asha Menon அவர்களின் முன்பதிவு.",
      "தயவுசெய்து 15 நிமிடங்கள் முன்னதாக வாருங்கள்\\; முந்தைய மருத்துவப் பதிவுகளையும்\\, தற்போது எடுத்துக்கொள்ளும் மருந்துகளின் பட்டியலையும் கொண்டு வாருங்கள்.",
      "கிளினிக் தொலைபேசி: +91 98400 12345",
      `மாற்ற அல்லது ரத்து செய்ய: ${sample.manageUrl}`,
    ]);
    expect(p.DESCRIPTION[1]).toBe("கிளினிக்கில் உங்கள் முன்பதிவு");
    const english = props(appointmentIcs(sample));
    for (const name of ["DTSTART", "DTEND", "UID", "DTSTAMP", "LOCATION", "URL", "STATUS", "SEQUENCE"]) {
      expect([name, p[name]]).toEqual([name, english[name]]);
    }
  });

  it("names the service when the booking form builds it in the browser, and says when it is cancelled", () => {
    const withService = props(appointmentIcs({ ...sample, service: "இ.சி.ஜி (ECG)", locale: "ta" }));
    expect(withService.SUMMARY).toEqual(["இ.சி.ஜி (ECG) — HeartCare Clinic (dev)"]);
    expect(withService.DESCRIPTION[0]).toMatch(/^Asha Menon அவர்களின் முன்பதிவு: இ.சி.ஜி \(ECG\)\.\\n/);

    const cancelled = props(appointmentIcs({ ...sample, cancelled: true, locale: "ta" }));
    expect(cancelled.SUMMARY).toEqual(["ரத்து செய்யப்பட்டது: மருத்துவர் முன்பதிவு — HeartCare Clinic (dev)"]);
    expect(cancelled.DESCRIPTION).toEqual([
      "Asha Menon அவர்களின் முன்பதிவு.\\nஇந்த முன்பதிவு ரத்து செய்யப்பட்டுள்ளது.\\nகிளினிக் தொலைபேசி: +91 98400 12345",
    ]);
    expect(cancelled.STATUS).toEqual(["CANCELLED"]);
  });

  it("folds every long line within 75 octets, only between letters", () => {
    const lines = ics.split("\r\n");
    expect(lines.filter((l) => l.startsWith(" ")).length).toBeGreaterThanOrEqual(4);
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      if (line.startsWith(" ")) expect(line.slice(1)).not.toMatch(/^\p{M}/u);
    }
    const description = ics.slice(ics.indexOf("DESCRIPTION:"), ics.indexOf("\r\nURL:"));
    const unfolded = description.replace(/\r\n /g, "");
    const boundaries = graphemeBoundaries(unfolded);
    for (const offset of foldOffsets(description)) expect(boundaries.has(offset)).toBe(true);
  });
});

describe("English stays as it was", () => {
  it("word for word", () => {
    expect(ARRIVAL_ADVICE).toBe(
      "Please arrive 15 minutes early and bring previous medical records and a list of current medicines.",
    );
    const p = props(appointmentIcs({ ...sample, service: "Cardiac Consultation" }));
    expect(p.SUMMARY).toEqual(["Cardiac Consultation — HeartCare Clinic (dev)"]);
    expect(p.DESCRIPTION).toEqual([
      "Appointment for Asha Menon: Cardiac Consultation.\\n" +
        "Please arrive 15 minutes early and bring previous medical records and a list of current medicines.\\n" +
        "Clinic phone: +91 98400 12345\\n" +
        `Change or cancel: ${sample.manageUrl}`,
      "Appointment at the clinic",
    ]);
    const cancelled = props(appointmentIcs({ ...sample, cancelled: true, locale: "en" }));
    expect(cancelled.SUMMARY).toEqual(["Cancelled: Appointment — HeartCare Clinic (dev)"]);
    expect(cancelled.DESCRIPTION).toEqual([
      "Appointment for Asha Menon.\\nThis appointment has been cancelled.\\nClinic phone: +91 98400 12345",
    ]);
  });
});

describe("foldLine with long Tamil text", () => {
  // letters with vowel signs (கொ = க + ொ), virama (க்), and the conjunct க்ஷ: several code points each
  const text = "DESCRIPTION:" + "கொக்ஷிணீ முத்துலட்சுமி ஸ்ரீநிவாசன் ".repeat(12);

  it("keeps every line within 75 octets and puts the text back together exactly", () => {
    const folded = foldLine(text);
    const pieces = folded.split("\r\n ");
    expect(pieces.length).toBeGreaterThan(10);
    expect(octets(pieces[0])).toBeLessThanOrEqual(75);
    for (const piece of pieces.slice(1)) expect(octets(piece)).toBeLessThanOrEqual(74);
    expect(pieces.join("")).toBe(text);
  });

  it("never cuts inside a letter, where folding by code points would", () => {
    const boundaries = graphemeBoundaries(text);
    expect(foldOffsets(foldLine(text)).every((at) => boundaries.has(at))).toBe(true);
    for (const piece of foldLine(text).split("\r\n ").slice(1)) expect(piece).not.toMatch(/^\p{M}/u);

    // the check's own check: 75-octet cuts by code point land inside letters for this text
    const naive: number[] = [];
    let size = 0;
    let at = 0;
    for (const ch of text) {
      const n = octets(ch);
      if (size + n > (naive.length ? 74 : 75)) {
        naive.push(at);
        size = 0;
      }
      size += n;
      at += ch.length;
    }
    expect(naive.some((offset) => !boundaries.has(offset))).toBe(true);
  });

  it("cuts a cluster too long for one line between its code points, and works without Intl.Segmenter", () => {
    const huge = "DESCRIPTION:a" + "\u0301".repeat(60);
    for (const piece of foldLine(huge).split("\r\n ")) expect(octets(piece)).toBeLessThanOrEqual(75);
    expect(foldLine(huge).split("\r\n ").join("")).toBe(huge);

    const segmenter = Intl.Segmenter;
    try {
      (Intl as { Segmenter?: unknown }).Segmenter = undefined;
      const folded = foldLine(text);
      expect(folded.split("\r\n ").join("")).toBe(text);
      for (const piece of folded.split("\r\n ")) {
        expect(new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(piece))).toBe(piece);
      }
    } finally {
      (Intl as { Segmenter?: unknown }).Segmenter = segmenter;
    }
  });
});
