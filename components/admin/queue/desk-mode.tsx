"use client";

/**
 * Desk mode on the Tonight screen (FEATURES.md §5, docs/security.md "Desk mode"): a line
 * saying until when this screen stays signed in, or a button to ask for it — a fresh
 * sign-in (the password again), as desk mode is never added to a session that exists.
 */
import { useId, useRef, useState } from "react";
import { DialogButton } from "../ui/dialog-button";
import { Icon } from "@/components/ui/icon";
import { formatSlot, timeIst } from "@/lib/shared/clinic-time";
import { LOGIN_MESSAGES, loginSchema } from "@/lib/shared/validation/auth";
import { FormFooter, Modal } from "../ui/modal";
import { useAdminNotice } from "../query/provider";
import { useAdminSession } from "../session/session-context";
import { CodeField, PasswordField } from "../session/secret-fields";
import { useAdminForm } from "../ui/use-admin-form";

/** "9:45 PM", in the clinic's time. */
const clinicClock = (at: Date) => formatSlot(timeIst(at));

export function DeskModeLine() {
  const { deskUntil } = useAdminSession();

  if (deskUntil) {
    return (
      <p className="flex items-start gap-2 text-sm text-slate-600" data-testid="desk-mode">
        <Icon name="shield" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        <span>
          <span className="font-medium text-slate-800">Desk mode until {clinicClock(deskUntil)}</span> — this screen
          stays signed in; other screens still sign out after inactivity.
        </span>
      </p>
    );
  }
  return (
    <DialogButton
      variant="ghost"
      size="toolbar"
      className="-ml-3 min-h-11"
      data-testid="desk-mode"
      dialog={DeskModeDialog}
    >
      <Icon name="shield" className="size-4" /> Keep this screen signed in tonight
    </DialogButton>
  );
}

function DeskModeDialog({
  onClose,
  returnFocus,
}: {
  onClose: () => void;
  returnFocus: React.RefObject<HTMLElement | null>;
}) {
  const { username, admin, signInForDesk } = useAdminSession();
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const { setForm, form, values, set, submit, problem, setProblem } = useAdminForm({
    schema: loginSchema,
    // an account with two-factor signs in again with its code too (FEATURES.md §9)
    defaultValues: { password: "", code: "" },
    toInput: ({ password }) => ({ username, password }),
    summarize: true,
  });
  const passwordRef = useRef<HTMLInputElement>(null);
  const showNotice = useAdminNotice();

  async function signIn(password: string) {
    setBusy(true);
    try {
      const answer = await signInForDesk(password, admin.twoFactor ? values.code : undefined);
      if (!answer.ok) {
        setProblem(answer.message);
        form.setValue("code", "");
        if (!answer.twoFactorRequired) {
          form.setValue("password", "");
          passwordRef.current?.focus();
        }
        return;
      }
      if (answer.deskUntil) {
        showNotice(`Desk mode until ${clinicClock(new Date(answer.deskUntil))}.`, "success");
      } else {
        // signed in again as usual: not a clinic evening
        showNotice(answer.message || LOGIN_MESSAGES.deskUnavailable, "info");
      }
      onClose();
    } catch {
      setProblem(LOGIN_MESSAGES.network);
    } finally {
      setBusy(false);
    }
  }
  // no message under a field: the footer says what went wrong
  const bind = (name: "password" | "code") => ({
    name,
    value: values[name],
    onValueChange: (value: string) => set(name, value),
    readOnly: busy,
  });
  const onSubmit = (event: React.FormEvent) => {
    if (busy) return event.preventDefault();
    return submit(({ password }) => void signIn(password))(event);
  };

  return (
    <Modal
      title="Keep this screen signed in tonight"
      description="Desk mode keeps Tonight's screen signed in until the clinic closes. Other screens still sign out after inactivity."
      onClose={onClose}
      returnFocus={returnFocus}
      initialFocus={passwordRef}
      size="sm"
      dismissible={!busy}
      data-testid="desk-mode-dialog"
      footer={
        <FormFooter
          message={problem ? { tone: "error", text: problem } : null}
          formId={formId}
          busy={busy}
          onCancel={onClose}
          submitLabel="Keep signed in"
          busyLabel="Signing in…"
        />
      }
    >
      <form ref={setForm} id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
        <p className="text-sm text-slate-700">
          Signed in as <span className="font-semibold text-slate-900">{username}</span>. Please enter your password
          again.
        </p>
        {/* for password managers: which account the password is for */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <PasswordField ref={passwordRef} {...bind("password")} aria-invalid={problem ? true : undefined} />
        {admin.twoFactor && <CodeField label="Two-factor code" {...bind("code")} />}
      </form>
    </Modal>
  );
}
