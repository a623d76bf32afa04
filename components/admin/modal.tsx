"use client";

/**
 * The admin area's one dialog (SPEC §2: "Escape and a click on the backdrop close the
 * modal"): role="dialog", aria-modal, labelled by its title (and described by
 * `description` when given). While open, keyboard focus stays inside it (Tab and Shift+Tab
 * wrap around); when it closes, focus goes back to where it was. Only the topmost of
 * several open dialogs reacts to Escape. The page behind does not scroll.
 *
 *   <Modal title="Add New Patient" onClose={close} footer={<>…buttons…</>}>…</Modal>
 *
 * On a phone it is a sheet rising from the bottom (full height for size "full"); from
 * 640 px a centred panel.
 */
import { useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";

export type ModalSize = "sm" | "md" | "lg" | "full";

export type ModalProps = {
  title: React.ReactNode;
  /** a short line under the title; also the dialog's accessible description */
  description?: React.ReactNode;
  onClose: () => void;
  children: React.ReactNode;
  /** buttons at the bottom, right-aligned */
  footer?: React.ReactNode;
  size?: ModalSize;
  /** what gets focus first (otherwise the first focusable element inside the body) */
  initialFocus?: React.RefObject<HTMLElement | null>;
  /** the header's close button: its label ("Close" by default); `null` for none */
  closeLabel?: string | null;
  /** replaces the header's close button (e.g. a "Back to Admin" button) */
  headerAction?: React.ReactNode;
  /** while false, Escape and the backdrop do nothing (e.g. while a delete is running) */
  dismissible?: boolean;
  tone?: "default" | "danger";
  /** extra attributes for tests and styling */
  "data-testid"?: string;
};

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
  "[contenteditable='true']",
].join(",");

const SIZES: Record<ModalSize, string> = {
  sm: "sm:max-w-md",
  md: "sm:max-w-xl",
  lg: "sm:max-w-3xl",
  full: "sm:max-w-5xl",
};

/** Open dialogs, oldest first: only the last one handles Escape and the focus trap. */
const openStack: symbol[] = [];
let scrollLocks = 0;
let savedOverflow = "";

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest("[inert]") && (el.offsetParent !== null || el === document.activeElement),
  );
}

export function Modal({
  title,
  description,
  onClose,
  children,
  footer,
  size = "md",
  initialFocus,
  closeLabel = "Close",
  headerAction,
  dismissible = true,
  tone = "default",
  "data-testid": testId,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  // The latest props, for listeners registered once.
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };

  useEffect(() => {
    const id = Symbol("modal");
    openStack.push(id);
    const isTop = () => openStack[openStack.length - 1] === id;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    if (scrollLocks++ === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = "hidden";
    }

    const panel = panelRef.current!;
    const first = initialFocus?.current ?? (bodyRef.current && focusablesIn(bodyRef.current)[0]) ?? focusablesIn(panel)[0];
    (first ?? panel).focus({ preventScroll: true });

    function onKeyDown(event: KeyboardEvent) {
      if (!isTop()) return;
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        if (latest.current.dismissible) latest.current.onClose();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusablesIn(panel);
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const current = document.activeElement;
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (event.shiftKey && (current === firstItem || current === panel || !panel.contains(current))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (current === lastItem || !panel.contains(current))) {
        event.preventDefault();
        firstItem.focus();
      }
    }
    // Focus that lands outside (a click through, a script) is brought back in.
    function onFocusIn(event: FocusEvent) {
      if (!isTop()) return;
      const target = event.target as Node | null;
      if (target && !panel.contains(target)) (focusablesIn(panel)[0] ?? panel).focus({ preventScroll: true });
    }
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("focusin", onFocusIn);

    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("focusin", onFocusIn);
      openStack.splice(openStack.indexOf(id), 1);
      if (--scrollLocks === 0) document.body.style.overflow = savedOverflow;
      // Back where it was, if that element is still on the page.
      if (opener && opener.isConnected) opener.focus({ preventScroll: true });
    };
    // Set up once per opening; the latest onClose is read through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (typeof document === "undefined") return null;

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 backdrop-blur-[2px] sm:items-center sm:p-4"
      data-modal-backdrop=""
      onMouseDown={(e) => {
        pressStartedOnBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        // A press that started inside the panel (selecting text, dragging) never closes it.
        if (e.target === e.currentTarget && pressStartedOnBackdrop.current && latest.current.dismissible) onClose();
        pressStartedOnBackdrop.current = false;
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-testid={testId}
        className={`flex w-full flex-col overflow-hidden bg-white shadow-2xl outline-none animate-widget-in rounded-t-2xl sm:rounded-2xl ${
          size === "full" ? "h-[100dvh] sm:h-auto sm:max-h-[calc(100dvh-2rem)] rounded-t-none sm:rounded-t-2xl" : "max-h-[92dvh] sm:max-h-[calc(100dvh-2rem)]"
        } ${SIZES[size]}`}
      >
        <div
          className={`flex items-start gap-3 border-b px-5 py-4 sm:px-6 ${
            tone === "danger" ? "border-heart-100 bg-heart-50/60" : "border-slate-200"
          }`}
        >
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg font-semibold leading-snug text-slate-900">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-0.5 text-sm text-slate-600">
                {description}
              </p>
            )}
          </div>
          {headerAction ??
            (closeLabel !== null && (
              <button
                type="button"
                onClick={onClose}
                disabled={!dismissible}
                aria-label={closeLabel}
                className="-mr-1.5 -mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800 disabled:opacity-50"
              >
                <svg viewBox="0 0 20 20" fill="currentColor" className="size-5" aria-hidden>
                  <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                </svg>
              </button>
            ))}
        </div>
        <div ref={bodyRef} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
          {children}
        </div>
        {footer && (
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-slate-50/70 px-5 py-3.5 sm:px-6">
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}

/** Buttons in the dialogs' style. */
export function ModalButton({
  variant = "secondary",
  busy,
  children,
  className = "",
  ...props
}: React.ComponentProps<"button"> & { variant?: "primary" | "secondary" | "danger"; busy?: boolean }) {
  const styles = {
    primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
    secondary: "border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 hover:text-slate-900",
    danger: "bg-heart-600 text-white shadow-sm hover:bg-heart-700",
  }[variant];
  return (
    <button
      type="button"
      {...props}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${styles} ${className}`}
    >
      {busy && <span className="size-3.5 animate-spin rounded-full border-2 border-current/30 border-t-current" aria-hidden />}
      {children}
    </button>
  );
}
