"use client";

/**
 * A button that opens a dialog, and the dialog while it is open (Add walk-in, Running late,
 * desk mode): the button says it opens one (aria-haspopup), and focus goes back to it when the
 * dialog closes (`returnFocus`, handed to the dialog with its `onClose`).
 *
 *   <DialogButton variant="neutral" size="toolbar" dialog={RunningLateDialog}>Running late</DialogButton>
 */
import { useRef, useState, type ComponentProps, type ComponentType, type RefObject } from "react";
import { Button } from "@/components/ui/button";

type OpenedDialog = { onClose: () => void; returnFocus: RefObject<HTMLElement | null> };

export function DialogButton({
  dialog: Dialog,
  ...button
}: Omit<ComponentProps<typeof Button>, "ref" | "onClick"> & { dialog: ComponentType<OpenedDialog> }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} {...button} onClick={() => setOpen(true)} aria-haspopup="dialog" />
      {open && <Dialog onClose={() => setOpen(false)} returnFocus={opener} />}
    </>
  );
}
