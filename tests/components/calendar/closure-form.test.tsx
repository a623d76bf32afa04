import { ClosurePanel } from "@/components/admin/calendar/closure-form";
import { CALENDAR_MESSAGES } from "@/lib/shared/validation/calendar";
import { answer, refusal, renderAdmin, screen, waitFor } from "../render";

const oneDay = { start: "2030-03-05", end: "2030-03-05" };

function renderPanel(onAdded = jest.fn()) {
  const view = renderAdmin(
    <ClosurePanel
      selection={oneDay}
      awaitingEnd={false}
      day={undefined}
      slotsPerEvening={13}
      closuresOn={[]}
      onClear={() => {}}
      onAdded={onAdded}
      onRemove={() => {}}
    />,
  );
  return { ...view, onAdded };
}

test("a closure without a reason is refused beside the field, and nothing is sent", async () => {
  const calls = answer("post", "/api/admin/closures", { success: true });
  const { user } = renderPanel();
  await user.click(screen.getByRole("button", { name: "Close the clinic" }));
  expect(await screen.findByText(CALENDAR_MESSAGES.reasonRequired)).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: /Reason/ })).toHaveAttribute("aria-invalid", "true");
  expect(calls).toHaveLength(0);
});

test("a whole day is sent with its reason; the reason clears after", async () => {
  // what the form sends is the closure the server answers with, less its id, plus the notice choice
  const sent = {
    startDate: oneDay.start,
    endDate: oneDay.end,
    startTime: null,
    endTime: null,
    reason: "Conference",
    reasonTa: null,
  };
  const closure = { id: 1, ...sent };
  const calls = answer("post", "/api/admin/closures", { success: true, closure, affected: [], notified: 0 });
  const { user, onAdded } = renderPanel();
  await user.type(screen.getByRole("textbox", { name: /Reason/ }), "Conference");
  await user.click(screen.getByRole("button", { name: "Close the clinic" }));
  await waitFor(() => expect(onAdded).toHaveBeenCalled());
  expect(calls[0].body).toEqual({ ...sent, notify: true });
  expect(screen.getByRole("textbox", { name: /Reason/ })).toHaveValue("");
});

test("the server's refusal shows: a field error beside its field, a conflict above the button", async () => {
  answer("post", "/api/admin/closures", refusal("Those days are closed already."), 409);
  const { user } = renderPanel();
  await user.type(screen.getByRole("textbox", { name: /Reason/ }), "Conference");
  await user.click(screen.getByRole("button", { name: "Close the clinic" }));
  expect(await screen.findByText("Those days are closed already.")).toBeInTheDocument();
});
