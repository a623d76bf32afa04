"use client";

/**
 * Tonight's prescription kept as it is typed (FEATURES.md §11, issue 40): like the visit's
 * notes (./use-visit-autosave.ts), a pause in typing saves the draft — its complete lines;
 * a line still being typed waits — through the draft's PUT, whose answer carries the
 * warnings, so they show beside their lines before Finalise. Leaving with lines not yet kept
 * asks first: closing or reloading the tab (beforeunload) and the admin area's own links
 * (Back to Dashboard); what is complete goes with a keep-alive request when the page goes.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useWatch, type Control } from "react-hook-form";
import type { PrescriptionWarning } from "@/lib/shared/api/prescriptions";
import type { PrescriptionInput } from "@/lib/shared/validation/prescriptions";
import { ApiError, isSessionExpired } from "../ui/api";
import { draftOf, type RxForm } from "./prescription-form-values";
import { useSavePrescription } from "./queries";
import { AUTOSAVE_MS, type SaveState } from "./use-visit-autosave";

/** Warnings with the form's lines they are about (the draft keeps only complete lines). */
export type LineWarning = PrescriptionWarning & { lines: number[] };

const LEAVE_QUESTION = "Some medicines are not saved yet. Leave this page anyway?";

const asForm = (warnings: PrescriptionWarning[], lineOf: number[]): LineWarning[] =>
  warnings.map((w) => ({ ...w, lines: w.items.map((i) => lineOf[i] ?? i) }));

export function usePrescriptionAutosave(
  visit: { id: number; patientId: number },
  control: Control<RxForm, unknown, PrescriptionInput>,
  initial: PrescriptionWarning[],
) {
  const values = useWatch({ control }) as RxForm;
  const save = useSavePrescription(visit.patientId);
  const { mutateAsync } = save;
  const draft = draftOf(values);
  const body = draft.body ? JSON.stringify(draft.body) : null;
  // what the server holds: the draft as the screen opened, then each save's
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const [warnings, setWarnings] = useState<LineWarning[]>(() => asForm(initial, draft.lineOf));
  const [kept, setKept] = useState(body);
  const unsaved = draft.pending || (body !== null && body !== kept);

  const url = `/api/admin/visits/${visit.id}/prescription`;
  // while Save draft or Finalise sends the whole draft, nothing of the pause's is sent after it
  // (a PUT landing after finalising would start a new version)
  const paused = useRef(false);
  const latest = useRef({ body, unsaved });
  useLayoutEffect(() => {
    latest.current = { body, unsaved };
  });

  // a pause in typing keeps the complete lines
  const lineOf = JSON.stringify(draft.lineOf);
  useEffect(() => {
    if (body === null || body === kept) return;
    const timer = setTimeout(async () => {
      if (paused.current) return;
      setState({ kind: "saving" });
      try {
        const answer = await mutateAsync({ visitId: visit.id, input: JSON.parse(body) });
        setKept(body);
        setWarnings(asForm(answer.prescription.warnings, JSON.parse(lineOf)));
        setState({ kind: "saved", at: new Date() });
      } catch (error) {
        if (isSessionExpired(error)) return;
        setState({
          kind: "failed",
          message: error instanceof ApiError ? error.message : "Not saved: the server could not be reached.",
        });
      }
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [body, kept, lineOf, mutateAsync, visit.id]);

  // leaving: the browser asks; what is complete goes with a request that outlives the page
  useEffect(() => {
    const ask = (e: BeforeUnloadEvent) => {
      if (!latest.current.unsaved) return;
      e.preventDefault();
      e.returnValue = "";
    };
    const flush = () => {
      const { body: now, unsaved: waiting } = latest.current;
      if (now === null || !waiting || paused.current) return;
      void fetch(url, {
        method: "PUT",
        keepalive: true,
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: now,
      }).catch(() => undefined);
    };
    // a link inside the admin area (Back to Dashboard) asks the same, before the router moves
    const click = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.("a[href]");
      if (!link || link.getAttribute("target") === "_blank" || !latest.current.unsaved) return;
      if (window.confirm(LEAVE_QUESTION)) return flush();
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener("beforeunload", ask);
    window.addEventListener("pagehide", flush);
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", ask);
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("click", click, true);
    };
  }, [url]);

  const waiting = body !== null && body !== kept && state.kind !== "saving" && state.kind !== "failed";
  return {
    state: waiting ? ({ kind: "pending" } as const) : state,
    warnings,
    setWarnings,
    unsaved,
    save,
    /** the form's own save kept what is typed now */
    markKept: () => setKept(latest.current.body),
    /** the form's own save is under way (true) or over (false) */
    pause: (on: boolean) => {
      paused.current = on;
    },
  };
}
