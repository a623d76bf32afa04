"use client";

/**
 * "Book a new appointment" from a cancelled appointment's page (issue 29): the booking form
 * opens with the patient's details filled in. The manage page leaves its token in this tab's
 * sessionStorage (never in a URL, where it would reach logs and other sites); the form takes
 * it once and asks the server for the details (GET …/manage/{token}/again).
 */
import { useEffect } from "react";
import type { BookAgainAnswer } from "@/lib/shared/api/manage";

const KEY = "clinic.bookAgain";

/** Called as the patient follows "Book a new appointment". */
export function rememberBookAgain(token: string) {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // storage refused (private mode): the form opens empty, as before
  }
}

/** Fills the form once with the cancelled appointment's details, when the patient came from there. */
export function useBookAgain(fill: (details: BookAgainAnswer["details"]) => void) {
  useEffect(() => {
    let token: string | null = null;
    try {
      token = sessionStorage.getItem(KEY);
      sessionStorage.removeItem(KEY);
    } catch {
      return;
    }
    if (!token) return;
    let live = true;
    fetch(`/api/appointments/manage/${encodeURIComponent(token)}/again`, { cache: "no-store" })
      .then((res) => (res.ok ? (res.json() as Promise<BookAgainAnswer>) : null))
      .then((body) => {
        if (live && body?.details) fill(body.details);
      })
      .catch(() => undefined); // unreachable: the patient types the details, as before
    return () => {
      live = false;
    };
    // once, on opening: `fill` only sets the form's state
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
