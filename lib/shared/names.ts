/**
 * How the clinic greets a patient (issue 26): by the whole name as the clinic would write it —
 * trimmed, inner spaces collapsed — so "S. Rajendran", "Dr. Meena Iyer" and "ஆ. லட்சுமி" are
 * greeted whole, never by their initial or title ("Dear S.,"). A name is what anybody typed into
 * the public form, and the greeting goes out from the clinic's own e-mail and WhatsApp: what does
 * not look like a name (a web or e-mail address, digits, more than GREETING_NAME_MAX characters)
 * is never relayed, and the patient is greeted as "patient" instead (greetingName → null).
 *
 * The one rule for every greeting: e-mails, WhatsApp template parameter {{1}}, the manage page,
 * the calendar file and the desk's prefilled chat text.
 */

/** Longer than this is not greeted by name: no real name needs it, a message smuggled in does. */
export const GREETING_NAME_MAX = 60;

/** Titles written straight before the name ("Dr.Ravi"): not a domain's first label. */
const TITLES = new Set(["dr", "mr", "mrs", "ms", "miss", "smt", "shri", "sri", "thiru", "tmt", "selvi", "prof"]);

/** Top-level domains a link is written with, in any case ("X.COM" is no initial). */
const TLDS = new Set([
  "ai",
  "app",
  "biz",
  "co",
  "com",
  "dev",
  "example",
  "gov",
  "in",
  "info",
  "io",
  "link",
  "ly",
  "me",
  "net",
  "online",
  "org",
  "site",
  "top",
  "xyz",
]);

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });
/** Letters as a reader counts them: a Tamil initial "மு." is one, though two code points. */
const length = (text: string) => [...graphemes.segment(text)].length;

/**
 * Whether a word with a dot inside reads as a web address ("evil.example", "x.com",
 * "தளம்.இந்தியா") rather than initials before a name ("S.Rajendran", "K.S.Ravi", "ஆ.லட்சுமி")
 * or a title written against it ("Dr.Ravi").
 */
function isDomainLike(word: string): boolean {
  const labels = word.split(".");
  const last = labels[labels.length - 1];
  const head = labels.slice(0, -1);
  if (head.length === 0 || length(last) < 2 || head.some((l) => l === "")) return false;
  if (TLDS.has(last.toLowerCase())) return true;
  // a name after initials is capitalised; a top-level domain is written in small letters
  if (/^[a-z]+$/.test(last)) return true;
  if (head.length === 1 && TITLES.has(head[0].toLowerCase())) return false;
  return head.some((l) => length(l) > 1);
}

/**
 * Words a lure is made of (issue 41 G9: "Your KYC expired pay fine at …"), with the forms they
 * are written in: no patient's name is one of them, whole.
 */
const LURE_WORDS = new Set([
  ...["pay", "pays", "paid", "payment", "fine", "fined", "fines", "kyc", "otp", "link", "links", "click", "clicks"],
  ...["urgent", "urgently", "bank", "refund", "refunds", "blocked", "expired", "verify", "prize", "lottery"],
]);

/**
 * The name as a reader's eye takes it: compatibility forms folded (NFKC: a full-width "．" is
 * ".", a circled "⑨" is "9", "ｅｖｉｌ" is "evil") and every other dot-like separator a
 * look-alike address is written with made a full stop.
 */
const asRead = (text: string) => text.normalize("NFKC").replace(/[。｡︒․‧・･⸱⸳·•∙⋅]/gu, ".");

/**
 * The name to greet a patient by: the whole name, trimmed with its spaces collapsed; or null
 * when it does not look like a name (greet them as "patient"): a URL or anything with `://`,
 * `www` or a dot-domain (look-alike dots too), an e-mail address, any digit or number sign of
 * any script (circled ones too), a colon, slash or angle bracket, a lure word, or more than
 * GREETING_NAME_MAX characters.
 */
export function greetingName(name: string | null | undefined): string | null {
  const whole = (name ?? "").trim().replace(/\s+/g, " ");
  if (!whole || [...whole].length > GREETING_NAME_MAX) return null;
  const read = asRead(whole);
  // numbers (any script's, circled, fractions), an address's @, a scheme's ://, a path's slashes: not a name's
  if (/[\p{N}@:/\\<>]/u.test(read)) return null;
  if (/(^|[^\p{L}])www(?![\p{L}])/iu.test(read)) return null;
  const words = read.toLowerCase().split(/[^\p{L}\p{M}]+/u);
  if (words.some((w) => LURE_WORDS.has(w))) return null;
  return read.split(" ").some(isDomainLike) ? null : whole;
}
