"use client";

/**
 * One's own password (FEATURES.md §9 "Own passwords"): the current one, then a new one of 12+
 * characters. `required`: the password is one the owner set — the whole admin area is this
 * page (the server refuses everything else) until the person has chosen their own.
 */
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { passwordChangeSchema } from "@/lib/shared/validation/staff";
import { Problem } from "../ui/alert";
import { Panel } from "../ui/panel";
import { useAdminForm } from "../ui/use-admin-form";
import { useFormSend } from "../ui/form-dialog";
import { usePasswordChange } from "./queries";
import { useAdminSession } from "./session-context";
import { RequiredStep } from "./required-step";
import { PasswordField } from "./secret-fields";

export function PasswordChange({ required = false }: { required?: boolean }) {
  if (!required) return <ChangeForm />;
  return (
    <RequiredStep
      main
      title="Choose your own password"
      why="The password you signed in with was set by the clinic's owner. Choose one only you know before going on."
    >
      <ChangeForm />
    </RequiredStep>
  );
}

function ChangeForm() {
  const change = usePasswordChange();
  const { refresh } = useAdminSession();
  const { setForm, field, submit, fail, problem, form } = useAdminForm({
    schema: passwordChangeSchema,
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const send = useFormSend({ submit, fail }, change, {
    notice: ({ message }) => message,
    done: () => {
      form.reset();
      void refresh();
    },
  });
  return (
    <Panel title="Change your password" description="At least 12 characters. Your other devices are signed out.">
      <form ref={setForm} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={send}>
        <PasswordField label="Current password" {...field("currentPassword")} />
        <InputField label="New password" type="password" autoComplete="new-password" {...field("newPassword")} />
        <Button type="submit" size="dialog" disabled={change.isPending}>
          Change password
        </Button>
      </form>
      <Problem text={problem} />
    </Panel>
  );
}
