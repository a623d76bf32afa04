"use client";

/**
 * The status menu of an appointment row: a small button beside the spec's toggle that opens
 * the four statuses (Pending, Done, Cancelled, No-show), the current one checked.
 *
 * Built on the browser's popover (no menu library here): it sits in the top layer, so the
 * table's rounded, clipped frame never cuts it off; Escape and a click outside close it and
 * focus goes back to the button. The arrow keys, Home and End move between the statuses.
 * It is placed under the button (above it when there is no room below) and closes when the
 * page scrolls, rather than drift away from its row.
 */
import { useId, useRef } from "react";
import { Icon } from "@/components/ui/icon";
import { APPOINTMENT_STATUSES, STATUS_LABELS, type AppointmentStatus } from "@/lib/shared/validation/appointments";

/** What each status means for the slot, in the desk's words. */
const STATUS_HINTS: Record<AppointmentStatus, string> = {
  "": "Still to come",
  Done: "Seen by the doctor",
  Cancelled: "Frees the time for others",
  "No-show": "Did not come; keeps the time",
};

export const STATUS_DOT: Record<AppointmentStatus, string> = {
  "": "bg-amber-500",
  Done: "bg-emerald-600",
  Cancelled: "bg-slate-400",
  "No-show": "bg-slate-500",
};

const GAP = 4;
const EDGE = 8;
/** w-60, and four two-line items */
const MENU_SIZE = { width: 240, height: 230 };

export function StatusMenu({
  name,
  status,
  disabled,
  onChoose,
}: {
  /** the patient's name, for the button's and menu's labels */
  name: string;
  status: AppointmentStatus;
  disabled?: boolean;
  onChoose: (status: AppointmentStatus) => void;
}) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLButtonElement>("[role=menuitemradio]") ?? [])];
  const close = () => menuRef.current?.hidePopover();

  /**
   * Under the button, its right edge on the button's, kept on screen; above it when there is
   * no room below. Before it opens (not yet laid out) by its usual size, then by its own.
   */
  function place() {
    const button = buttonRef.current;
    const menu = menuRef.current;
    if (!button || !menu) return;
    const at = button.getBoundingClientRect();
    const width = menu.offsetWidth || MENU_SIZE.width;
    const height = menu.offsetHeight || MENU_SIZE.height;
    const below = at.bottom + GAP;
    const top = below + height > window.innerHeight - EDGE ? Math.max(EDGE, at.top - GAP - height) : below;
    const left = Math.min(Math.max(EDGE, at.right - width), window.innerWidth - width - EDGE);
    menu.style.top = `${top}px`;
    menu.style.left = `${left}px`;
  }

  function onToggle(event: React.ToggleEvent<HTMLDivElement>) {
    if (event.newState !== "open") return;
    place();
    (items().find((item) => item.getAttribute("aria-checked") === "true") ?? items()[0])?.focus();
    // a scroll or resize would leave it floating away from its row: close it instead
    const controller = new AbortController();
    const stop = () => {
      close();
      controller.abort();
    };
    window.addEventListener("scroll", stop, { capture: true, passive: true, signal: controller.signal });
    window.addEventListener("resize", stop, { signal: controller.signal });
    menuRef.current?.addEventListener("toggle", () => controller.abort(), { once: true, signal: controller.signal });
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[event.key];
    if (event.key === "Tab") close();
    if (to === undefined) return;
    event.preventDefault();
    all[(to + all.length) % all.length]?.focus();
  }

  function choose(next: AppointmentStatus) {
    close();
    buttonRef.current?.focus();
    if (next !== status) onChoose(next);
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={menuId}
        disabled={disabled}
        aria-haspopup="menu"
        aria-label={`Change status of ${name}'s appointment`}
        title="Change status"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600 ring-1 ring-slate-300 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:cursor-wait disabled:opacity-60 lg:size-8"
      >
        <Icon name="chevron-up" className="size-4 rotate-180" />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        role="menu"
        aria-label={`Status of ${name}'s appointment`}
        onBeforeToggle={(event) => event.newState === "open" && place()}
        onToggle={onToggle}
        onKeyDown={onKeyDown}
        className="fixed inset-auto m-0 w-60 rounded-xl bg-white p-1.5 text-left shadow-lg ring-1 ring-slate-200"
      >
        {APPOINTMENT_STATUSES.map((value) => (
          <button
            key={value || "pending"}
            type="button"
            role="menuitemradio"
            aria-checked={value === status}
            onClick={() => choose(value)}
            className="flex w-full items-start gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm outline-none hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600/30 aria-checked:bg-slate-50"
          >
            <span className={`mt-1.5 size-2 shrink-0 rounded-full ${STATUS_DOT[value]}`} aria-hidden />
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-slate-900">{STATUS_LABELS[value]}</span>
              <span className="block text-xs text-slate-500">{STATUS_HINTS[value]}</span>
            </span>
            {value === status && <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-700" />}
          </button>
        ))}
      </div>
    </>
  );
}
