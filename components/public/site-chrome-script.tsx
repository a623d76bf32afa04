/**
 * The public chrome's behaviour without React (issue 18: a content page's own JavaScript stays
 * within a few KB): the header's scrolled style, the phone menu, the contact widget and Back to
 * top are server-rendered markup, and this one inline script, delegated from `document`, drives
 * them. It sits in the root layout, so it runs once on any first page and keeps working across
 * client-side moves between pages (a `<script>` React inserts later would never run).
 *
 * Markup it relies on: `[data-site-header]` (gets `data-scrolled`); a button with `data-toggle`
 * and `aria-controls` (gets `aria-expanded`; its panel gets `data-open`, and CSS does the rest);
 * `data-tooltip="<id>"` on a toggle whose tooltip describes it only while closed; `[data-close]`
 * inside a panel; `[data-scroll-top]`.
 */

/** Scroll distance (px) after which the header takes its "scrolled" style (SPEC §9). */
export const HEADER_SCROLL_THRESHOLD = 50;

/** Serialised into the page: self-contained, no imports, no closures over this module. */
function siteChrome(threshold: number) {
  const d = document;
  const header = () => d.querySelector("[data-site-header]");
  const onScroll = () => header()?.setAttribute("data-scrolled", String(window.scrollY > threshold));
  window.addEventListener("scroll", onScroll, { passive: true });
  onScroll();

  const panelOf = (toggle: Element) => d.getElementById(toggle.getAttribute("aria-controls") ?? "");
  const setOpen = (toggle: Element, open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    panelOf(toggle)?.setAttribute("data-open", String(open));
    const tooltip = toggle.getAttribute("data-tooltip");
    if (tooltip && open) toggle.removeAttribute("aria-describedby");
    else if (tooltip) toggle.setAttribute("aria-describedby", tooltip);
  };
  const openToggles = () => [...d.querySelectorAll('[data-toggle][aria-expanded="true"]')];
  // the phone menu closes whenever the page changes: a link followed, or Back and Forward
  const closeMenu = () => openToggles().forEach((t) => t.getAttribute("aria-controls") === "mobile-menu" && setOpen(t, false));

  d.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const toggle = target.closest("[data-toggle]");
    if (toggle) return setOpen(toggle, toggle.getAttribute("aria-expanded") !== "true");
    const close = target.closest("[data-close]");
    const panel = close?.closest("[data-open]");
    if (panel) {
      const owner = d.querySelector(`[aria-controls="${panel.id}"]`);
      if (owner instanceof HTMLElement) {
        setOpen(owner, false);
        owner.focus();
      }
      return;
    }
    if (target.closest("[data-scroll-top]")) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      return window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    }
    if (target.closest("a[href]")) closeMenu();
  });
  d.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = openToggles();
    open.forEach((t) => setOpen(t, false));
    const last = open[open.length - 1];
    if (last instanceof HTMLElement) last.focus();
  });
  window.addEventListener("popstate", closeMenu);
}

export function SiteChromeScript() {
  return <script dangerouslySetInnerHTML={{ __html: `(${siteChrome.toString()})(${HEADER_SCROLL_THRESHOLD})` }} />;
}
