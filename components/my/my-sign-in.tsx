"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { CodeField } from "@/components/phone-code/code-field";
import { usePhoneCode } from "@/components/phone-code/use-phone-code";
import { Button } from "@/components/ui/button";
import { Field, publicInputClass } from "@/components/ui/field";

/**
 * My appointments' sign-in in two steps (FEATURES.md §15): the mobile number, a code by SMS
 * (sent only to a phone with a record, the page saying the same either way), then the code.
 */
export function MySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTranslations("my");
  const locale = useLocale();
  const code = usePhoneCode("my", locale);
  const [phone, setPhone] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const sent = code.state === "sent";

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    await code.send(phone);
    codeRef.current?.focus();
  }

  async function signIn(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const res = await fetch("/api/my/session", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ phone, code: code.code }),
      });
      if (res.ok) onSignedIn();
      else setError(res.status < 500 ? t("wrongCode") : t("failed"));
    } catch {
      setError(t("failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-6">
      <p className="text-base text-slate-700">{t("lead")}</p>
      <form onSubmit={sendCode} noValidate className="mt-6 flex flex-col gap-4">
        <Field look="public" id="my-phone" name="phone" label={t("phone")} required>
          {(control) => (
            <input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              className={publicInputClass}
            />
          )}
        </Field>
        <Button type="submit" size="lg" variant={sent ? "secondary" : "primary"} className="w-full sm:w-auto">
          {code.state === "sending" ? t("sending") : t("sendCode")}
        </Button>
        <p role="status" className="text-base text-slate-800">
          {sent ? t("codeSent", { phone }) : code.state === "failed" ? t("failed") : ""}
        </p>
      </form>
      {sent ? (
        <form onSubmit={signIn} noValidate className="mt-4 flex flex-col gap-4">
          <CodeField
            id="my-code"
            label={t("code")}
            value={code.code}
            error={error}
            onChange={code.setCode}
            inputRef={codeRef}
          />
          <Button type="submit" size="lg" className="w-full sm:w-auto" aria-disabled={busy || undefined}>
            {t("signIn")}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
