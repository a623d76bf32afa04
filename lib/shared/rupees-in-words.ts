/**
 * An amount of whole rupees in words (and in figures), as a receipt or a cheque writes it (FEATURES.md §12), in
 * the Indian system: thousand, lakh (1,00,000), crore (1,00,00,000). Pure.
 *
 * English: "Rupees One Lakh Twenty-Five Thousand Only" — each word capitalised, tens and units
 * joined by a hyphen (Twenty-Five), no "and".
 *
 * Tamil: "ரூபாய் ஒரு லட்சத்து இருபத்தைந்தாயிரம் மட்டும்". A number is its parts from the largest,
 * each part but the last in its joining form (நூறு → நூற்று, ஆயிரம் → ஆயிரத்து, லட்சம் →
 * லட்சத்து, கோடி → கோடியே), the parts apart: "ஆயிரத்து இருநூறு" (1,200). Inside a number below
 * a hundred the tens and the units are one word, the tens' final உ giving way to a unit that
 * starts with a vowel (இருபத்து + ஒன்று → இருபத்தொன்று, தொண்ணூற்று + ஒன்பது →
 * தொண்ணூற்றொன்பது; இருபத்துமூன்று). Thousands join ஆயிரம் the same way (இரண்டாயிரம்,
 * பத்தாயிரம், இருபத்தோராயிரம், and the old forms மூவாயிரம், ஐயாயிரம் for 3,000 and 5,000);
 * before லட்சம் and கோடி a count ending in ஒன்று says ஒரு (ஒரு லட்சம், இருபத்தொரு லட்சம்).
 * The doubled consonant of formal writing (ஆயிரத்துத் தொள்ளாயிரம்) is left out, as receipts do.
 */

export type WordsLang = "en" | "ta";

/** The largest amount written: 99,99,99,999 (a receipt's is at most 10,00,000). */
const MAX = 999_999_999;

// ─── English ──────────────────────────────────────────────────────────────────────────────

const EN_UNITS = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const EN_TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 1–99 */
function enBelowHundred(n: number): string {
  if (n < 20) return EN_UNITS[n];
  const unit = n % 10;
  return unit ? `${EN_TENS[Math.floor(n / 10)]}-${EN_UNITS[unit]}` : EN_TENS[n / 10];
}

