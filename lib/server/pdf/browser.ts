import "server-only";
import os from "node:os";
import { chromium, type Browser, type Page } from "playwright-core";
import { nameTheApp } from "./metadata";

/**
 * Every PDF the app prints (prescriptions, receipts; docs/decisions/026-prescription-pdfs.md):
 * HTML written by the caller, every value escaped, printed by Chromium's own engine through
 * playwright-core, so Tamil is shaped by HarfBuzz like any Tamil web page and stays real,
 * searchable text. The fonts travel inside the HTML (./fonts.ts).
 *
 * One browser, started at the first PDF and kept; one page reused for PAGE_USES PDFs; one PDF
 * at a time, so a burst of requests waits in line instead of opening pages side by side.
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
      // no script allowed by its CSP and every network request refused (freshPage below).
      args: ["--no-sandbox", "--disable-gpu", "--font-render-hinting=none", "--disable-dev-shm-usage"],
      // its profile and crash reports in the temporary folder, never the service's read-only home
      env: { ...process.env, HOME: os.tmpdir() },
    })
    .catch((error: unknown) => {
      const why = error instanceof Error ? error.message.split("\n")[0] : String(error);
      throw new Error(
        `PDFs (prescriptions, receipts) need Chromium at ${executablePath} (Debian's chromium package, or CHROMIUM_PATH): ${why}`,
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

// ─── Printing ─────────────────────────────────────────────────────────────────────────────

/**
 * The paper:
 * - `{ format }`: a sheet (A4, A5) whose size, margins and margin boxes are the document's own
 *   @page rule (preferCSSPageSize);
 * - `{ roll }`: a receipt printer's roll, `roll` wide (e.g. "80mm"), exactly as tall as the
 *   document laid out at that width (one page, no blank tail). The document sets `@page
 *   {margin:0}` and keeps its own padding.
 */
export type PdfPaper = { format: "A4" | "A5" } | { roll: string };

/** One PDF on `page`: the document set, every face it carries loaded, printed on `paper`. */
async function print(page: Page, html: string, paper: PdfPaper): Promise<Buffer> {
  return nameTheApp(await printed(page, html, paper));
}

/**
 * Chromium's PDF: tagged (a structure tree screen readers and text tools follow, with the
 * page's <html lang> as the catalog's /Lang) and with an outline of its headings.
 */
async function printed(page: Page, html: string, paper: PdfPaper): Promise<Buffer> {
  await page.setContent(html, { waitUntil: "load" });
  // every face the page carries, loaded before printing: a face the page's foot alone needs
  // (its regular weight, say) would otherwise start loading during the print, and the foot
  // would print blank (font-display: block)
  await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())).then(() => undefined));
  if ("format" in paper)
    return page.pdf({
      format: paper.format,
      preferCSSPageSize: true,
      printBackground: true,
      tagged: true,
      outline: true,
    });
  // the roll's height: the document laid out at the roll's width (the root's width is set to
  // it for the measure, whatever the page's viewport), in CSS px, and 2 px to spare for rounding
  const height = await page.evaluate((width) => {
    const root = document.documentElement;
    const was = root.style.width;
    root.style.width = width;
    const h = root.getBoundingClientRect().height;
    root.style.width = was;
    return Math.ceil(h) + 2;
  }, paper.roll);
  return page.pdf({ width: paper.roll, height: `${height}px`, printBackground: true, tagged: true, outline: true });
}

/**
 * `html` as PDF bytes, printed in its turn (one PDF at a time). The page is reused: a page whose
 * Chromium died since the last PDF is replaced and the PDF printed again.
 */
export function renderPdf(html: string, paper: PdfPaper): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    void serialized(async () => {
      let page = await takePage().catch((error: unknown) => {
        reject(error);
        return null;
      });
      if (!page) return;
      try {
        try {
          resolve(await print(page, html, paper));
        } catch (error) {
          // the kept page's Chromium died since the last PDF: once more on a fresh one
          if (!page.isClosed() && page.context().browser()?.isConnected()) throw error;
          page = await freshPage();
          uses = 0;
          resolve(await print(page, html, paper));
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
