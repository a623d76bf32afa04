/**
 * Merging two records of one person from the profile (issue 29, major 5): the records that
 * may be the same person are listed with why; Merge asks once more, naming both records, and
 * sends the kept and the merged ids; nothing is sent when the desk says no. (The merge itself:
 * tests/integration/patient-duplicates.test.ts.)
 */
import { MergeDuplicates } from "@/components/admin/patients/duplicates";
import { answer, renderAdmin, screen } from "../render";

const KAMALA = { patientId: 7, name: "Kamala Ramasamy", phone: "+91 98400 33333", possibleDuplicate: null };

/** What the server counts a merge would move (GET /api/admin/patients/merge). */
function servePreview(moves: Record<string, number>) {
  return answer("get", "/api/admin/patients/merge", (_sent, url) => ({
    success: true,
    keep: { patientId: Number(url.searchParams.get("keepId")), name: KAMALA.name },
    merge: { patientId: Number(url.searchParams.get("mergeId")), name: "கமலா ராமசாமி" },
    moves: { appointments: 0, notes: 0, reports: 0, visits: 0, labs: 0, prescriptions: 0, bills: 0, ...moves },
  }));
}
const TAMIL_RECORD = {
  patient_id: 12,
  name: "கமலா ராமசாமி",
  phone: "+91 98400 33333",
  age: 61,
  sex: "Female",
  matched: "phone",
  last_visit: "2026-10-12",
};

function serveMatches() {
  return answer("get", "/api/admin/patients/matches", (_sent, url) => ({
    success: true,
    // the profile's own details find the Tamil record by its phone; a search finds nothing more
    matches: url.searchParams.get("phone") === KAMALA.phone ? [TAMIL_RECORD] : [],
  }));
}

test("the record on the same phone, in Tamil script, is offered; Merge asks, then sends both ids and says so", async () => {
  const lookups = serveMatches();
  servePreview({ appointments: 2 });
  const merged = answer("post", "/api/admin/patients/merge", {
    success: true,
    message: "Patient 12's record was merged into this one.",
    detail: "patient 12: 2 appointments, 0 notes, 0 reports, 0 visits, 0 lab results, 0 prescriptions, 0 bills",
    patient: { patient_id: 7, name: KAMALA.name },
  });
  const { user } = renderAdmin(<MergeDuplicates patient={KAMALA} />);
  await user.click(screen.getByRole("button", { name: "Merge a duplicate record…" }));
  const mergeButton = await screen.findByRole("button", { name: /^Merge into this record\W+கமலா ராமசாமி$/ });
  expect(screen.getByTestId("merge-duplicates")).toHaveTextContent("same phone · 61 F · +91 98400 33333");
  expect(lookups[0].url.searchParams.get("except")).toBe("7");

  // asked once more, naming both; "Cancel" sends nothing
  await user.click(mergeButton);
  const question = await screen.findByRole("dialog", { name: "Merge records" });
  expect(question).toHaveTextContent("Move everything of கமலா ராமசாமி (ID 12)");
  expect(question).toHaveTextContent("into Kamala Ramasamy (ID 7)");
  expect(question).toHaveTextContent("2 appointments");
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  expect(merged).toHaveLength(0);

  await user.click(mergeButton);
  await user.click(await screen.findByRole("button", { name: "Merge" }));
  expect(await screen.findByText("Patient 12's record was merged into this one.")).toBeInTheDocument();
  expect(merged.map((c) => c.body)).toEqual([{ keepId: 7, mergeId: 12 }]);
});

test("a possible duplicate is flagged; its Merge lists what moves, as the server counted it, before anything is sent", async () => {
  serveMatches();
  const previews = servePreview({ visits: 3, labs: 1, prescriptions: 2, bills: 1, appointments: 4, notes: 1 });
  const merged = answer("post", "/api/admin/patients/merge", {
    success: true,
    message: "Patient 12's record was merged into this one.",
    detail: "patient 12: …",
    patient: { patient_id: 7, name: KAMALA.name },
  });
  const { user } = renderAdmin(
    <MergeDuplicates patient={{ ...KAMALA, possibleDuplicate: { patientId: 12, name: "கமலா ராமசாமி" } }} />,
  );
  expect(screen.getByTestId("possible-duplicate")).toHaveTextContent(
    "Possibly the same person as கமலா ராமசாமி (ID 12)",
  );
  await user.click(screen.getByRole("button", { name: "Merge… with கமலா ராமசாமி" }));
  const question = await screen.findByRole("dialog", { name: "Merge records" });
  expect(previews.map((c) => Object.fromEntries(c.url.searchParams))).toEqual([{ keepId: "7", mergeId: "12" }]);
  const moves = [...question.querySelectorAll("[data-testid=merge-moves] li")].map((li) => li.textContent);
  expect(moves).toEqual([
    "3 visits",
    "1 lab result",
    "2 prescriptions",
    "1 bill",
    "4 appointments",
    "1 note",
    "0 reports",
  ]);
  expect(merged).toHaveLength(0);
  await user.click(screen.getByRole("button", { name: "Merge" }));
  expect(await screen.findByText("Patient 12's record was merged into this one.")).toBeInTheDocument();
  expect(merged.map((c) => c.body)).toEqual([{ keepId: 7, mergeId: 12 }]);
});
