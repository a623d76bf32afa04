"use client";

/**
 * One's own password (FEATURES.md §9 "Own passwords"): the current one, then a new one of 12+
 * characters. `required`: the password is one the owner set — the whole admin area is this
 * page (the server refuses everything else) until the person has chosen their own.
 */
import { Button } from "@/components/ui/button";
import { InputField } from "@/components/ui/field";
import { passwordChangeSchema } from "@/lib/shared/validation/staff";
import { Message } from "../ui/alert";
import { Panel } from "../ui/panel";
import { useAdminForm } from "../ui/use-admin-form";
import { useAdminNotice } from "../query/provider";
import { usePasswordChange } from "./queries";
import { useAdminSession } from "./session-context";

export function PasswordChange({ required = false }: { required?: boolean }) {
  const { username, clinicName, signOut } = useAdminSession();
  if (!required) return <ChangeForm />;
  return (
    <main id="main" className="min-h-screen bg-slate-50 px-4 py-8">
      <div className="mx-auto max-w-xl space-y-4">
        <header className="flex items-center justify-between gap-3">
          <div>
            <h1 className="text-xl font-semibold text-slate-900">Choose your own password</h1>
            <p className="text-sm text-slate-600">
              {clinicName} · signed in as {username}
            </p>
          </div>
          <Button variant="neutral" size="toolbar" onClick={() => void signOut()}>
            Logout
          </Button>
        </header>
        <Message tone="info">
          The password you signed in with was set by the clinic&apos;s owner. Choose one only you know before going on.
        </Message>
        <ChangeForm />
      </div>
    </main>
  );
}

function ChangeForm() {
  const change = usePasswordChange();
  const { refresh } = useAdminSession();
  const showNotice = useAdminNotice();
  const { setForm, field, submit, fail, problem, form } = useAdminForm({
    schema: passwordChangeSchema,
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  return (
    <Panel title="Change your password" description="At least 12 characters. Your other devices are signed out.">
      <form
        ref={setForm}
        noValidate
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={submit((input) =>
          change.mutate(input, {
            onSuccess: ({ message }) => {
              showNotice(message, "success");
              form.reset();
              void refresh();
            },
            onError: (e) => fail(e),
          }),
        )}
      >
        <InputField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...field("currentPassword")}
        />
        <InputField label="New password" type="password" autoComplete="new-password" {...field("newPassword")} />
        <Button type="submit" size="dialog" disabled={change.isPending}>
          Change password
        </Button>
      </form>
      {problem && (
        <div className="mt-3">
          <Message tone="error">{problem}</Message>
        </div>
      )}
    </Panel>
  );
}
