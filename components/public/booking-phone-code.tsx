"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { CodeField } from "@/components/phone-code/code-field";
import type { PhoneCodeState } from "@/components/phone-code/use-phone-code";

/**
 * The booking form's code step (FEATURES.md §15): shown once the booking was answered 428 —
 * online booking is busy, a code by SMS proves the phone. Send the code, type it, book again.
 */
export function BookingPhoneCode({ phone, code, error }: { phone: string; code: PhoneCodeState; error?: string }) {
  const t = useTranslations("booking.phoneCode");
  const sent = code.state === "sent";
  return (
    <section
      aria-labelledby="booking-phone-code-title"
      className="mt-8 rounded-xl border-2 border-brand-300 bg-brand-50 p-4 sm:p-6"
    >
      <h3 id="booking-phone-code-title" className="text-lg font-bold text-slate-900">
        {t("title")}
      </h3>
      <p className="mt-2 text-base text-slate-800">{t("explain", { phone })}</p>
      <Button
        type="button"
        size="lg"
        variant={sent ? "secondary" : "primary"}
        className="mt-4 w-full sm:w-auto"
        aria-disabled={code.state === "sending" || undefined}
        onClick={() => code.send(phone)}
      >
        {code.state === "sending" ? t("sending") : sent ? t("resend") : t("send")}
      </Button>
      <p role="status" className="mt-3 text-base text-slate-800">
        {sent ? t("sent", { phone }) : code.state === "failed" ? t("failed") : ""}
      </p>
      {sent || code.code ? (
        <div className="mt-4">
          <CodeField id="booking-phoneCode" label={t("label")} value={code.code} error={error} onChange={code.setCode} />
        </div>
      ) : null}
    </section>
  );
}
