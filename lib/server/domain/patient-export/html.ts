/** summary.html's building blocks: dates in clinic time, sections, label–value rows, cards. */
import "server-only";
import { escapeHtml } from "../../html";
import { formatLongDate, formatSlot, timeIst, todayIst } from "../../../shared/clinic-time";

/** "24 November 2026, 7:02 PM" in clinic time. */
export const when = (at: Date | string | null) => {
  if (!at) return "";
  const d = new Date(at);
  return `${formatLongDate(todayIst(d)).replace(/^\w+, /, "")}, ${formatSlot(timeIst(d))}`;
};
export const day = (date: string) => formatLongDate(date);

/** A section: heading with its count, then the items, or "None." */
export function section(title: string, items: string[], count = true): string {
  const heading = `<h2>${escapeHtml(title)}${count ? ` <span class="n">(${items.length})</span>` : ""}</h2>`;
  return `<section>${heading}${items.length ? items.join("") : '<p class="none">None.</p>'}</section>`;
}

/** Label–value rows; empty values left out. */
export function fields(rows: [string, unknown][]): string {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== "");
  return `<dl>${shown.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("")}</dl>`;
}

export const card = (title: string, body: string) => `<div class="card"><h3>${escapeHtml(title)}</h3>${body}</div>`;

export const STYLE = `
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Tamil",sans-serif;margin:0 auto;padding:16px;max-width:760px;color:#1a1a1a;background:#fff}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.2rem;margin:1.75rem 0 .5rem;border-bottom:2px solid #b91c1c;padding-bottom:.25rem}
h3{font-size:1rem;margin:0 0 .25rem}.n,.none,.meta{color:#555}.card{border:1px solid #ddd;border-radius:8px;padding:10px 12px;margin:8px 0;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:minmax(7rem,max-content) 1fr;gap:2px 12px;margin:0}dt{color:#555}dd{margin:0;overflow-wrap:anywhere}
.text,dd{white-space:pre-wrap}@media(max-width:480px){dl{grid-template-columns:1fr}dd{margin-bottom:6px}}
`;
