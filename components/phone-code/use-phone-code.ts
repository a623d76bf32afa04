"use client";

import { useState } from "react";
import type { PhoneCodePurpose } from "@/lib/shared/validation/phone-codes";

/**
 * Asking for a phone code (FEATURES.md §15), shared by the booking form's code step and My
 * appointments' sign-in: POST /api/appointments/phone-code, whose one answer never tells
 * whether a code went out — the page says "if it is an Indian mobile, it is on its way".
 */
export function usePhoneCode(purpose: PhoneCodePurpose, language: string) {
  const [state, setState] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  const [code, setCode] = useState("");
  async function send(phone: string) {
    if (state === "sending") return;
    setState("sending");
    try {
      const res = await fetch("/api/appointments/phone-code", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ phone, language, purpose }),
      });
      setState(res.ok ? "sent" : "failed");
    } catch {
      setState("failed");
    }
  }
  return { state, send, code, setCode: (value: string) => setCode(value.replace(/\D/g, "").slice(0, 6)) };
}

export type PhoneCodeState = ReturnType<typeof usePhoneCode>;
