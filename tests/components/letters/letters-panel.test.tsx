/**
 * The consulting room's Letters panel (FEATURES.md §14): the visit's letters with their Print
 * links (A4/A5, English/Tamil), and the dialog — a kind's fields checked by the server's own
 * schema before anything is sent, then Sign posts exactly the kind's fields and the list reloads.
 * What the server answers: tests/integration/documents.test.ts.
 */
import { LettersPanel } from "@/components/admin/letters/letters-panel";
import type { DocumentRecord } from "@/lib/shared/api/documents";
import { DOCUMENT_MESSAGES } from "@/lib/shared/validation/documents";
import { within } from "@testing-library/react";
import { answer, renderAdmin, screen, waitFor } from "../render";

const LETTER: DocumentRecord = {
  id: 7,
  visitId: 3,
  patientId: 11,
  kind: "referral",
  number: "LTR-2026-000007",
  documentHash: "a".repeat(64),
  author: "Dr. K. Srinivasan",
  createdAt: "2026-11-24T13:00:00.000Z",
};

test("the visit's letters, each with its Print links", async () => {
  answer("get", "/api/admin/visits/3/documents", { success: true, documents: [LETTER] });
  renderAdmin(<LettersPanel visitId={3} visitDate="2026-11-24" />);
  const list = await screen.findByTestId("visit-letters");
  expect(within(list).getByText("Referral Letter")).toBeInTheDocument();
  expect(within(list).getByRole("link", { name: "Print A5: LTR-2026-000007" })).toHaveAttribute(
    "href",
    "/api/admin/documents/7/pdf?size=a5&lang=en",
  );
  expect(within(list).getByRole("link", { name: "Tamil A4: LTR-2026-000007" })).toHaveAttribute(
    "href",
    "/api/admin/documents/7/pdf?size=a4&lang=ta",
  );
});

test("Letters → Referral: empty fields are named before anything is sent; Sign posts the referral and the list reloads", async () => {
  const lists = answer("get", "/api/admin/visits/3/documents", { success: true, documents: [] });
  const signed = answer("post", "/api/admin/visits/3/documents", {
    success: true,
    message: DOCUMENT_MESSAGES.created,
    document: { id: 8, number: "LTR-2026-000008", kind: "referral" },
  });
  const { user } = renderAdmin(<LettersPanel visitId={3} visitDate="2026-11-24" />);
  expect(await screen.findByText("No letters for this visit yet.")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Letters" }));
  const dialog = screen.getByRole("dialog", { name: "Write a letter or certificate" });
  await user.selectOptions(within(dialog).getByRole("combobox", { name: /Kind/ }), "referral");
  await user.click(within(dialog).getByRole("button", { name: "Sign" }));
  expect(await within(dialog).findByText(DOCUMENT_MESSAGES.toRequired)).toBeInTheDocument();
  expect(within(dialog).getByText(DOCUMENT_MESSAGES.reasonRequired)).toBeInTheDocument();
  expect(signed).toHaveLength(0);

  await user.type(within(dialog).getByRole("textbox", { name: /^To/ }), "Dr. A. Rao");
  await user.type(within(dialog).getByRole("textbox", { name: /^Reason/ }), "Angiography");
  await user.click(within(dialog).getByRole("button", { name: "Sign" }));
  await waitFor(() => expect(signed).toHaveLength(1));
  expect(signed[0].body).toEqual({ kind: "referral", to: "Dr. A. Rao", reason: "Angiography" });
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await waitFor(() => expect(lists.length).toBeGreaterThanOrEqual(2));
});
