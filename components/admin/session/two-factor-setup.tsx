"use client";

/**
 * Setting up two-factor sign-in (FEATURES.md §9): a QR code of the `otpauth://` URI for the
 * authenticator app (drawn here with the `qrcode` package: the secret never leaves this page
 * for a QR service), the secret in groups of four for typing instead, then the app's current
 * code to turn it on, then the ten recovery codes, shown this once.
 *
 * `required`: REQUIRE_TWO_FACTOR and the account has none — the whole admin area is this
 * page (the server refuses everything else) until it is done.
 */
import QRCode from "qrcode";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { CodeField } from "./secret-fields";
import type { TwoFactorSetupAnswer } from "@/lib/shared/api/staff";
import { twoFactorEnableSchema } from "@/lib/shared/validation/staff";
import { Message } from "../ui/alert";
import { Panel } from "../ui/panel";
import { useFormSend } from "../ui/form-dialog";
import { useAdminForm } from "../ui/use-admin-form";
import { useAdminSession } from "./session-context";
import { RequiredStep } from "./required-step";
import { useTwoFactorEnable, useTwoFactorSetup } from "./queries";

const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

export function TwoFactorSetup({ required = false }: { required?: boolean }) {
  const { refresh } = useAdminSession();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const body = recoveryCodes ? (
    <RecoveryCodes codes={recoveryCodes} onDone={() => void refresh()} />
  ) : (
    <EnableSteps onEnabled={setRecoveryCodes} />
  );
  if (!required) return body;
  return (
    <RequiredStep
      title="Set up two-factor sign-in"
      why="The clinic asks every staff account for a code from an authenticator app at sign-in, so a stolen password alone is not enough. Set it up once now; it takes a minute."
    >
      {body}
    </RequiredStep>
  );
}

function EnableSteps({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const setup = useTwoFactorSetup();
  const enable = useTwoFactorEnable();
  const [secret, setSecret] = useState<TwoFactorSetupAnswer | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const { setForm, field, submit, fail, problem } = useAdminForm({
    schema: twoFactorEnableSchema,
    defaultValues: { code: "" },
  });
  const send = useFormSend({ submit, fail }, enable, { done: (answer) => onEnabled(answer.recoveryCodes) });
  const start = setup.mutate;
  // once per visit: each start makes a new key, and the one shown must be the one kept
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start(undefined, { onSuccess: setSecret });
  }, [start]);

  useEffect(() => {
    if (!secret) return;
    let cancelled = false;
    void QRCode.toDataURL(secret.otpauthUrl, { margin: 1, width: 220 }).then((url) => {
      if (!cancelled) setQr(url);
    });
    return () => {
      cancelled = true;
    };
  }, [secret]);

  if (setup.isError) return <Message tone="error">{setup.error.message}</Message>;
  if (!secret) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Preparing your key…
      </p>
    );
  }
  return (
    <Panel title="Two-factor sign-in" testId="two-factor-setup">
      <ol className="list-decimal space-y-4 pl-5 text-sm text-slate-700">
        <li>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 2FAS…) and scan this
          code.
          <div className="mt-3 flex flex-wrap items-center gap-4">
            {qr ? (
              // eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn on this page
              <img
                src={qr}
                alt="QR code for your authenticator app"
                width={220}
                height={220}
                className="rounded-lg ring-1 ring-slate-200"
              />
            ) : (
              <span className="flex size-[220px] items-center justify-center rounded-lg bg-slate-100 text-slate-500">
                Drawing…
              </span>
            )}
            <p className="max-w-56 text-slate-600">
              Cannot scan? Type this key instead:
              <code
                data-testid="two-factor-secret"
                className="mt-1 block font-mono text-base tracking-wide text-slate-900"
              >
                {grouped(secret.secret)}
              </code>
            </p>
          </div>
        </li>
        <li>
          Enter the 6-digit code the app shows.
          <form ref={setForm} noValidate className="mt-3 flex flex-wrap items-end gap-3" onSubmit={send}>
            <CodeField maxLength={6} className="w-44" {...field("code")} />
            <Button type="submit" variant="primary" size="dialog" disabled={enable.isPending}>
              {enable.isPending ? "Checking…" : "Turn on"}
            </Button>
          </form>
          {problem && <Message tone="error">{problem}</Message>}
        </li>
      </ol>
    </Panel>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const download = () => {
    const blob = new Blob([`Recovery codes (each works once):\n\n${codes.join("\n")}\n`], { type: "text/plain" });
    const url = URL.createObjectURL(blob);
    const a = Object.assign(document.createElement("a"), { href: url, download: "recovery-codes.txt" });
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Panel title="Two-factor sign-in is on" testId="recovery-codes">
      <p className="text-sm text-slate-700">
        If you lose your phone, each of these codes signs you in once instead of the app&apos;s code. Print them or keep
        them somewhere safe: they are not shown again.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-base text-slate-900">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-slate-50 px-3 py-1.5 ring-1 ring-slate-200">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="neutral" size="dialog" onClick={download}>
          Download as a text file
        </Button>
        <Button variant="primary" size="dialog" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </Panel>
  );
}
