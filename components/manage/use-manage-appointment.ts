"use client";

/**
 * The manage page's state and its calls: the appointment as the server last answered it,
 * the message to show (in the page's language, by the answer's error code: lib/shared/validation/say.ts), and
 * cancel / reschedule through /api/appointments/manage/{token}. A plain fetch, as on the rest
 * of the public site (no query library in its bundle).
 */
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useSay } from "@/components/booking/use-say";
import type { Banner } from "@/components/public/booking-outcome";
import type { ManageChangedAnswer } from "@/lib/shared/api/manage";
import type { SlotInput } from "@/lib/shared/validation/booking";
import { sayAnswer, sayFields, type Say } from "@/lib/shared/validation/say";
import type { ManagedAppointment } from "./manage-words";

/** A manage call's answer: the appointment (and what was done) on success; a refusal's words and codes otherwise. */
type Answer = {
  status: number;
  body:
    | (Partial<ManageChangedAnswer> & {
        code?: string;
        values?: Record<string, string | number>;
        errors?: Record<string, string>;
        fieldCodes?: Record<string, unknown>;
      })
    | null;
};

/** What a reschedule came to, for the picker to show: done, or the server's words for its fields. */
export type RescheduleResult = { ok: true } | { ok: false; errors?: Partial<Record<keyof SlotInput, string>> };

async function call(url: string, init?: RequestInit): Promise<Answer | null> {
  try {
    const res = await fetch(url, { cache: "no-store", ...init });
    return { status: res.status, body: await res.json().catch(() => null) };
  } catch {
    return null; // offline, or the connection dropped
  }
}

/**
 * How often the page asks again on the appointment's evening, while the patient still waits
 * to be seen (FEATURES.md §5) and the tab is in view: 20 calls in 10 minutes, within the manage
 * link's limit (lib/server/rate-limit.ts MANAGE_LIMIT) with room for the patient's own.
 */
export const TONIGHT_REFRESH_MS = 30_000;

/** The appointment as the server has it now, or null when it did not answer with one. */
async function readAppointment(base: string): Promise<ManagedAppointment | null> {
  const answer = await call(base);
  return answer?.status === 200 && answer.body?.appointment ? answer.body.appointment : null;
}

/** The slot fields' messages of a 400 or 409 in the page's words, or null when the answer names neither field. */
function slotErrors(answer: Answer | null, say: Say): Partial<Record<keyof SlotInput, string>> | null {
  if (!answer || (answer.status !== 400 && answer.status !== 409)) return null;
  const { preferredDate, preferredTime } = sayFields(say, answer.body);
  if (!preferredDate && !preferredTime) return null;
  return { ...(preferredDate ? { preferredDate } : {}), ...(preferredTime ? { preferredTime } : {}) };
}

const postJson = (url: string, body?: unknown) =>
  call(url, {
    method: "POST",
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });

export function useManageAppointment({
  token,
  initial,
  phone,
}: {
  token: string;
  initial: ManagedAppointment;
  phone: string;
}) {
  const [appointment, setAppointment] = useState(initial);
  const [banner, setBanner] = useState<Banner>(null);
  const [busy, setBusy] = useState<"cancel" | "reschedule" | null>(null);
  // a second press before the first answer re-renders must not send again
  const inFlight = useRef(false);
  const bannerRef = useRef<HTMLDivElement>(null);
  const count = useRef(0);
  const base = `/api/appointments/manage/${encodeURIComponent(token)}`;
  const t = useTranslations("manage");
  const words = useSay();
  const unreachable = t("unreachable", { phone });

  /** Shows a message in the page's language, `then` after it. */
  function say(kind: "success" | "error", message: string, then = "") {
    setBanner({ kind, message: `${message}${then}`, id: ++count.current });
    // after the panel that held focus closes, the message is where the patient continues
    requestAnimationFrame(() => bannerRef.current?.focus());
  }

  /** Reads the appointment again (another change got there first: the cut-off, the desk). */
  async function refresh() {
    const now = await readAppointment(base);
    if (now) setAppointment(now);
  }

  // Tonight: the place in the queue moves without the patient doing anything. Asked while the
  // tab is in view (and at once on coming back after a while); it stops once `tonight` is
  // null — seen, marked no-show, or the evening over.
  const waiting = appointment.tonight !== null;
  // the last ask went unanswered (offline, too many requests): the card says it may be behind
  const [behind, setBehind] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    let asked = Date.now();
    const ask = async () => {
      asked = Date.now();
      const now = await readAppointment(base);
      if (now) setAppointment(now);
      setBehind(!now);
    };
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void ask();
    }, TONIGHT_REFRESH_MS);
    const onShown = () => {
      if (document.visibilityState === "visible" && Date.now() - asked >= TONIGHT_REFRESH_MS) void ask();
    };
    document.addEventListener("visibilitychange", onShown);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onShown);
    };
  }, [waiting, base]);

  /** Any answer but success: the server's message, and the appointment as it now is. */
  function refused(answer: Answer | null) {
    if (!answer || answer.status >= 500 || !answer.body?.message) return say("error", unreachable);
    say("error", sayAnswer(words, answer.body));
    if (answer.status === 403 || answer.status === 409) void refresh();
  }

  async function send(kind: "cancel" | "reschedule", body?: unknown): Promise<Answer | null | "busy"> {
    if (inFlight.current) return "busy";
    inFlight.current = true;
    setBusy(kind);
    try {
      return await postJson(`${base}/${kind}`, body);
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  }

  async function cancel(): Promise<boolean> {
    const answer = await send("cancel");
    if (answer === "busy") return false;
    if (answer?.status === 200 && answer.body?.appointment) {
      setAppointment(answer.body.appointment);
      say("success", t("server.cancelled"));
      return true;
    }
    refused(answer);
    return false;
  }

  async function reschedule(slot: SlotInput, describe: (a: ManagedAppointment) => string): Promise<RescheduleResult> {
    const answer = await send("reschedule", slot);
    if (answer === "busy") return { ok: false };
    if (answer?.status === 200 && answer.body?.appointment) {
      const moved = answer.body.appointment;
      setAppointment(moved);
      say("success", t("server.rescheduled"), ` ${describe(moved)}`);
      return { ok: true };
    }
    // a taken slot or a rule the form could not check: the picker shows it beside its field
    const errors = slotErrors(answer, words);
    if (errors) return { ok: false, errors };
    refused(answer);
    return { ok: false };
  }

  /** Forgets the last message (the patient has started something else). */
  const clearBanner = () => setBanner(null);

  return {
    appointment,
    banner,
    bannerRef,
    busy,
    cancel,
    reschedule,
    clearBanner,
    icsHref: `${base}/ics`,
    prescriptionHref: `${base}/prescription`,
    documentHref: (id: number) => `${base}/documents/${id}`,
    tonightBehind: behind,
  };
}

export type ManageState = ReturnType<typeof useManageAppointment>;
