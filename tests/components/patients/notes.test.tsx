import { act } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { NotesPanel } from "@/components/admin/patients/notes-panel";
import type { NoteRecord } from "@/lib/shared/api/patients";
import { todayIst } from "@/lib/shared/clinic-time";
import { NOTE_MESSAGES, NOTE_SAVED_MS } from "@/lib/shared/validation/notes";
import { answer, refusal, renderAdmin, screen, sendUnreachable, waitFor } from "../render";
import { server } from "../server";

const ADD = "/api/admin/patient/notes";
const EDIT = "/api/admin/patient/notes/3";
const note: NoteRecord = {
  id: 3,
  timestamp: "2026-11-01T10:00:00.000Z",
  patient_id: 7,
  consultation_date: "2026-11-01",
  note: "First visit. BP 150/95.",
  created_at: "2026-11-01T10:00:00.000Z",
  author: "Dr. Ravi",
};

/** The profile is read again after a save: these tests only look at the form. */
const renderNotes = () => renderAdmin(<NotesPanel patientId={7} notes={[note]} />);
const noteBox = () => screen.getByRole("textbox", { name: /^Note/ });
const described = (field: HTMLElement, message: string) =>
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));

async function openAdd(user: ReturnType<typeof renderNotes>["user"]) {
  await user.click(screen.getByRole("button", { name: /Add Note/ }));
  return screen.getByRole("form", { name: "Add Note" });
}

describe("Add Note", () => {
  test("an empty note is refused beside the field, the cursor in it, nothing sent", async () => {
    const calls = answer("post", ADD, { success: true });
    const { user } = renderNotes();
    await openAdd(user);
    await user.click(screen.getByRole("button", { name: "Save Note" }));
    await waitFor(() => described(noteBox(), NOTE_MESSAGES.empty));
    expect(noteBox()).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  test("a note is sent as typed with today's date and the patient; the form closes and says so", async () => {
    const calls = answer("post", ADD, { success: true, note });
    const { user } = renderNotes();
    await openAdd(user);
    await user.type(noteBox(), "Second visit.");
    await user.click(screen.getByRole("button", { name: "Save Note" }));
    expect(await screen.findByText(NOTE_MESSAGES.saved)).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      { patientIdentifier: "7", consultationDate: todayIst(new Date()), note: "Second visit." },
    ]);
    expect(screen.queryByRole("form", { name: "Add Note" })).toBeNull();
  });

  test("the date starts at today; after a save Add Note has the focus, and the message goes after 2 s", async () => {
    jest.useFakeTimers();
    try {
      answer("post", ADD, { success: true, note });
      renderNotes();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await openAdd(user);
      expect(screen.getByLabelText(/^Consultation date/)).toHaveValue(todayIst(new Date()));
      await user.type(noteBox(), "Second visit.");
      await user.click(screen.getByRole("button", { name: "Save Note" }));
      expect(await screen.findByText(NOTE_MESSAGES.saved)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: /Add Note/ })).toHaveFocus(); // focus is not lost with the form
      act(() => jest.advanceTimersByTime(NOTE_SAVED_MS - 100));
      expect(screen.getByText(NOTE_MESSAGES.saved)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText(NOTE_MESSAGES.saved)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  test("a 400's field errors show beside their fields; a refusal without them shows its message", async () => {
    answer("post", ADD, refusal("Please check the note.", { consultationDate: NOTE_MESSAGES.dateFuture }), 400);
    const { user } = renderNotes();
    await openAdd(user);
    await user.type(noteBox(), "Second visit.");
    await user.click(screen.getByRole("button", { name: "Save Note" }));
    await waitFor(() => described(screen.getByLabelText(/^Consultation date/), NOTE_MESSAGES.dateFuture));
    answer("post", ADD, refusal(NOTE_MESSAGES.failed), 500);
    await user.click(screen.getByRole("button", { name: "Save Note" }));
    expect(await screen.findByText(NOTE_MESSAGES.failed)).toBeInTheDocument();
  });

  test("a call that never reaches the server says so", () =>
    sendUnreachable("post", ADD, NOTE_MESSAGES.network, async () => {
      const { user } = renderNotes();
      await openAdd(user);
      await user.type(noteBox(), "Second visit.");
      await user.click(screen.getByRole("button", { name: "Save Note" }));
    }));
});

describe("a note's Edit", () => {
  async function openEdit(user: ReturnType<typeof renderNotes>["user"]) {
    await user.click(screen.getByRole("button", { name: /^Edit note of/ }));
    return screen.getByRole("form", { name: "Edit note" });
  }

  test.each([
    ["emptied", ""],
    ["of spaces only", "   "],
  ])("a note %s is refused as empty beside the field, nothing sent", async (_what, typed) => {
    const calls = answer("patch", EDIT, { success: true });
    const { user } = renderNotes();
    await openEdit(user);
    await user.clear(noteBox());
    if (typed) await user.type(noteBox(), typed);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => described(noteBox(), NOTE_MESSAGES.empty));
    expect(calls).toHaveLength(0);
  });

  test("only what changed is sent; the editor closes with the server's message", async () => {
    const calls = answer("patch", EDIT, { success: true, message: NOTE_MESSAGES.updated, note });
    const { user } = renderNotes();
    await openEdit(user);
    await user.type(noteBox(), " On amlodipine.");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(NOTE_MESSAGES.updated)).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ note: "First visit. BP 150/95. On amlodipine." }]);
    expect(screen.queryByRole("form", { name: "Edit note" })).toBeNull();
  });

  test("a 400's field errors show beside their fields; a network failure says so", async () => {
    answer("patch", EDIT, refusal("Please check the note.", { note: NOTE_MESSAGES.tooLong }), 400);
    const { user } = renderNotes();
    await openEdit(user);
    await user.type(noteBox(), " More.");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => described(noteBox(), NOTE_MESSAGES.tooLong));
    server.use(http.patch(EDIT, () => HttpResponse.error()));
    await user.type(noteBox(), " Again.");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(NOTE_MESSAGES.network)).toBeInTheDocument();
  });
});
