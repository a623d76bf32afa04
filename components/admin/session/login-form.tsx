"use client";

/**
 * SPEC §2 "Admin login": username, password, Sign In (Signing In... while busy), footer
 * 'Restricted Access - Authorized Personnel Only'. Validated with the same schema as
 * POST /api/admin/login; shows the server's message, else 'Invalid credentials', and
 * 'Login failed. Please try again.' when the server cannot be reached.
 *
 * Desk mode (FEATURES.md §5, docs/security.md): a box asks for it; the server grants it only
 * on a clinic evening, and the gate shows its message when it did not.
 */
import { useEffect, useId, useRef, useState } from "react";
import { SolidIcon } from "@/components/ui/solid-icon";
import type { LoginAnswer } from "@/lib/shared/api/session";
import { LOGIN_MESSAGES, loginSchema, type LoginInput } from "@/lib/shared/validation/auth";
import { useAdminForm, type FieldBinding } from "../ui/use-admin-form";

type Field = "username" | "password" | "code";

/** POST /api/admin/login's answer: signed in (with desk mode's end, or null), or refused with the server's words. */
export type SignInAnswer =
  | ({ ok: true } & LoginAnswer)
  | {
      ok: false;
      status: number;
      message: string;
      errors?: Partial<Record<Field, string>>;
      /** the password was right and the account has two-factor on: ask for the code (FEATURES.md §9) */
      twoFactorRequired?: boolean;
    };

/**
 * Signs in (a plain fetch, not the admin helpers: a 401 here is a wrong password, not a
 * session that ended). Rejects only when the server cannot be reached.
 */
export async function requestSignIn(input: LoginInput): Promise<SignInAnswer> {
  const res = await fetch("/api/admin/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
    credentials: "same-origin",
    cache: "no-store",
  });
  // a refusal, or an answer that is not ours at all (a proxy's error page): read defensively
  let body: Partial<LoginAnswer> & {
    success?: boolean;
    errors?: Record<string, string>;
    twoFactorRequired?: boolean;
  } = {};
  try {
    body = await res.json();
  } catch {
    // no JSON: the default message below
  }
  if (res.ok && body.success) {
    return {
      ok: true,
      username: body.username ?? input.username,
      message: body.message ?? "",
      deskUntil: typeof body.deskUntil === "string" ? body.deskUntil : null,
      admin: body.admin ?? { username: input.username, displayName: input.username, role: "desk", twoFactor: false },
      twoFactorSetupRequired: body.twoFactorSetupRequired === true,
      passwordChangeRequired: body.passwordChangeRequired === true,
    };
  }
  return {
    ok: false,
    status: res.status,
    message: body.message || LOGIN_MESSAGES.invalid,
    errors: body.errors && { username: body.errors.username, password: body.errors.password, code: body.errors.code },
    twoFactorRequired: body.twoFactorRequired === true,
  };
}

