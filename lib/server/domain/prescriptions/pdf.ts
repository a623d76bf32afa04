import "server-only";
import { escapeHtml } from "../../html";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { formatSlot } from "../../../shared/clinic-time";
import type { PrescriptionDocument } from "../../../shared/api/prescriptions";
import { doseLine } from "../../../shared/validation/prescriptions";

/**
 * The prescription as a PDF (FEATURES.md §11, docs/decisions/026-prescription-pdfs.md):
 * HTML written here, every value escaped, printed by Chromium's own engine through
 * playwright-core, so Tamil is shaped by HarfBuzz like any Tamil web page and stays real,
 * searchable text. The fonts travel inside the HTML (Noto Sans and Noto Sans Tamil from
 * @fontsource, as data URLs): the server's installed fonts never change a prescription.
 *
 * One browser, started at the first PDF and kept; a fresh context per PDF, closed after; one
 * PDF at a time, so a burst of requests waits in line instead of opening pages side by side.
 */

// ─── The browser ──────────────────────────────────────────────────────────────────────────

let browser: Promise<Browser> | null = null;

function launch(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  const started = chromium
    .launch({
      executablePath,
      // Chromium's own sandbox needs user namespaces, which the service's systemd sandbox
      // forbids (deploy/systemd/clinic.service: RestrictNamespaces, NoNewPrivileges), and it
      // refuses to start as root without this. What it renders is our own escaped HTML, with
      // no script allowed by its CSP and every network request refused (render below).
      args: ["--no-sandbox", "--disable-gpu", "--font-render-hinting=none", "--disable-dev-shm-usage"],
      // its profile and crash reports in the temporary folder, never the service's read-only home
      env: { ...process.env, HOME: os.tmpdir() },
    })
    .catch((error: unknown) => {
      const why = error instanceof Error ? error.message.split("\n")[0] : String(error);
      throw new Error(
        `Prescription PDFs need Chromium at ${executablePath} (Debian's chromium package, or CHROMIUM_PATH): ${why}`,
      );
    })
    .then((b) => {
      b.on("disconnected", () => {
        if (browser === started) browser = null;
      });
      return b;
    });
  // a failed start is not kept: the next PDF tries again
  started.catch(() => {
    if (browser === started) browser = null;
  });
  return started;
}

async function getBrowser(): Promise<Browser> {
  if (browser) {
    const b = await browser.catch(() => null);
    if (b?.isConnected()) return b;
    browser = null;
  }
  browser = launch();
  return browser;
}

/**
 * The next PDF's page: the last one's, kept (a new context costs Chromium a new renderer process,
 * 200–300 ms of each PDF on the benchmark machine), or a fresh one made while nothing waits when
 * it has printed PAGE_USES or failed. Offline, every request refused, scripts blocked by the
 * page's own policy: a page holds only the document it was last given.
 */
let spare: Promise<Page> | null = null;

async function freshPage(): Promise<Page> {
  const context = await (await getBrowser()).newContext({ offline: true });
  try {
    // nothing leaves the machine: the page has everything it needs inline (and its CSP says so)
    await context.route("**/*", (route) => route.abort());
    return await context.newPage();
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
}

async function takePage(): Promise<Page> {
  const ready = spare;
  spare = null;
  const page = await ready?.catch(() => null);
  if (page && !page.isClosed() && page.context().browser()?.isConnected()) return page;
  if (page)
    await page
      .context()
      .close()
      .catch(() => undefined);
  return freshPage();
}

function prepareSpare() {
  spare = freshPage();
  spare.catch(() => undefined);
}

/** PDFs one page prints before it is closed and another made: Chromium's memory stays flat. */
const PAGE_USES = 25;
let uses = 0;

/** PDFs wait here, one behind the other. */
let queue: Promise<unknown> = Promise.resolve();

function serialized<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Chromium holds about 375 MB (PSS) while kept: after IDLE_MS without a PDF it is closed, so a
 * small server has that memory back between evenings; the next PDF starts it again (under 1 s).
 */
const IDLE_MS = 10 * 60_000;
let idleTimer: NodeJS.Timeout | null = null;

function closeWhenIdle() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => void closePdfBrowser(), IDLE_MS);
  idleTimer.unref();
}

