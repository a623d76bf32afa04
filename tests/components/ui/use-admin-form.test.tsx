import { z } from "zod";
import { adminJson } from "@/components/admin/ui/api";
import { useAdminForm } from "@/components/admin/ui/use-admin-form";
import { answer, refusal, renderAdmin, screen, waitFor } from "../render";

const schema = z.object({ name: z.string().trim().min(1, "Please enter a name."), city: z.string() });

function NameForm({ onSent }: { onSent: (body: unknown) => void }) {
  // destructured: the element's callback goes to `ref`, and React's compiler takes what a ref is read from for a ref
  const { setForm, field, problem, submit, fail } = useAdminForm({ schema, defaultValues: { name: "", city: "" } });
  const onSubmit = submit((data) => adminJson("/api/test-form", { json: data }).then(onSent, (caught) => fail(caught)));
  return (
    <form ref={setForm} onSubmit={onSubmit} noValidate>
      {(["name", "city"] as const).map((name) => {
        const b = field(name);
        return (
          <label key={name}>
            {name}
            <input name={b.name} value={b.value} onChange={(e) => b.onValueChange(e.target.value)} />
            {b.error && <span role="alert">{b.error}</span>}
          </label>
        );
      })}
      {problem && <p>{problem}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

test("the shared schema refuses before sending; the message goes once the field is edited", async () => {
  const calls = answer("post", "/api/test-form", { success: true });
  const { user } = renderAdmin(<NameForm onSent={jest.fn()} />);
  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a name.");
  expect(screen.getByRole("textbox", { name: /^name/ })).toHaveFocus();
  await user.type(screen.getByRole("textbox", { name: /^name/ }), "A");
  expect(screen.queryByRole("alert")).toBeNull();
  expect(calls).toHaveLength(0);
});

test("the server's field errors show beside their fields, its message as the problem", async () => {
  answer("post", "/api/test-form", refusal("Please check the form.", { city: "Unknown city." }), 400);
  const { user } = renderAdmin(<NameForm onSent={jest.fn()} />);
  await user.type(screen.getByRole("textbox", { name: /^name/ }), "Asha");
  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Unknown city.");
  expect(screen.getByText("Please check the form.")).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole("textbox", { name: /^city/ })).toHaveFocus());
});

const listSchema = z.object({
  rows: z.array(z.object({ amount: z.string().regex(/^\d*$/, "Whole rupees, please.") })),
});

function ListForm() {
  const { setForm, field, submit } = useAdminForm({
    schema: listSchema,
    defaultValues: { rows: [{ amount: "1" }, { amount: "" }] },
  });
  return (
    <form ref={setForm} onSubmit={submit(jest.fn())} noValidate>
      {[0, 1].map((index) => {
        const b = field(`rows.${index}.amount`);
        return (
          <label key={index}>
            {`row ${index}`}
            <input name={b.name} value={b.value} onChange={(e) => b.onValueChange(e.target.value)} />
            {b.error && <span role="alert">{b.error}</span>}
          </label>
        );
      })}
      <button type="submit">Save</button>
    </form>
  );
}

test("a nested field binds by its path: its value, its message and the cursor", async () => {
  const { user } = renderAdmin(<ListForm />);
  expect(screen.getByRole("textbox", { name: /row 0/ })).toHaveValue("1");
  await user.type(screen.getByRole("textbox", { name: /row 1/ }), "7x");
  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Whole rupees, please.");
  expect(screen.getByRole("textbox", { name: /row 1/ })).toHaveFocus();
});
