/**
 * How many parts an SMS takes (FEATURES.md §15; 3GPP TS 23.038): GSM-7 when every character is
 * in the GSM default alphabet — 160 in one part, 153 per part when concatenated, the extension
 * characters (`^ { } \ [ ~ ] | €` and form feed) taking two places each — otherwise UCS-2, 70 in
 * one part and 67 per part (a character outside the Basic Multilingual Plane takes two). Tamil
 * is always UCS-2.
 */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "\f^{}\\[~]|€";

export type SmsEncoding = "GSM-7" | "UCS-2";

/** The encoding a text is sent in, its length in that encoding's units, and its parts. */
export function smsSegments(text: string): { encoding: SmsEncoding; units: number; segments: number } {
  let gsmUnits = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) gsmUnits += 1;
    else if (GSM_EXTENSION.includes(ch)) gsmUnits += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: "GSM-7", units: gsmUnits, segments: parts(gsmUnits, 160, 153) };
  const units = text.length; // UTF-16 code units: a character beyond the BMP counts two, as UCS-2 sends it
  return { encoding: "UCS-2", units, segments: parts(units, 70, 67) };
}

const parts = (units: number, single: number, each: number) =>
  units === 0 ? 1 : units <= single ? 1 : Math.ceil(units / each);