/** Closes the kept browser (tests, scripts, the server's shutdown); the next PDF starts another. */
export async function closePdfBrowser(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  await queue;
  await spare?.catch(() => undefined);
  spare = null;
  const current = browser;
  browser = null;
  const b = await current?.catch(() => null);
  await b?.close().catch(() => undefined);
}

// ─── Fonts ────────────────────────────────────────────────────────────────────────────────

// Google Fonts' ranges for each subset @fontsource ships (its per-subset CSS leaves them out).
const LATIN =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";
const LATIN_EXT =
  "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF";
const TAMIL = "U+0964-0965, U+0B82-0BFA, U+200C-200D, U+20B9, U+25CC";

const FACES = {
  latin: { family: "Noto Sans", file: "@fontsource/noto-sans/files/noto-sans-latin-{w}-normal.woff2", range: LATIN },
  latinExt: {
    family: "Noto Sans",
    file: "@fontsource/noto-sans/files/noto-sans-latin-ext-{w}-normal.woff2",
    range: LATIN_EXT,
  },
  tamil: {
    family: "Noto Sans Tamil",
    file: "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-{w}-normal.woff2",
    range: TAMIL,
  },
} as const;
type Subset = keyof typeof FACES;
type Weight = 400 | 700;

/** Letters past Latin-1 that only the Latin Extended file has (a name such as "Łukasz"). */
const NEEDS_LATIN_EXT = /[\u0100-\u02FF\u1D00-\u1EFF\u20A0-\u20C0\u2C60-\u2C7F\uA720-\uA7FF]/;
const NEEDS_TAMIL = /[\u0B80-\u0BFF]/;

let faceCss: Record<Subset, Record<Weight, string>> | null = null;

/** The @font-face rules of every face, the files read from node_modules once. */
function allFaces(): Record<Subset, Record<Weight, string>> {
  if (faceCss) return faceCss;
  // resolved from the app's folder at run time, not by the bundler (route handlers are bundled)
  const resolve = createRequire(path.join(process.cwd(), "package.json")).resolve;
  const face = ({ family, file, range }: (typeof FACES)[Subset], weight: Weight) => {
    const data = fs.readFileSync(resolve(file.replace("{w}", String(weight)))).toString("base64");
    return `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:block;src:url(data:font/woff2;base64,${data}) format("woff2");unicode-range:${range};}`;
  };
  const both = (subset: Subset) => ({ 400: face(FACES[subset], 400), 700: face(FACES[subset], 700) });
  faceCss = { latin: both("latin"), latinExt: both("latinExt"), tamil: both("tamil") };
  return faceCss;
}

/**
 * The faces `html` needs: Latin always, Latin Extended and Tamil only when its text has such
 * letters (each face is tens of KB of base64 Chromium parses per PDF).
 */
function fontFaces(html: string, weights: Weight[]): string {
  const css = allFaces();
  const subsets: Subset[] = [
    "latin",
    ...(NEEDS_LATIN_EXT.test(html) ? (["latinExt"] as const) : []),
    ...(NEEDS_TAMIL.test(html) ? (["tamil"] as const) : []),
  ];
  return subsets.flatMap((subset) => weights.map((w) => css[subset][w])).join("\n");
}

// ─── The words ────────────────────────────────────────────────────────────────────────────

const LABELS = {
  en: {
    patient: "Patient",
    ageSex: "Age / Sex",
    patientId: "Patient ID",
    date: "Date",
    number: "Prescription No.",
    noNumber: "Not yet numbered",
    version: (n: number, replaces: string | null) => `Version ${n}${replaces ? `, replaces ${replaces}` : ""}`,
    allergies: "Allergies",
    noAllergies: "None recorded",
    diagnosis: "Diagnosis",
    medicines: "Medicines",
    investigations: "Investigations",
    advice: "Advice",
    followUp: "Follow-up",
    signature: "Signature",
    /** CSS content around counter(page) and counter(pages) */
    page: ["Page ", " of "],
    years: (age: number) => `${age} y`,
    sex: { Male: "Male", Female: "Female", Other: "Other" } as Record<string, string>,
  },
  ta: {
    patient: "நோயாளி",
    ageSex: "வயது / பாலினம்",
    patientId: "நோயாளி எண்",
    date: "தேதி",
    number: "மருந்துச்சீட்டு எண்",
    noNumber: "இன்னும் எண் இல்லை",
    version: (n: number, replaces: string | null) =>
      `பதிப்பு ${n}${replaces ? ` (${replaces} மருந்துச்சீட்டுக்குப் பதிலாக)` : ""}`,
    allergies: "ஒவ்வாமைகள்",
    noAllergies: "பதிவு எதுவும் இல்லை",
    diagnosis: "நோயறிதல்",
    medicines: "மருந்துகள்",
    investigations: "பரிசோதனைகள்",
    advice: "அறிவுரை",
    followUp: "மீண்டும் வர வேண்டிய நாள்",
    signature: "கையொப்பம்",
    page: ["பக்கம் ", " / "],
    years: (age: number) => `${age} வயது`,
    sex: { Male: "ஆண்", Female: "பெண்", Other: "பிற" } as Record<string, string>,
  },
} as const;

const MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const TAMIL_MONTH = new Intl.DateTimeFormat("ta-IN", { month: "long", timeZone: "UTC" });

/** "2026-11-29" → "29 Nov 2026" / "29 நவம்பர் 2026": the month in words, never 11/29 or 29/11. */
export function prescriptionDate(date: string, lang: PrescriptionDocument["lang"]): string {
  const [y, m, d] = date.split("-").map(Number);
  if (!y || !m || !d) return date;
  const month = lang === "ta" ? TAMIL_MONTH.format(new Date(Date.UTC(y, m - 1, d))) : MONTHS_EN[m - 1];
  return `${d} ${month} ${y}`;
}

// ─── The page ─────────────────────────────────────────────────────────────────────────────

const STYLE = `
*{box-sizing:border-box;margin:0;padding:0}
html{font-family:"Noto Sans","Noto Sans Tamil",sans-serif;color:#000;background:#fff;-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{font-size:var(--base);line-height:1.4}
html[lang=ta] body{line-height:1.55}
.latin{font-family:"Noto Sans",sans-serif}
header{display:flex;justify-content:space-between;align-items:flex-end;gap:1.2em;padding-bottom:.55em;border-bottom:1.5pt solid #000}
header .who{flex:1 1 auto;min-width:0}
header .clinic{font-size:1.65em;font-weight:700;line-height:1.15;letter-spacing:.01em}
header .doctor{font-weight:700;margin-top:.3em}
header .reg{font-weight:700}
header .contact{flex:0 1 40%;text-align:right;font-size:.9em;line-height:1.35}
.meta{display:flex;flex-wrap:wrap;gap:.2em 1.4em;padding:.5em 0;border-bottom:.5pt solid #777;font-size:.95em}
.meta b{font-weight:700}
.meta .version{flex-basis:100%}
section{margin-top:.75em;break-inside:avoid}
section.rx{break-inside:auto}
h2{font-size:1em;font-weight:700;margin-bottom:.15em;break-after:avoid}
.inline h2{display:inline;margin-right:.4em}
.inline p{display:inline}
.allergies{font-weight:700}
ul.list{padding-left:1.2em}
ul.list li{margin:.05em 0}
.rx h2{font-size:1.35em;font-family:"Noto Sans",serif;margin-bottom:.25em}
ol.items{list-style:none;counter-reset:item}
ol.items li{display:grid;grid-template-columns:1.8em 1fr;padding:.3em 0;border-bottom:.4pt solid #ccc;break-inside:avoid}
ol.items li:last-child{border-bottom:0}
ol.items .n{font-weight:700}
ol.items .drug{font-weight:700;letter-spacing:.02em}
ol.items .form{font-weight:400}
ol.items .dose{margin-top:.05em}
ol.items .note{font-style:normal;color:#222}
.sign{margin-top:2.6em;display:flex;justify-content:flex-end;break-inside:avoid}
.sign div{min-width:45%;text-align:center;padding-top:.3em;border-top:.75pt solid #000;font-size:.92em}
.sign b{display:block;font-size:1.05em}
html.a5 header{display:block}
html.a5 header .contact{display:flex;flex-wrap:wrap;gap:0 1em;text-align:left;margin-top:.25em}
html.a5 body{line-height:1.33}
html.a5[lang=ta] body{line-height:1.45}
html.a5 .meta{padding:.35em 0}
html.a5 section{margin-top:.5em}
html.a5 ol.items li{padding:.2em 0}
html.a5 .sign{margin-top:1.4em}
.draft{position:fixed;left:0;right:0;top:40%;text-align:center;font:700 110pt "Noto Sans",sans-serif;color:#000;opacity:.09;transform:rotate(-35deg);letter-spacing:.08em;z-index:-1}
`;