/** 1–999 */
function enBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${EN_UNITS[hundreds]} Hundred` : "", rest ? enBelowHundred(rest) : ""].filter(Boolean).join(" ");
}

function english(n: number): string {
  if (n === 0) return EN_UNITS[0];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  const rest = n % 1000;
  return [
    crore ? `${enBelowHundred(crore)} Crore` : "",
    lakh ? `${enBelowHundred(lakh)} Lakh` : "",
    thousand ? `${enBelowHundred(thousand)} Thousand` : "",
    rest ? enBelowThousand(rest) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

// ─── Tamil ────────────────────────────────────────────────────────────────────────────────

const TA_UNITS = [
  "பூஜ்ஜியம்",
  "ஒன்று",
  "இரண்டு",
  "மூன்று",
  "நான்கு",
  "ஐந்து",
  "ஆறு",
  "ஏழு",
  "எட்டு",
  "ஒன்பது",
  "பத்து",
  "பதினொன்று",
  "பன்னிரண்டு",
  "பதிமூன்று",
  "பதினான்கு",
  "பதினைந்து",
  "பதினாறு",
  "பதினேழு",
  "பதினெட்டு",
  "பத்தொன்பது",
];
/** 20, 30, … 90: alone, and joined to a unit */
const TA_TENS: [string, string][] = [
  ["", ""],
  ["", ""],
  ["இருபது", "இருபத்து"],
  ["முப்பது", "முப்பத்து"],
  ["நாற்பது", "நாற்பத்து"],
  ["ஐம்பது", "ஐம்பத்து"],
  ["அறுபது", "அறுபத்து"],
  ["எழுபது", "எழுபத்து"],
  ["எண்பது", "எண்பத்து"],
  ["தொண்ணூறு", "தொண்ணூற்று"],
];
/** 100, 200, … 900: alone, and joined to what follows */
const TA_HUNDREDS: [string, string][] = [
  ["", ""],
  ["நூறு", "நூற்று"],
  ["இருநூறு", "இருநூற்று"],
  ["முந்நூறு", "முந்நூற்று"],
  ["நானூறு", "நானூற்று"],
  ["ஐந்நூறு", "ஐந்நூற்று"],
  ["அறுநூறு", "அறுநூற்று"],
  ["எழுநூறு", "எழுநூற்று"],
  ["எண்ணூறு", "எண்ணூற்று"],
  ["தொள்ளாயிரம்", "தொள்ளாயிரத்து"],
];

const U = "\u0BC1"; // ு, the final உ every number word below a hundred ends in
const VIRAMA = "\u0BCD"; // ், a consonant with no vowel (ஓர்)
/** A word's first vowel letter → the vowel sign it becomes after a consonant. */
const VOWEL_SIGN: Record<string, string> = {
  அ: "",
  ஆ: "\u0BBE",
  இ: "\u0BBF",
  ஈ: "\u0BC0",
  உ: "\u0BC1",
  ஊ: "\u0BC2",
  எ: "\u0BC6",
  ஏ: "\u0BC7",
  ஐ: "\u0BC8",
  ஒ: "\u0BCA",
  ஓ: "\u0BCB",
};

/**
 * A word ending in உ (or a bare consonant) joined to the next: a vowel that starts the next
 * takes the உ's place (பத்து + ஆயிரம் → பத்தாயிரம், பதினோர் + ஆயிரம் → பதினோராயிரம்).
 */
function join(first: string, next: string): string {
  const sign = VOWEL_SIGN[next[0]];
  if (sign === undefined || !(first.endsWith(U) || first.endsWith(VIRAMA))) return first + next;
  return first.slice(0, -1) + sign + next.slice(1);
}

/** 1–99 */
function taBelowHundred(n: number): string {
  if (n < 20) return TA_UNITS[n];
  const [alone, joining] = TA_TENS[Math.floor(n / 10)];
  const unit = n % 10;
  return unit ? join(joining, TA_UNITS[unit]) : alone;
}

/** 1–99 before லட்சம் or கோடி: ஒன்று says ஒரு (ஒரு லட்சம், இருபத்தொரு லட்சம்). */
const taCount = (n: number) =>
  taBelowHundred(n)
    .replace(/^ஒன்று$/, "ஒரு")
    .replace(/\u0BCAன்று$/, "\u0BCAரு");

/** 1–99 thousand, alone or joined to what follows (ஆயிரம்/ஆயிரத்து, இரண்டாயிரம், இருபத்தோராயிரம்). */
function taThousands(n: number, joined: boolean): string {
  const word =
    n === 1
      ? "ஆயிரம்"
      : n === 3
        ? "மூவாயிரம்"
        : n === 5
          ? "ஐயாயிரம்"
          : join(taBelowHundred(n).replace(/\u0BCAன்று$/, "\u0BCBர்"), "ஆயிரம்");
  return joined ? word.replace(/ம்$/, "த்து") : word;
}

function tamil(n: number): string {
  if (n === 0) return TA_UNITS[0];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  const hundred = Math.floor(n / 100) % 10;
  const rest = n % 100;
  const parts: string[] = [];
  if (crore) parts.push(`${taCount(crore)} ${n % 10_000_000 ? "கோடியே" : "கோடி"}`);
  if (lakh) parts.push(`${taCount(lakh)} ${n % 100_000 ? "லட்சத்து" : "லட்சம்"}`);
  if (thousand) parts.push(taThousands(thousand, n % 1000 > 0));
  if (hundred) parts.push(TA_HUNDREDS[hundred][rest ? 1 : 0]);
  if (rest) parts.push(taBelowHundred(rest));
  return parts.join(" ");
}

// ─── In figures ──────────────────────────────────────────────────────────────────────────

/**
 * 125000 → "1,25,000": the last three digits, then pairs (one crore is 1,00,00,000), whatever
 * the device's locale.
 */
export function groupIndian(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a whole number: ${n}`);
  const digits = String(Math.abs(n));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${n < 0 ? "-" : ""}${rest ? `${rest},` : ""}${last3}`;
}

/** 125000 → "₹1,25,000": the figure a receipt prints beside the words. */
export const rupeesInFigures = (n: number): string => `₹${groupIndian(n)}`;

// ─── The amount ───────────────────────────────────────────────────────────────────────────

/**
 * 500 → "Rupees Five Hundred Only" / "ரூபாய் ஐந்நூறு மட்டும்"; 1200 → "Rupees One Thousand Two
 * Hundred Only" / "ரூபாய் ஆயிரத்து இருநூறு மட்டும்". Whole rupees from 0 to 99,99,99,999.
 */
export function rupeesInWords(n: number, lang: WordsLang): string {
  if (!Number.isInteger(n) || n < 0 || n > MAX) throw new RangeError(`Not an amount in whole rupees: ${n}`);
  return lang === "ta" ? `ரூபாய் ${tamil(n)} மட்டும்` : `Rupees ${english(n)} Only`;
}
