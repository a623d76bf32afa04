"use client";

/**
 * The admin area's one dialog (SPEC §2: "Escape and a click on the backdrop close the
 * modal"), built on Radix Dialog, which does the hard parts: keyboard focus stays inside
 * (Tab and Shift+Tab wrap around), the page behind is hidden from assistive technology and
 * does not scroll, only the topmost of several dialogs reacts to Escape, and a press
 * outside the panel closes it. Labelled by its title (and described by `description` when
 * given). Focus moves in when it opens and goes back to where it was when it closes.
 *
 *   <Modal title="Add New Patient" onClose={close} footer={<>…buttons…</>}>…</Modal>
 *
 * On a phone it is a sheet rising from the bottom (full height for size "full"); from
 * 640 px a centred panel.
 *
 * A form with typed data asks before it goes: useConfirmDiscard (./confirm-dialog.tsx).
 */
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SolidIcon } from "@/components/ui/solid-icon";
import { Message, type MessageTone } from "./alert";

export type ModalSize = "sm" | "md" | "lg" | "full";

export type ModalProps = {
  title: React.ReactNode;
  /** a short line under the title; also the dialog's accessible description */
  description?: React.ReactNode;
  onClose: () => void;
  children: React.ReactNode;
  /** buttons at the bottom, right-aligned */
  footer?: React.ReactNode;
  size?: ModalSize;
  /** what gets focus first (otherwise the first focusable element inside the body) */
  initialFocus?: React.RefObject<HTMLElement | null>;
  /** where focus goes when it closes, when set by then (otherwise back where it was) */
  returnFocus?: React.RefObject<HTMLElement | null>;
  /** the header's close button: its label ("Close" by default); `null` for none */
  closeLabel?: string | null;
  /** replaces the header's close button (e.g. a "Back to Admin" button) */
  headerAction?: React.ReactNode;
  /** while false, Escape and the backdrop do nothing (e.g. while a delete is running) */
  dismissible?: boolean;
  tone?: "default" | "danger";
  /** extra attributes for tests and styling */
  "data-testid"?: string;
};

const SIZES: Record<ModalSize, string> = {
  sm: "sm:max-w-md",
  md: "sm:max-w-xl",
  lg: "sm:max-w-3xl",
  full: "sm:max-w-5xl",
};

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([type='hidden']), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** The first element of `root` that takes focus and is shown. */
const firstFocusable = (root: HTMLElement | null) =>
  root ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => el.offsetParent !== null) : undefined;

export function Modal({
  title,
  description,
  onClose,
  children,
  footer,
  size = "md",
  initialFocus,
  returnFocus,
  closeLabel = "Close",
  headerAction,
  dismissible = true,
  tone = "default",
  "data-testid": testId,
}: ModalProps) {
  // where focus was when it opened (the button that opened it)
  const [opener] = useState(() =>
    typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null),
  );

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && dismissible) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay
          data-modal-backdrop=""
          className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 backdrop-blur-[2px] sm:items-center sm:p-4"
        >
          <Dialog.Content
            data-testid={testId}
            // no description: say so, rather than point at none (Radix warns otherwise)
            {...(description ? {} : { "aria-describedby": undefined })}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              const panel = event.currentTarget as HTMLElement;
              const body = panel.querySelector<HTMLElement>("[data-modal-body]");
              (initialFocus?.current ?? firstFocusable(body) ?? firstFocusable(panel) ?? panel).focus({
                preventScroll: true,
              });
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const target = returnFocus?.current ?? opener;
              if (target?.isConnected) target.focus({ preventScroll: true });
            }}
            className={`flex w-full flex-col overflow-hidden bg-white shadow-2xl outline-none animate-widget-in rounded-t-2xl sm:rounded-2xl ${
              size === "full"
                ? "h-[100dvh] sm:h-auto sm:max-h-[calc(100dvh-2rem)] rounded-t-none sm:rounded-t-2xl"
                : "max-h-[92dvh] sm:max-h-[calc(100dvh-2rem)]"
            } ${SIZES[size]}`}
          >
            <div
              className={`flex items-start gap-3 border-b px-5 py-4 sm:px-6 ${
                tone === "danger" ? "border-heart-100 bg-heart-50/60" : "border-slate-200"
              }`}
            >
              <div className="min-w-0 flex-1">
                <Dialog.Title className="text-lg font-semibold leading-snug text-slate-900">{title}</Dialog.Title>
                {description && (
                  <Dialog.Description className="mt-0.5 text-sm text-slate-600">{description}</Dialog.Description>
                )}
              </div>
              {headerAction ??
                (closeLabel !== null && (
                  <button
                    type="button"
                    onClick={onClose}
                    disabled={!dismissible}
                    aria-label={closeLabel}
                    className="-mr-1.5 -mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800 disabled:opacity-50"
                  >
                    <SolidIcon name="close" className="size-5" />
                  </button>
                ))}
            </div>
            <div data-modal-body="" className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
              {children}
            </div>
            {footer && (
              <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-slate-50/70 px-5 py-3.5 sm:px-6">
                {footer}
              </div>
            )}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Buttons in the dialogs' style: the shared Button at its dialog size. */
export function ModalButton({
  variant = "secondary",
  ...props
}: Omit<React.ComponentProps<typeof Button>, "variant" | "size"> & { variant?: "primary" | "secondary" | "danger" }) {
  return <Button {...props} variant={variant === "secondary" ? "neutral" : variant} size="dialog" />;
}

/**
 * The footer of a dialog that holds a form: the outcome or problem above, Cancel, and the
 * submit button (`form` names the form it sends), both held while `busy`.
 */
export function FormFooter({
  message,
  formId,
  busy,
  onCancel,
  cancelLabel = "Cancel",
  submitLabel,
  busyLabel,
  submitDisabled = busy,
}: {
  message: { tone: MessageTone; text: string } | null;
  formId: string;
  busy: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  submitLabel: string;
  busyLabel: string;
  submitDisabled?: boolean;
}) {
  return (
    <>
      {message && (
        <div className="w-full">
          <Message tone={message.tone}>{message.text}</Message>
        </div>
      )}
      <Button variant="neutral" size="dialog" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button variant="primary" size="dialog" type="submit" form={formId} disabled={submitDisabled} busy={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </>
  );
}

type FormFooterProps = React.ComponentProps<typeof FormFooter>;

/**
 * A form in a dialog (Add New Patient, Edit details, Add walk-in): the Modal, held while
 * `busy`; the <form>, whose id ties the footer's submit button to it; and FormFooter.
 * `aside` renders beside the form, inside the dialog (the discard question).
 */
export function FormModal({
  formId,
  formRef,
  onSubmit,
  busy,
  onClose,
  aside,
  children,
  message,
  cancelLabel,
  submitLabel,
  busyLabel,
  submitDisabled,
  ...modal
}: Omit<ModalProps, "footer" | "dismissible"> &
  Omit<FormFooterProps, "onCancel"> & {
    formRef?: React.Ref<HTMLFormElement>;
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
    aside?: React.ReactNode;
  }) {
  // the footer's labels and message pass through as they came
  const labels = { message, cancelLabel, submitLabel, busyLabel, submitDisabled };
  return (
    <Modal
      {...modal}
      onClose={onClose}
      dismissible={!busy}
      footer={<FormFooter {...labels} formId={formId} busy={busy} onCancel={onClose} />}
    >
      <form id={formId} ref={formRef} onSubmit={onSubmit} noValidate>
        {children}
      </form>
      {aside}
    </Modal>
  );
}
