import { ConfirmDialog, useConfirmDiscard } from "@/components/admin/ui/confirm-dialog";
import { Modal } from "@/components/admin/ui/modal";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { renderAdmin, screen } from "../render";

function ask() {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  const view = renderAdmin(
    <ConfirmDialog
      title="Delete report?"
      question="Are you sure you want to delete this report?"
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  const dialog = screen.getByRole("dialog", { name: "Delete report?" });
  return { ...view, dialog, onConfirm, onClose };
}

test("asks the question with Cancel focused first; Delete confirms once and closes", async () => {
  const { user, dialog, onConfirm, onClose } = ask();
  expect(dialog).toHaveTextContent("Are you sure you want to delete this report?");
  expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
  await user.click(screen.getByRole("button", { name: "Delete" }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(onClose).toHaveBeenCalledTimes(1);
});

test("Cancel closes without confirming", async () => {
  const { user, onConfirm, onClose } = ask();
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(onConfirm).not.toHaveBeenCalled();
});

test("Escape closes without confirming", async () => {
  const { user, onConfirm, onClose } = ask();
  await user.keyboard("{Escape}");
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(onConfirm).not.toHaveBeenCalled();
});

/** A dialog holding a form, as the admin forms use useConfirmDiscard. */
function Typing({ dirty, onClose }: { dirty: boolean; onClose: () => void }) {
  const [close, asking] = useConfirmDiscard(dirty, onClose);
  return (
    <Modal title="Add walk-in" onClose={close}>
      <input aria-label="Name" />
      {asking}
    </Modal>
  );
}

test("discard: nothing typed closes at once, without asking", async () => {
  const onClose = jest.fn();
  const { user } = renderAdmin(<Typing dirty={false} onClose={onClose} />);
  await user.keyboard("{Escape}");
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole("dialog", { name: "Unsaved changes" })).not.toBeInTheDocument();
});

test("discard: with something typed, Escape asks in the app's dialog; Keep editing stays, Discard closes", async () => {
  const onClose = jest.fn();
  const { user } = renderAdmin(<Typing dirty onClose={onClose} />);
  await user.keyboard("{Escape}");
  const asked = screen.getByRole("dialog", { name: "Unsaved changes" });
  expect(asked).toHaveTextContent(PATIENT_MESSAGES.discardConfirm);
  expect(screen.getByRole("button", { name: "Keep editing" })).toHaveFocus();
  // only the question closes: the form stays
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("dialog", { name: "Unsaved changes" })).not.toBeInTheDocument();
  expect(screen.getByRole("dialog", { name: "Add walk-in" })).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();

  await user.click(screen.getByRole("button", { name: "Close" }));
  await user.click(screen.getByRole("button", { name: "Keep editing" }));
  expect(onClose).not.toHaveBeenCalled();
  await user.click(screen.getByRole("button", { name: "Close" }));
  await user.click(screen.getByRole("button", { name: "Discard" }));
  expect(onClose).toHaveBeenCalledTimes(1);
});
