"use client";

/**
 * A small, non-blocking notice for failures the spec only logs to the console (appointment
 * status, delete and list failures, patient-fetch failures…): the staff member learns that
 * something did not happen, without a modal or an alert in the way.
 *
 * The admin area has one (components/admin/query/provider.tsx): a failed call shows its
 * `meta.errorNotice` there, and screens call useAdminNotice() for success and info messages.
 *
 * The notice sits at the bottom of the screen, is announced politely to screen readers
 * (the live region stays mounted so the first message is announced too), hides itself
 * after a few seconds, and has a Dismiss button. A newer message replaces an older one.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export type NoticeTone = "error" | "info" | "success";

type NoticeState = { message: string; tone: NoticeTone; id: number } | null;

const TONES: Record<NoticeTone, { box: string; dot: string }> = {
  error: { box: "text-heart-700 ring-heart-100", dot: "bg-heart-600" },
  info: { box: "text-slate-800 ring-slate-200", dot: "bg-brand-600" },
  success: { box: "text-slate-800 ring-slate-200", dot: "bg-emerald-600" },
};

/** Shows one message; `onDismiss` is called by its Dismiss button. */
export function Notice({
  message,
  tone = "error",
  onDismiss,
}: {
  message: string | null;
  tone?: NoticeTone;
  onDismiss: () => void;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 sm:justify-end sm:px-6"
    >
      {message && (
        <div
          data-notice={tone}
          className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl px-4 py-3 text-sm bg-white shadow-lg ring-1 animate-widget-in ${TONES[tone].box}`}
        >
          <span aria-hidden className={`mt-1.5 size-2 shrink-0 rounded-full ${TONES[tone].dot}`} />
          <p className="min-w-0 flex-1 leading-relaxed">{message}</p>
          <button
            type="button"
            onClick={onDismiss}
            className="-my-1 -mr-1 shrink-0 rounded-md px-2 py-1 text-xs font-medium text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * State for one notice area: render `notice` once in the screen, call `showNotice` from
 * anywhere in it. Messages hide after `timeoutMs` (default 6 s).
 */
export function useNotice(timeoutMs = 6000): {
  notice: React.ReactNode;
  showNotice: (message: string, tone?: NoticeTone) => void;
  hideNotice: () => void;
} {
  const [state, setState] = useState<NoticeState>(null);
  const counter = useRef(0);

  const showNotice = useCallback((message: string, tone: NoticeTone = "error") => {
    counter.current += 1;
    setState({ message, tone, id: counter.current });
  }, []);
  const hideNotice = useCallback(() => setState(null), []);

  useEffect(() => {
    if (!state) return;
    const timer = window.setTimeout(() => setState((s) => (s?.id === state.id ? null : s)), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [state, timeoutMs]);

  return {
    notice: <Notice message={state?.message ?? null} tone={state?.tone} onDismiss={hideNotice} />,
    showNotice,
    hideNotice,
  };
}
