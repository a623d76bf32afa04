"use client";

/**
 * A question before something that cannot be undone ("Are you sure you want to delete this
 * report?"), asked in the admin area's dialog rather than the browser's: Cancel has focus
 * first, so a stray Enter keeps things as they are; Escape, the backdrop and × cancel too.
 *
 * An action asks with `const [ask, asking] = useConfirm()`, then
 * `ask({ title, question, confirmLabel, onConfirm })` and `{asking}` rendered in the component.
 *
 * A form with typed data asks before it goes: `const [close, asking] = useConfirmDiscard(dirty, onClose)`,
 * then `onClose={close}` on its Modal and its Cancel button (Escape, the backdrop and × all
 * call it), and `{asking}` rendered beside the Modal.
 */
import { useCallback, useRef, useState } from "react";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { Modal, ModalButton } from "./modal";

export function ConfirmDialog({
  title,
  question,
  confirmLabel,
  cancelLabel = "Cancel",
  onConfirm,
  onClose,
}: {
  title: string;
  /** a sentence, or a sentence with a list (what a merge moves) */
  question: React.ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** called once, before the dialog closes */
  onConfirm: () => void;
  onClose: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={title}
      onClose={onClose}
      size="sm"
      tone="danger"
      initialFocus={cancel}
      footer={
        <>
          <ModalButton ref={cancel} onClick={onClose}>
            {cancelLabel}
          </ModalButton>
          <ModalButton
            variant="danger"
            onClick={() => {
              onConfirm();
              onClose();
            }}
          >
            {confirmLabel}
          </ModalButton>
        </>
      }
    >
      {typeof question === "string" ? <p className="text-sm text-slate-700">{question}</p> : question}
    </Modal>
  );
}

/**
 * `onClose`, asking first (`message`, in a ConfirmDialog) while `dirty`: the staff member's
 * typing is never lost to a stray Escape or a click beside the panel. Returns the close
 * function and the question to render (null until asked).
 */
export function useConfirmDiscard(
  dirty: boolean,
  onClose: () => void,
  message: string = PATIENT_MESSAGES.discardConfirm,
): [close: () => void, asking: React.ReactNode] {
  const [asking, setAsking] = useState(false);
  const close = useCallback(() => (dirty ? setAsking(true) : onClose()), [dirty, onClose]);
  const question = asking ? (
    <ConfirmDialog
      title="Unsaved changes"
      question={message}
      confirmLabel="Discard"
      cancelLabel="Keep editing"
      onConfirm={onClose}
      onClose={() => setAsking(false)}
    />
  ) : null;
  return [close, question];
}

type Question = { title: string; question: React.ReactNode; confirmLabel: string; onConfirm: () => void };

/** Asks `question` in a ConfirmDialog; `onConfirm` runs only when the staff member confirms. */
export function useConfirm(): [ask: (question: Question) => void, asking: React.ReactNode] {
  const [question, setQuestion] = useState<Question | null>(null);
  const asking = question ? <ConfirmDialog {...question} onClose={() => setQuestion(null)} /> : null;
  return [setQuestion, asking];
}
