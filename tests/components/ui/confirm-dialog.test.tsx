import { ConfirmDialog } from "@/components/admin/ui/confirm-dialog";
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
