import { Button } from "@/components/ui/button";

/**
 * Cancel and the submit button under a form that opens inside a panel (a note, a report): the
 * dialogs' equivalent is FormFooter. Both are held while the form is sent.
 */
export function FormActions({
  busy,
  onCancel,
  submitLabel,
  busyLabel,
  className = "",
}: {
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <div className={`${className} flex flex-wrap justify-end gap-2`.trim()}>
      <Button variant="neutral" size="toolbar" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="primary" size="toolbar" busy={busy} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
