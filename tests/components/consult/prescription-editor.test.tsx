/**
 * Tonight's prescription as it is typed (FEATURES.md §11, issue 40): each complete line is kept
 * (the draft's PUT), and the warnings its answer carries show beside their lines before
 * Finalise; Finalise with warnings standing asks once, listing them, and "Finalise anyway"
 * finalises; "Go back" does not. The shorthand dose shows as the pattern it means.
 */
import { PrescriptionPanel } from "@/components/admin/consult/prescription-editor";
import type { PrescriptionRecord } from "@/lib/shared/api/prescriptions";
import { within } from "@testing-library/react";
import { answer, renderAdmin, screen, waitFor } from "../render";
import { openVisit } from "./open-visit";

const visit = openVisit();

const WARNING = {
  kind: "interaction" as const,
  message: "Clopidogrel with Omeprazole: omeprazole and esomeprazole weaken clopidogrel (CYP2C19).",
  items: [0, 1],
};

/** The draft as the server answers it: what was sent, with the warning once both lines are there. */
function draftAnswer(sent: unknown): { success: true; message: string; prescription: PrescriptionRecord } {
  const input = sent as Pick<PrescriptionRecord, "items">;
  return {
    success: true,
    message: "Prescription saved.",
    prescription: {
      id: 5,
      visitId: 41,
      patientId: 7,
      status: "draft",
      number: null,
      version: 1,
      followUpReason: null,
      documentHash: null,
      replacesId: null,
      items: input.items,
      investigations: [],
      advice: [],
      followUp: null,
      author: "Dr. K. Srinivasan",
      warnings: input.items.length === 2 ? [WARNING] : [],
      finalisedAt: null,
      createdAt: "2026-11-24T13:00:00.000Z",
      updatedAt: "2026-11-24T13:00:00.000Z",
    },
  };
}

beforeEach(() => {
  answer("get", "/api/admin/prescription-templates", { success: true, templates: [] });
  answer("get", "/api/admin/drugs", { success: true, drugs: [] });
  answer("get", "/api/admin/patient/7/chart", { success: true, chart: null });
});

/** The panel, its draft's PUT and its finalise answered; both calls kept for the test to read. */
function renderPanel() {
  const saves = answer("put", "/api/admin/visits/41/prescription", (sent) => draftAnswer(sent));
  const finalised = answer("post", "/api/admin/visits/41/prescription/finalise", {
    ...draftAnswer({ items: [] }),
    followUp: null,
  });
  return { ...renderAdmin(<PrescriptionPanel visit={visit} language="en" />), saves, finalised };
}

async function typeLine(user: ReturnType<typeof renderAdmin>["user"], n: number, drug: string, dose: string) {
  await user.type(screen.getByLabelText(`${n}. Generic name`), drug);
  await user.type(screen.getAllByLabelText("Strength")[n - 1], "75 mg");
  await user.type(screen.getAllByLabelText("Dose")[n - 1], dose);
}

test("clopidogrel + omeprazole: the warning beside both lines before Finalise; Finalise asks once, listing it", async () => {
  const { user, saves, finalised } = renderPanel();
  await typeLine(user, 1, "Clopidogrel", "BD");
  await user.click(screen.getByRole("button", { name: "Add medicine" }));
  // the dose left: the pattern BD means
  expect(screen.getAllByLabelText("Dose")[0]).toHaveValue("1-0-1");
  await typeLine(user, 2, "Omeprazole", "OD");
  await user.tab();

  // kept without a click, and the warning beside each of its lines
  await waitFor(() => expect(screen.getAllByTestId("rx-line-warnings")).toHaveLength(2));
  const lines = screen.getAllByTestId("rx-line");
  expect(within(lines[0]).getByTestId("rx-line-warnings")).toHaveTextContent("Clopidogrel with Omeprazole");
  expect(within(lines[1]).getByTestId("rx-line-warnings")).toHaveTextContent("Clopidogrel with Omeprazole");
  expect(saves.at(-1)?.body).toMatchObject({ items: [{ dose: "1-0-1" }, { dose: "1-0-0" }] });
  await waitFor(() => expect(screen.getByTestId("rx-save-status")).toHaveTextContent(/^Saved/));

  // Finalise: one question listing the warning; Go back finalises nothing
  await user.click(screen.getByRole("button", { name: "Finalise" }));
  const question = await screen.findByRole("dialog", { name: "Finalise with these warnings?" });
  expect(within(question).getByTestId("finalise-warnings")).toHaveTextContent("Clopidogrel with Omeprazole");
  await user.click(within(question).getByRole("button", { name: "Go back" }));
  expect(finalised).toHaveLength(0);

  await user.click(screen.getByRole("button", { name: "Finalise" }));
  await user.click(
    within(await screen.findByRole("dialog", { name: "Finalise with these warnings?" })).getByRole("button", {
      name: "Finalise anyway",
    }),
  );
  await waitFor(() => expect(finalised).toHaveLength(1));
});

test("no warnings: Finalise finalises without a question", async () => {
  const { user, finalised } = renderPanel();
  await typeLine(user, 1, "Atorvastatin", "0-0-1");
  await user.click(screen.getByRole("button", { name: "Finalise" }));
  await waitFor(() => expect(finalised).toHaveLength(1));
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("Enter on a name not on the list moves to its strength, not to a new line", async () => {
  const { user } = renderPanel();
  await user.type(screen.getByLabelText("1. Generic name"), "Vericiguat{Enter}");
  await waitFor(() => expect(screen.getAllByLabelText("Strength")[0]).toHaveFocus());
  expect(screen.getAllByTestId("rx-line")).toHaveLength(1);
});

test("Enter on an offered generic moves to the dose at once: the keys typed straight after land there", async () => {
  answer("get", "/api/admin/drugs", {
    success: true,
    drugs: [{ id: "aspirin-75", name: "Aspirin", form: "tablet", strength: "75 mg", brand: "Ecosprin" }],
  });
  const { user } = renderPanel();
  await user.type(screen.getByLabelText("1. Generic name"), "ecos");
  await screen.findByRole("option", { name: /Aspirin/i });
  // as a doctor types on: no wait for the focus between Enter and the dose
  await user.keyboard("{Enter}BD");
  expect(screen.getByLabelText("1. Generic name")).toHaveValue("Aspirin");
  expect(screen.getAllByLabelText("Dose")[0]).toHaveFocus();
  expect(screen.getAllByLabelText("Dose")[0]).toHaveValue("BD");
});

test("Enter on a line starts the next at once: the name typed straight after lands in it", async () => {
  const { user } = renderPanel();
  await typeLine(user, 1, "Atorvastatin", "0-0-1");
  await user.keyboard("{Enter}Ranolazine");
  expect(screen.getByLabelText("2. Generic name")).toHaveFocus();
  expect(screen.getByLabelText("2. Generic name")).toHaveValue("Ranolazine");
  expect(screen.getAllByLabelText("Dose")[0]).toHaveValue("0-0-1");
});