const SIZES = {
  a4: {
    format: "A4",
    base: "11.5pt",
    margin: { top: "14mm", right: "16mm", bottom: "16mm", left: "16mm" },
    draft: "130pt",
  },
  a5: {
    format: "A5",
    base: "10.5pt",
    margin: { top: "10mm", right: "10mm", bottom: "12mm", left: "10mm" },
    draft: "90pt",
  },
} as const;

const list = (items: string[]) => `<ul class="list">${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`;

/** The whole page as HTML: every value from the document passes escapeHtml. */
export function prescriptionHtml(doc: PrescriptionDocument): string {
  const t = LABELS[doc.lang];
  const e = escapeHtml;
  const size = SIZES[doc.size];
  const reg = `Reg. No. ${e(doc.doctor.registrationNumber)}, ${e(doc.doctor.council)}`;
  const ageSex = [
    doc.patient.age === null ? null : t.years(doc.patient.age),
    doc.patient.sex ? (t.sex[doc.patient.sex] ?? doc.patient.sex) : null,
  ]
    .filter(Boolean)
    .join(" / ");
  const meta = [
    [t.patient, doc.patient.name],
    ...(ageSex ? [[t.ageSex, ageSex]] : []),
    [t.patientId, String(doc.patient.id)],
    [t.date, prescriptionDate(doc.date, doc.lang)],
    [t.number, doc.number ?? t.noNumber],
  ]
    .map(([label, value]) => `<span>${e(label)}: <b>${e(value)}</b></span>`)
    .join("");
  const version =
    doc.version > 1 ? `<span class="version">${e(t.version(doc.version, doc.replacesNumber))}</span>` : "";

  const items = doc.items
    .map((item, i) => {
      const form = item.form ? ` <span class="form">${e(item.form)}</span>` : "";
      const note = item.instructions ? `<div class="note">${e(item.instructions)}</div>` : "";
      return `<li><span class="n">${i + 1}.</span><div><div><span class="drug latin">${e(item.drug.toUpperCase())}</span> <span class="latin">${e(item.strength)}</span>${form}</div><div class="dose">${e(doseLine(item, doc.lang))}</div>${note}</div></li>`;
    })
    .join("");

  const followUp = doc.followUp
    ? `${prescriptionDate(doc.followUp.date, doc.lang)}${doc.followUp.time ? `, ${formatSlot(doc.followUp.time, doc.lang)}` : ""}`
    : null;

  const sections = [
    `<section class="inline allergies"><h2>${e(t.allergies)}:</h2><p>${e(doc.allergies.length ? doc.allergies.join(", ") : t.noAllergies)}</p></section>`,
    doc.diagnosis.trim()
      ? `<section class="inline"><h2>${e(t.diagnosis)}:</h2><p>${e(doc.diagnosis)}</p></section>`
      : "",
    `<section class="rx"><h2 aria-label="${e(t.medicines)}">Rx</h2><ol class="items">${items}</ol></section>`,
    doc.investigations.length ? `<section><h2>${e(t.investigations)}</h2>${list(doc.investigations)}</section>` : "",
    doc.advice.length ? `<section><h2>${e(t.advice)}</h2>${list(doc.advice)}</section>` : "",
    followUp ? `<section class="inline"><h2>${e(t.followUp)}:</h2><p><b>${e(followUp)}</b></p></section>` : "",
  ].join("");

  const body = `<body>
${doc.draft ? '<div class="draft" aria-hidden="true">DRAFT</div>' : ""}
<header><div class="who"><div class="clinic">${e(doc.clinic.name)}</div>
<div class="doctor">${e(doc.doctor.name)}</div><div>${e(doc.doctor.qualifications)}</div>
<div class="reg latin">${reg}</div></div>
<div class="contact"><div>${e(doc.clinic.address)}</div><div class="latin">${e(doc.clinic.phone)}</div><div class="latin">${e(doc.clinic.email)}</div></div></header>
<div class="meta">${meta}${version}</div>
<main>${sections}</main>
<div class="sign"><div>${e(t.signature)}<b>${e(doc.doctor.name)}</b><span class="latin">${reg}</span></div></div>
</body>`;

  const foot = footerCss(doc);
  return `<!doctype html>
<html lang="${doc.lang}" class="${doc.size}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; font-src data:">
<title>${e(doc.number ?? "Prescription")}</title>
<style>${fontFaces(body + foot.text, [400, 700])}
${foot.css}
:root{--base:${size.base}}
${STYLE}
.draft{font-size:${size.draft}}</style></head>
${body}</html>`;
}

