/**
 * The Patients Database screen's own behaviour (moved from tests/e2e/admin-patients.spec.ts,
 * issue 42): when the search is sent, what the count and the empty list say, Add New Patient's
 * close after success and the delete dialog's keyboard and backdrop. What the server finds and
 * keeps stays in the browser story. Timed steps run on jest's clock, not the machine's speed.
 */
import { act } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PatientsDatabase } from "@/components/admin/patients/patients-database";
import { CLOSE_AFTER_MS } from "@/components/admin/patients/add-patient-modal";
import { SEARCH_DEBOUNCE_MS } from "@/components/admin/patients/patient-search";
import type { PatientListItem } from "@/lib/shared/api/patients";
import { answer, renderAdmin, screen, waitFor } from "../render";
import { fillPatientFields, THEODORA } from "../patient-form";

const patient = (patient_id: number, name: string): PatientListItem => ({
  patient_id,
  name,
  email: "",
  phone: "98450 12345",
  age: 64,
  sex: "Female",
  address: "",
  occupation: "",
  created_at: "2026-11-01T10:00:00.000Z",
});
const everyone = [patient(1, "Quillon Abernathy"), patient(2, "Quillon Brightwater"), patient(3, "Rosalind Carrow")];

/** The list as the server answers it: a search keeps the names holding the term. */
function answerList() {
  return answer("get", "/api/admin/patients", (_sent, url) => {
    const search = url.searchParams.get("search") ?? "";
    const patients = everyone.filter((p) => p.name.toLowerCase().includes(search.toLowerCase()));
    return { success: true, patients, total: patients.length, page: 1, pageSize: 50, search };
  });
}
const searches = (calls: ReturnType<typeof answerList>) => calls.map((c) => c.url.searchParams.get("search") ?? "");
const count = () => screen.getByTestId("patient-count");
const box = () => screen.getByRole("searchbox", { name: "Search patients" });

function renderDatabase() {
  return renderAdmin(<PatientsDatabase bookingRules={{ horizonDays: 90 }} />);
}

/** The list on jest's clock, which the user's typing moves: the search waits for it. */
function renderOnFakeClock() {
  jest.useFakeTimers();
  const calls = answerList();
  const view = renderDatabase();
  return { ...view, calls, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

afterEach(() => jest.useRealTimers());

test("search: one request 1 s after typing stops, none while typing; × shows everyone again at once", async () => {
  const { calls, unmount, user } = renderOnFakeClock();
  await waitFor(() => expect(count()).toHaveTextContent("3 patients in total"));

  for (const key of "abernathy") {
    await user.type(box(), key);
    act(() => jest.advanceTimersByTime(120)); // still typing: no search meanwhile
  }
  act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 220)); // 0.9 s after the last key
  expect(searches(calls)).toEqual([""]);
  act(() => jest.advanceTimersByTime(200)); // 1.1 s: one search
  await waitFor(() => expect(count()).toHaveTextContent('Found 1 patient for "abernathy"'));
  expect(searches(calls)).toEqual(["", "abernathy"]);
  expect(screen.getAllByRole("row")).toHaveLength(2); // the header and the one match
  expect(screen.getByRole("table")).toHaveTextContent("Quillon Abernathy");

  await user.click(screen.getByRole("button", { name: "Clear search" }));
  expect(box()).toHaveValue("");
  expect(box()).toHaveFocus();
  await waitFor(() => expect(count()).toHaveTextContent("3 patients in total"));
  unmount(); // before the URL is put back: nothing left to read the list again
});

test("the Search button and Enter search without waiting; no match says so", async () => {
  const { calls, unmount, user } = renderOnFakeClock();
  await waitFor(() => expect(count()).toHaveTextContent("in total"));

  // the clock stands still from here: the search 1 s after typing cannot be what sends these
  await user.type(box(), "carrow");
  await user.click(screen.getByRole("button", { name: "Search" }));
  await waitFor(() => expect(count()).toHaveTextContent('Found 1 patient for "carrow"'));

  await user.clear(box());
  await user.type(box(), "zzzz-no-such-patient{Enter}");
  await waitFor(() => expect(count()).toHaveTextContent('Found 0 patients for "zzzz-no-such-patient"'));
  expect(screen.getByText('No patients match "zzzz-no-such-patient".')).toBeInTheDocument();
  expect(searches(calls)).toEqual(["", "carrow", "zzzz-no-such-patient"]);
  unmount();
});

test("Add New Patient: nothing ticked, the time waits for a date; after success it closes 1.5 s later, focus back on the opener", async () => {
  answer("get", "/api/admin/patients/matches", { success: true, matches: [] });
  answer("post", "/api/admin/patient/add", {
    success: true,
    message: "Patient added successfully!",
    appointment: null,
  });
  const { user } = renderOnFakeClock();
  const opener = await screen.findByRole("button", { name: "Add New Patient" });
  await user.click(opener);
  const dialog = screen.getByRole("dialog", { name: "Add New Patient" });
  expect(screen.getByLabelText(/^Full name/)).toHaveFocus();
  // the desk asks the patient's language and WhatsApp choice (issue 26): both shown, neither ticked;
  // SMS starts at yes (never asked means SMS go, FEATURES.md §15)
  expect(screen.getByRole("group", { name: /Patient reads/ }).querySelectorAll("input[type=radio]")).toHaveLength(2);
  expect(screen.getByRole("group", { name: /WhatsApp consent/ }).querySelectorAll("input[type=radio]")).toHaveLength(2);
  expect(
    screen.queryAllByRole("radio", { checked: true }).map((r) => [r.getAttribute("name"), r.getAttribute("value")]),
  ).toEqual([["sms", "yes"]]);
  expect(screen.getByLabelText(/^Time/)).toBeDisabled();

  await fillPatientFields(user, THEODORA);
  await user.click(screen.getByRole("button", { name: "Add Patient" }));
  expect(await screen.findByText("Patient added successfully!")).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(CLOSE_AFTER_MS - 100)); // 1.4 s: still open, the message shown
  expect(dialog).toBeInTheDocument();
  expect(screen.getByText("Patient added successfully!")).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200)); // 1.6 s: closed
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(opener).toHaveFocus();
});

test("the delete dialog: what goes, Cancel first; focus kept inside; Escape and the backdrop close it, focus back on the row's Delete", async () => {
  answerList();
  const { user } = renderDatabase();
  const remove = await screen.findByRole("button", { name: "Delete Rosalind Carrow" });
  await user.click(remove);
  const dialog = screen.getByRole("dialog", { name: "Delete patient?" });
  for (const item of [
    "Patient information",
    "All appointments",
    "All medical notes",
    "All reports and their uploaded files",
    "Contact history",
  ]) {
    expect(dialog).toHaveTextContent(item);
  }
  expect(dialog).toHaveTextContent("This action cannot be undone.");
  expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();

  // Tab and Shift+Tab wrap around inside
  for (let i = 0; i < 5; i++) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  await user.tab({ shift: true });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);

  await user.keyboard("{Escape}");
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  expect(remove).toHaveFocus();

  // a press inside the panel keeps it; one on the backdrop closes it
  await user.click(remove);
  const again = screen.getByRole("dialog", { name: "Delete patient?" });
  await user.click(screen.getByText("This permanently removes:"));
  expect(again).toBeInTheDocument();
  await user.click(document.querySelector("[data-modal-backdrop]")!);
  await waitFor(() => expect(again).not.toBeInTheDocument());
});
