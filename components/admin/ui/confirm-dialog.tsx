"use client";

/**
 * A question before something that cannot be undone ("Are you sure you want to delete this
 * report?"), asked in the admin area's dialog rather than the browser's: Cancel has focus
 * first, so a stray Enter keeps things as they are; Escape, the backdrop and × cancel too.
 */
import { useRef } from "react";
import { Modal, ModalButton } from "./modal";

export function ConfirmDialog({
  title,
  question,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  question: string;
  confirmLabel: string;
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
            Cancel
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
      <p className="text-sm text-slate-700">{question}</p>
    </Modal>
  );
}