/**
 * A value as a CSS string, whatever it holds: every character but letters, marks, digits and
 * spaces written as a hex escape (so no quote, backslash or "</style>" can end it early).
 */
export const cssString = (value: string): string =>
  `"${[...value].map((c) => (/[\p{L}\p{M}\p{N} ]/u.test(c) ? c : `\\${c.codePointAt(0)!.toString(16)} `)).join("")}"`;

/**
 * Every page's foot, in the page's own margin boxes (so in the page's own, loaded fonts): whose
 * prescription it is (a loose second page still names the patient), its number, page X of Y.
 */
function footerCss(doc: PrescriptionDocument): { css: string; text: string } {
  const t = LABELS[doc.lang];
  const who = `${doc.patient.name} · ${t.patientId} ${doc.patient.id}`;
  const number = doc.number ? `${doc.number} · ` : "";
  const m = SIZES[doc.size].margin;
  const box = `font:7.5pt "Noto Sans","Noto Sans Tamil",sans-serif;color:#444;vertical-align:middle`;
  const css = `@page{size:${doc.size.toUpperCase()};margin:${m.top} ${m.right} ${m.bottom} ${m.left};
@bottom-left{content:${cssString(who)};${box};text-align:left}
@bottom-right{content:${cssString(number + t.page[0])} counter(page) ${cssString(t.page[1])} counter(pages);${box};text-align:right;white-space:nowrap}}`;
  return { css, text: who + number + t.page.join("") };
}

// ─── Printing ─────────────────────────────────────────────────────────────────────────────

/** The prescription as PDF bytes: A4 or A5, English or Tamil, "DRAFT" across every page of a draft. */
/** One PDF on `page`: the document set, every face it carries loaded, printed by its @page rule. */
async function print(page: Page, html: string, doc: PrescriptionDocument): Promise<Buffer> {
  await page.setContent(html, { waitUntil: "load" });
  // every face the page carries, loaded before printing: a face the page's foot alone needs
  // (its regular weight, say) would otherwise start loading during the print, and the foot
  // would print blank (font-display: block)
  await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())).then(() => undefined));
  // the page's size, margins and foot are its @page rule's (footerCss)
  return page.pdf({ format: SIZES[doc.size].format, preferCSSPageSize: true, printBackground: true });
}

export function renderPrescriptionPdf(doc: PrescriptionDocument): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    // written before its turn (a throw here rejects): the queue holds only the printing
    const html = prescriptionHtml(doc);
    void serialized(async () => {
      let page = await takePage().catch((error: unknown) => {
        reject(error);
        return null;
      });
      if (!page) return;
      try {
        try {
          resolve(await print(page, html, doc));
        } catch (error) {
          // the kept page's Chromium died since the last PDF: once more on a fresh one
          if (!page.isClosed() && page.context().browser()?.isConnected()) throw error;
          page = await freshPage();
          uses = 0;
          resolve(await print(page, html, doc));
        }
        uses += 1;
      } catch (error) {
        reject(error);
        uses = PAGE_USES; // a page that failed is not used again
      } finally {
        // after the answer, before the next PDF: the caller does not wait for the tidying.
        // The page prints the next PDF too (setContent replaces its whole document; a new
        // context costs 200–300 ms); after PAGE_USES PDFs it is closed and a fresh one made.
        if (uses >= PAGE_USES) {
          uses = 0;
          const done = page;
          await done
            .context()
            .close()
            .catch(() => undefined);
          prepareSpare();
        } else spare = Promise.resolve(page);
        closeWhenIdle();
      }
    });
  });
}
