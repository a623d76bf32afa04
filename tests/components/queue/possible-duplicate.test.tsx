/**
 * A returning patient's second record on Tonight (issue 40, major 9): the row says who it may
 * be; the owner's Merge asks the server what would move and lists it before merging the newer
 * record into the older; the desk sees the flag without Merge (the server refuses it the merge).
 */
import { TonightPanel } from "@/components/admin/queue/queue-panel";
import { AdminSessionProvider } from "@/components/admin/session/session-context";
import type { QueueEntry } from "@/lib/shared/api/queue";
import { answer, renderAdmin, screen, signedInAs } from "../render";

const TWIN: QueueEntry = {
  appointmentId: 40,
  token: 3,
  name: "Sundaram Lakshmi",
  time: "18:30",
  status: "checked-in",
  checkedInAt: "2026-11-24T13:00:00.000Z",
  calledAt: null,
  walkIn: false,
  age: 58,
  sex: "Female",
  phone: "9840077777",
  serviceRequired: "Cardiac Consultation",
  patientId: 90,
  bill: null,
  possibleDuplicate: { patientId: 12, name: "Lakshmi Sundaram" },
};

function serveQueue() {
  answer("get", "/api/admin/queue", (_sent, url) => ({
    success: true,
    date: url.searchParams.get("date"),
    queue: [TWIN],
    current: null,
    averageMinutes: 12,
    runningLate: null,
  }));
}

const row = () => document.querySelector<HTMLElement>('[data-appointment-id="40"]')!;

test("the row is flagged; the owner's Merge lists what moves, then keeps the older record", async () => {
  serveQueue();
  const previews = answer("get", "/api/admin/patients/merge", {
    success: true,
    keep: { patientId: 12, name: "Lakshmi Sundaram" },
    merge: { patientId: 90, name: "Sundaram Lakshmi" },
    moves: { appointments: 1, notes: 0, reports: 0, visits: 0, labs: 0, prescriptions: 0, bills: 0 },
  });
  const merged = answer("post", "/api/admin/patients/merge", {
    success: true,
    message: "Patient 90's record was merged into this one.",
    detail: "patient 90: …",
    patient: { patient_id: 12, name: "Lakshmi Sundaram" },
  });
  const { user } = renderAdmin(<TonightPanel bookingRules={{ horizonDays: 90 }} />);
  await screen.findByRole("list", { name: /Tonight's patients/ });
  expect(row()).toHaveTextContent("Possibly the same person as Lakshmi Sundaram (ID 12)");
  await user.click(screen.getByRole("button", { name: "Merge… with Lakshmi Sundaram" }));
  const question = await screen.findByRole("dialog", { name: "Merge records" });
  expect(previews.map((c) => Object.fromEntries(c.url.searchParams))).toEqual([{ keepId: "12", mergeId: "90" }]);
  expect(question).toHaveTextContent("Move everything of Sundaram Lakshmi (ID 90) into Lakshmi Sundaram (ID 12)");
  expect([...question.querySelectorAll("[data-testid=merge-moves] li")].map((li) => li.textContent)).toEqual([
    "0 visits",
    "0 lab results",
    "0 prescriptions",
    "0 bills",
    "1 appointment",
    "0 notes",
    "0 reports",
  ]);
  await user.click(screen.getByRole("button", { name: "Merge" }));
  expect(await screen.findByText("Patient 90's record was merged into this one.")).toBeInTheDocument();
  expect(merged.map((c) => c.body)).toEqual([{ keepId: 12, mergeId: 90 }]);
});

test("the desk sees the flag but is not offered Merge", async () => {
  serveQueue();
  const desk = signedInAs("desk");

  renderAdmin(
    <AdminSessionProvider value={desk}>
      <TonightPanel bookingRules={{ horizonDays: 90 }} />
    </AdminSessionProvider>,
  );
  await screen.findByRole("list", { name: /Tonight's patients/ });
  expect(row()).toHaveTextContent("Possibly the same person as Lakshmi Sundaram (ID 12)");
  expect(screen.queryByRole("button", { name: /^Merge/ })).not.toBeInTheDocument();
});
