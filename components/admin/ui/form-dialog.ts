"use client";

/**
 * A dialog whose form sends one call and is done when it succeeds (the clinical summary, lab
 * results, a staff account, how a doctor signs, a void): what its FormModal takes, worked out
 * once. The submit checks the form, sends it, and on success says the answer's notice (when
 * `notice`) and calls `done`; a refusal goes back to the form (`refused` reads a form's own
 * codes). The call holds the dialog while it runs. `untilChanged`: Save waits for an edit;
 * `askBeforeDiscard`: closing with typed data asks first (useConfirmDiscard).
 *
 *   const dialog = useFormDialog({ setForm, submit, fail, problem, dirty }, save, { onClose, done: onClose });
 *   <FormModal title="…" formId="…" submitLabel="Save" busyLabel="Saving…" {...dialog}>…</FormModal>
 */
import type { FieldValues } from "react-hook-form";
import { useAdminNotice } from "../query/provider";
import { useConfirmDiscard } from "./confirm-dialog";
import type { AdminForm } from "./use-admin-form";

/** The mutation that sends the form (useAdminMutation's result fits). */
type Call<B, A> = {
  isPending: boolean;
  isSuccess: boolean;
  mutate: (body: B, handlers: { onSuccess: (answer: A) => void; onError: (caught: Error) => void }) => void;
};

type Form<O> = Pick<AdminForm<FieldValues, O>, "setForm" | "submit" | "fail" | "problem" | "dirty">;

type Send<O, B, A> = {
  done: (answer: A) => void;
  /** what is sent, when more than the form's input (the record it is for) */
  body?: (input: O) => B;
  notice?: (answer: A) => string;
  refused?: (caught: Error) => Parameters<Form<O>["fail"]>[1];
};

/**
 * The submit of a form that sends one call (a dialog's, or a panel's such as the password
 * change): checks the form, sends it, says the answer's notice (when `notice`) and calls
 * `done`; a refusal goes back to the form.
 */
export function useFormSend<O, B, A>(
  { submit, fail }: Pick<Form<O>, "submit" | "fail">,
  call: Pick<Call<B, A>, "mutate">,
  { done, body = (input) => input as unknown as B, notice, refused }: Send<O, B, A>,
) {
  const showNotice = useAdminNotice();
  return submit((input) =>
    call.mutate(body(input), {
      onSuccess: (answer) => {
        if (notice) showNotice(notice(answer), "success");
        done(answer);
      },
      onError: (caught) => fail(caught, refused?.(caught)),
    }),
  );
}

export function useFormDialog<O, B, A>(
  { setForm, submit, fail, problem, dirty }: Form<O>,
  call: Call<B, A>,
  {
    onClose,
    untilChanged = false,
    askBeforeDiscard = false,
    ...send
  }: Send<O, B, A> & { onClose: () => void; untilChanged?: boolean; askBeforeDiscard?: boolean },
) {
  const onSubmit = useFormSend({ submit, fail }, call, send);
  const [close, asking] = useConfirmDiscard(askBeforeDiscard && dirty && !call.isSuccess, onClose);
  return {
    onClose: close,
    aside: asking,
    formRef: setForm,
    busy: call.isPending,
    message: problem ? ({ tone: "error", text: problem } as const) : null,
    submitDisabled: call.isPending || (untilChanged && !dirty),
    onSubmit,
  };
}
