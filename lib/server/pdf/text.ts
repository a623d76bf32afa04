/**
 * Small writing helpers every printed document shares: the page's base style, a value as a CSS
 * string (for @page margin boxes) and a date with its month in words.
 */

/**
 * The start of every printed page's style: black on white (backgrounds kept in print), the Noto
 * faces with Tamil beside Latin, the size from `--base`, Tamil a little more open (`taLineHeight`).
 */
export const baseCss = (taLineHeight: number) => `
*{box-sizing:border-box;margin:0;padding:0}
html{font-family:"Noto Sans","Noto Sans Tamil",sans-serif;color:#000;background:#fff;-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{font-size:var(--base);line-height:1.4}
html:lang(ta) body{line-height:${taLineHeight}}
.latin{font-family:"Noto Sans",sans-serif}`;

/**
 * A value as a CSS string, whatever it holds: every character but letters, marks, digits and
 * spaces written as a hex escape (so no quote, backslash or "</style>" can end it early).
 */
export const cssString = (value: string): string =>
  `"${[...value].map((c) => (/[\p{L}\p{M}\p{N} ]/u.test(c) ? c : `\\${c.codePointAt(0)!.toString(16)} `)).join("")}"`;

/**
 * Every sheet's foot, in the page's own margin boxes (so in the page's own, loaded fonts): whose
 * document it is on the left (a loose second page still names the patient), its number and
 * "Page X of Y" on the right. `page` is the words around the two counters, e.g. ["Page ", " of "].
 * Goes inside the document's @page rule; `text` is what it writes, for the fonts it needs.
 */
export function pageFoot(who: string, number: string | null, page: readonly [string, string]) {
  const box = `font:7.5pt "Noto Sans","Noto Sans Tamil",sans-serif;color:#444;vertical-align:middle`;
  const prefix = number ? `${number} · ` : "";
  const css = `@bottom-left{content:${cssString(who)};${box};text-align:left}
@bottom-right{content:${cssString(prefix + page[0])} counter(page) ${cssString(page[1])} counter(pages);${box};text-align:right;white-space:nowrap}`;
  return { css, text: who + prefix + page.join("") };
}

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const TAMIL_MONTH = new Intl.DateTimeFormat("ta-IN", { month: "long", timeZone: "UTC" });

/** "2026-11-29" → "29 Nov 2026" / "29 நவம்பர் 2026": the month in words, never 11/29 or 29/11. */
export function printedDate(date: string, lang: "en" | "ta"): string {
  const [y, m, d] = date.split("-").map(Number);
  if (!y || !m || !d) return date;
  const month = lang === "ta" ? TAMIL_MONTH.format(new Date(Date.UTC(y, m - 1, d))) : MONTHS_EN[m - 1];
  return `${d} ${month} ${y}`;
}
