"use client";

/**
 * One's own account (FEATURES.md §9): who is signed in, with what role, their own password, and their two-factor
 * sign-in — set it up when off; turn it off with the password and a current code when on
 * (where REQUIRE_TWO_FACTOR holds, the next screen asks to set it up again).
 */
import { CodeField, PasswordField } from "./secret-fields";
import { Button } from "@/components/ui/button";
import { ROLE_LABELS } from "@/lib/shared/roles";
import { twoFactorDisableSchema } from "@/lib/shared/validation/staff";
import { Problem } from "../ui/alert";
import { Panel } from "../ui/panel";
import { useAdminForm } from "../ui/use-admin-form";
import { useFormSend } from "../ui/form-dialog";
import { useTwoFactorDisable } from "./queries";
import { useAdminSession } from "./session-context";
import { PasswordChange } from "./password-change";
import { TwoFactorSetup } from "./two-factor-setup";

export function AccountScreen() {
  const { admin } = useAdminSession();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Panel title="Your account">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-slate-500">Name</dt>
          <dd className="text-slate-900">{admin.displayName}</dd>
          <dt className="text-slate-500">Username</dt>
          <dd className="text-slate-900">{admin.username}</dd>
          <dt className="text-slate-500">Role</dt>
          <dd className="text-slate-900">{ROLE_LABELS[admin.role]}</dd>
          <dt className="text-slate-500">Two-factor sign-in</dt>
          <dd className="text-slate-900">{admin.twoFactor ? "On" : "Off"}</dd>
        </dl>
      </Panel>
      <PasswordChange />
      {admin.twoFactor ? <TurnOff /> : <TwoFactorSetup />}
    </div>
  );
}

function TurnOff() {
  const disable = useTwoFactorDisable();
  const { refresh } = useAdminSession();
  const { setForm, field, submit, fail, problem } = useAdminForm({
    schema: twoFactorDisableSchema,
    defaultValues: { password: "", code: "" },
  });
  const send = useFormSend({ submit, fail }, disable, {
    notice: ({ message }) => message,
    done: () => void refresh(),
  });
  return (
    <Panel
      title="Turn two-factor sign-in off"
      description="Only when moving it to a new phone: set it up again at once."
    >
      <form ref={setForm} noValidate className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end" onSubmit={send}>
        <PasswordField label="Your password" {...field("password")} />
        <CodeField maxLength={6} {...field("code")} />
        <Button type="submit" variant="danger" size="dialog" disabled={disable.isPending}>
          Turn off
        </Button>
      </form>
      <Problem text={problem} />
    </Panel>
  );
}