const inputClass = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2 read-only:bg-slate-50 ${
    invalid
      ? "border-heart-600 focus:ring-heart-600/30"
      : "border-slate-300 focus:border-brand-600 focus:ring-brand-600/25"
  }`;

type LoginValues = { username: string; password: string; code: string; desk: boolean };

export function LoginForm({
  clinicName,
  notice,
  onSignedIn,
}: {
  clinicName: string;
  /** why the login is showing (session expired, signed out) */
  notice?: string;
  /** `answer`: the server's, with desk mode's end; `deskAsked`: the box was ticked */
  onSignedIn: (answer: Extract<SignInAnswer, { ok: true }>, deskAsked: boolean) => void;
}) {
  const id = useId();
  /** the second step: the account has two-factor on and the password was right */
  const [needCode, setNeedCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const {
    setForm,
    form,
    values,
    field,
    set,
    submit,
    problem: error,
    setProblem: setError,
  } = useAdminForm<LoginValues, LoginInput>({
    schema: loginSchema,
    defaultValues: { username: "", password: "", code: "", desk: false },
    toInput: ({ username, password, code }) => (needCode ? { username, password, code } : { username, password }),
    // "Invalid credentials" stays while the password is typed again
    problemStays: true,
  });
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  // each time the code is asked for, the field takes the focus once it is on screen (an effect
  // runs after the commit that mounts it; a frame timer could fire before it and miss)
  const [codeAsked, setCodeAsked] = useState(0);
  useEffect(() => {
    if (codeAsked) codeRef.current?.focus();
  }, [codeAsked]);

  async function signIn(input: LoginInput, desk: boolean) {
    setBusy(true);
    try {
      const answer = await requestSignIn(desk ? { ...input, desk: true } : input);
      if (answer.ok) {
        form.setValue("password", "");
        onSignedIn(answer, desk);
        return;
      }
      for (const [name, message] of Object.entries(answer.errors ?? {}))
        if (message) form.setError(name as Field, { type: "server", message });
      if (answer.twoFactorRequired) {
        // the password was right: keep it, and ask for the code (a wrong one is cleared)
        const first = !needCode;
        setNeedCode(true);
        form.setValue("code", "");
        setError(first ? null : answer.message);
        setCodeAsked((n) => n + 1);
        return;
      }
      setError(answer.message);
      if (answer.status === 401) {
        form.setValue("password", "");
        form.setValue("code", "");
        setNeedCode(false);
        passwordRef.current?.focus();
      }
    } catch {
      setError(LOGIN_MESSAGES.network);
    } finally {
      setBusy(false);
    }
  }
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (busy) return event.preventDefault();
    return submit((input) => void signIn(input, values.desk))(event);
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-white text-heart-600 shadow-sm ring-1 ring-slate-200">
            <SolidIcon name="heart" className="size-7" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Admin Login</h1>
          <p className="mt-1 text-sm text-slate-600">{clinicName} · staff sign-in</p>
        </div>

        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {notice && !error && (
            <p
              role="status"
              className="mb-5 rounded-lg bg-brand-50 px-3.5 py-2.5 text-sm text-brand-800 ring-1 ring-brand-100"
            >
              {notice}
            </p>
          )}
          {error && (
            <p
              role="alert"
              className="mb-5 rounded-lg bg-heart-50 px-3.5 py-2.5 text-sm text-heart-700 ring-1 ring-heart-100"
            >
              {error}
            </p>
          )}

          <form ref={setForm} onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Admin login">
            <LoginField
              {...field("username")}
              label="Username"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              readOnly={busy}
            />
            <LoginField
              {...field("password")}
              inputRef={passwordRef}
              label="Password"
              type="password"
              autoComplete="current-password"
              readOnly={busy}
            />
            {needCode && (
              <LoginField
                {...field("code")}
                inputRef={codeRef}
                label="Two-factor code"
                hint={LOGIN_MESSAGES.twoFactorRequired}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                autoCapitalize="none"
                spellCheck={false}
                readOnly={busy}
              />
            )}

            <div>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-700">
                <input
                  type="checkbox"
                  name="desk"
                  checked={values.desk}
                  onChange={(e) => set("desk", e.target.checked)}
                  disabled={busy}
                  aria-describedby={`${id}-desk-hint`}
                  className="size-5 shrink-0 rounded border-slate-300 accent-brand-700"
                />
                <span>
                  <span className="font-medium text-slate-800">Desk mode:</span> keep Tonight&apos;s screen signed in
                  until the clinic closes
                </span>
              </label>
              <p id={`${id}-desk-hint`} className="pl-8 text-xs text-slate-500">
                Clinic evenings only. Other screens still sign out after inactivity.
              </p>
            </div>

            <button
              type="submit"
              disabled={busy}
              aria-busy={busy}
              className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-offset-2 disabled:cursor-wait disabled:opacity-80"
            >
              {busy && (
                <span
                  className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                  aria-hidden
                />
              )}
              {busy ? "Signing In..." : "Sign In"}
            </button>
          </form>
        </div>

        <p className="mt-6 flex items-center justify-center gap-1.5 text-xs font-medium text-slate-500">
          <SolidIcon name="lock" className="size-3.5" />
          Restricted Access - Authorized Personnel Only
        </p>
      </div>
    </main>
  );
}

/**
 * A text field of the login: its label, and its message below it — or, with a `hint`, the
 * hint there until a message replaces it (the two-factor code).
 */
function LoginField({
  label,
  error,
  hint,
  inputRef,
  onValueChange,
  ...input
}: FieldBinding &
  Omit<React.InputHTMLAttributes<HTMLInputElement>, "value" | "name"> & {
    label: string;
    hint?: string;
    inputRef?: React.Ref<HTMLInputElement>;
  }) {
  const id = `${useId()}-${input.name}`;
  const below = hint ? `${id}-hint` : error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        required
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={below}
        className={inputClass(!!error)}
      />
      {hint ? (
        <p id={below} className="mt-1.5 text-sm text-slate-600">
          {error ?? hint}
        </p>
      ) : (
        error && (
          <p id={below} className="mt-1.5 text-sm text-heart-700">
            {error}
          </p>
        )
      )}
    </div>
  );
}
