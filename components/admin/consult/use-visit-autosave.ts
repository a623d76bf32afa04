"use client";

/**
 * Tonight's visit as the doctor types it (FEATURES.md §10: "saved as the doctor types"):
 * react-hook-form holds the fields, checked by the shared zod schema when a field is left
 * (the server's rules and words); a pause in typing saves what changed and is valid; leaving
 * the tab, closing it or the screen sends what is still unsaved with a keep-alive request, so
 * nothing typed is lost. The status line says which of these is happening.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import type { VisitRecord } from "@/lib/shared/api/consult";
import {
  VISIT_TEXT_FIELDS,
  VITAL_NAMES,
  visitUpdateSchema,
  type VisitUpdate,
  type VitalName,
} from "@/lib/shared/validation/consult";
import { invalidateAfter } from "../query/hooks";
import { adminJson, ApiError, isSessionExpired } from "../ui/api";

export type VisitFormValues = {
  vitals: Record<VitalName, string>;
  complaints: string;
  findings: string;
  diagnosis: string;
  advice: string;
};

export type SaveState =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  | { kind: "failed"; message: string };

/** How long a pause in typing is before it is saved. */
export const AUTOSAVE_MS = 700;

export function formValuesOf(visit: VisitRecord): VisitFormValues {
  return {
    vitals: Object.fromEntries(
      VITAL_NAMES.map((n) => [n, visit.vitals[n] === null ? "" : String(visit.vitals[n])]),
    ) as Record<VitalName, string>,
    complaints: visit.complaints,
    findings: visit.findings,
    diagnosis: visit.diagnosis,
    advice: visit.advice,
  };
}

/** What differs from what was last saved, as a PATCH body (empty: nothing to send). */
function changesBetween(saved: VisitFormValues, now: VisitFormValues): Record<string, unknown> {
  const vitals = Object.fromEntries(
    VITAL_NAMES.filter((n) => now.vitals[n] !== saved.vitals[n]).map((n) => [n, now.vitals[n]]),
  );
  const texts = Object.fromEntries(VISIT_TEXT_FIELDS.filter((f) => now[f] !== saved[f]).map((f) => [f, now[f]]));
  return { ...(Object.keys(vitals).length ? { vitals } : {}), ...texts };
}

/** The changes that pass the shared schema: a field still wrong waits (its message shows when it is left). */
function validChanges(changes: Record<string, unknown>): VisitUpdate | null {
  let body = changes;
  for (let i = 0; i < 3; i++) {
    if (Object.keys(body).length === 0) return null;
    const parsed = visitUpdateSchema.safeParse(body);
    if (parsed.success) return parsed.data;
    const wrong = new Set(parsed.error.issues.map((issue) => issue.path.join(".")));
    const vitals = Object.fromEntries(
      Object.entries((body.vitals as Record<string, unknown> | undefined) ?? {}).filter(
        ([n]) => !wrong.has(`vitals.${n}`),
      ),
    );
    body = Object.fromEntries(Object.entries(body).filter(([k]) => k !== "vitals" && !wrong.has(k)));
    if (Object.keys(vitals).length && !wrong.has("vitals")) body.vitals = vitals;
  }
  return null;
}

/** The values as saved once `body` is through: the sent fields take their typed values. */
function withSent(saved: VisitFormValues, typed: VisitFormValues, body: VisitUpdate): VisitFormValues {
  const next = { ...saved, vitals: { ...saved.vitals } };
  for (const n of VITAL_NAMES) if (body.vitals?.[n] !== undefined) next.vitals[n] = typed.vitals[n];
  for (const f of VISIT_TEXT_FIELDS) if (body[f] !== undefined) next[f] = typed[f];
  return next;
}

export function useVisitAutosave(visit: VisitRecord) {
  const client = useQueryClient();
  const form = useForm<VisitFormValues>({
    defaultValues: formValuesOf(visit),
    resolver: zodResolver(visitUpdateSchema as never) as never,
    mode: "onTouched",
  });
  const values = useWatch({ control: form.control }) as VisitFormValues;
  const saved = useRef<VisitFormValues>(formValuesOf(visit));
  const inFlight = useRef<Promise<void> | null>(null);
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const url = `/api/admin/visits/${visit.id}`;

  const save = useCallback(async (): Promise<void> => {
    // one save at a time: the next starts from what the last one stored
    while (inFlight.current) await inFlight.current;
    const typed = form.getValues();
    const body = validChanges(changesBetween(saved.current, typed));
    if (!body) {
      setState((s) => (s.kind === "pending" ? { kind: "idle" } : s));
      return;
    }
    setState({ kind: "saving" });
    const run = (async () => {
      try {
        await adminJson(url, { method: "PATCH", json: body }, "Could not save");
        saved.current = withSent(saved.current, typed, body);
        setState({ kind: "saved", at: new Date() });
        void invalidateAfter(client, "chartChanged", visit.patientId);
      } catch (error) {
        if (isSessionExpired(error)) return;
        if (error instanceof ApiError) {
          for (const [name, message] of Object.entries(error.errors))
            form.setError(name as FieldPath<VisitFormValues>, { type: "server", message });
          setState({ kind: "failed", message: error.message });
        } else setState({ kind: "failed", message: "Not saved: the server could not be reached. Still trying…" });
      }
    })();
    inFlight.current = run;
    await run;
    inFlight.current = null;
  }, [client, form, url, visit.patientId]);

  // a pause in typing saves
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (Object.keys(changesBetween(saved.current, values)).length === 0) return;
    setState({ kind: "pending" });
    const timer = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [values, save]);

  // a failed save tries again while the screen is open
  useEffect(() => {
    if (state.kind !== "failed" || state.message.startsWith("Not saved") === false) return;
    const timer = setTimeout(() => void save(), 5000);
    return () => clearTimeout(timer);
  }, [state, save]);

  // leaving: what is unsaved goes with a request that outlives the page
  useEffect(() => {
    const flush = () => {
      const body = validChanges(changesBetween(saved.current, form.getValues()));
      if (!body) return;
      void fetch(url, {
        method: "PATCH",
        keepalive: true,
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }).catch(() => undefined);
      saved.current = withSent(saved.current, form.getValues(), body);
    };
    const hidden = () => document.visibilityState === "hidden" && flush();
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", hidden);
      flush();
    };
  }, [form, url]);

  return { form, values, state, save };
}
