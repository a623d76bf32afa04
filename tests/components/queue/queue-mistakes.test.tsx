/**
 * The queue's ordinary mistakes from the desk's screen (issue 29, major 7): a waiting patient
 * called in out of token order, a check-in undone, a patient sent back from the doctor to
 * waiting — each button on the right row only, each sending its call for that appointment and
 * saying the server's answer. (The rules themselves: tests/integration/queue-mistakes.test.ts.)
 */
import { TonightPanel } from "@/components/admin/queue/queue-panel";
import type { QueueEntry } from "@/lib/shared/api/queue";
import { answer, renderAdmin, screen } from "../render";

const entry = (over: Partial<QueueEntry> & Pick<QueueEntry, "appointmentId" | "name">): QueueEntry => ({
  token: null,
  time: "18:00",
  status: "booked",
  checkedInAt: null,
  calledAt: null,
  walkIn: false,
  age: 60,
  sex: "Female",
  phone: "9840011111",
  serviceRequired: "Cardiac Consultation",
  patientId: over.appointmentId + 100,
  ...over,
});

const WITH_DOCTOR = entry({ appointmentId: 1, name: "Asha Rao", token: 1, status: "with-doctor", calledAt: "x" });
const FIRST = entry({ appointmentId: 2, name: "Bala Kumar", token: 2, status: "checked-in", checkedInAt: "x" });
const ECG = entry({ appointmentId: 3, name: "Chitra Devi", token: 3, status: "checked-in", checkedInAt: "x" });
const WALK_IN = entry({ appointmentId: 4, name: "Devi Walk", token: 4, status: "checked-in", walkIn: true });
const NOT_ARRIVED = entry({ appointmentId: 5, name: "Esther Paul", time: "20:00" });

function serveQueue() {
  answer("get", "/api/admin/queue", (_sent, url) => ({
    success: true,
    date: url.searchParams.get("date"),
    queue: [WITH_DOCTOR, FIRST, ECG, WALK_IN, NOT_ARRIVED],
    current: { appointmentId: 1, token: 1, name: "Asha Rao" },
    averageMinutes: 12,
    runningLate: null,
  }));
}

const row = (id: number) => document.querySelector<HTMLElement>(`[data-appointment-id="${id}"]`)!;
const buttonsOf = (id: number) =>
  [...row(id).querySelectorAll("button")].map((b) => b.textContent?.replace(/\s+/g, " ").trim());

test("each row offers only what fits where the patient stands", async () => {
  serveQueue();
  renderAdmin(<TonightPanel bookingRules={{ horizonDays: 90 }} />);
  await screen.findByRole("list", { name: /Tonight's patients/ });
  expect(buttonsOf(1)).toEqual(expect.arrayContaining(["Back to waiting Asha Rao"]));
  expect(buttonsOf(1)).not.toContain("Undo check-in Asha Rao");
  // the first in line is the one Next calls: no "Call in now" for her
  expect(buttonsOf(2)).toEqual(expect.arrayContaining(["Undo check-in Bala Kumar"]));
  expect(buttonsOf(2)).not.toContain("Call in now Bala Kumar");
  expect(buttonsOf(3)).toEqual(expect.arrayContaining(["Call in now Chitra Devi", "Undo check-in Chitra Devi"]));
  // a walk-in is cancelled, not un-checked-in
  expect(buttonsOf(4)).not.toContain("Undo check-in Devi Walk");
  expect(buttonsOf(5)).toEqual(expect.arrayContaining(["Check in Esther Paul"]));
  expect(buttonsOf(5)).not.toContain("Back to waiting Esther Paul");
});

test("Call in now: the doctor asks for the ECG patient first — her appointment is called, the answer said", async () => {
  serveQueue();
  const calls = answer("post", "/api/admin/queue/call", {
    success: true,
    message: "Token 3 · Chitra Devi is with the doctor.",
    current: { token: 3, name: "Chitra Devi", appointmentId: 3, patientId: 103 },
    changed: true,
  });
  const { user } = renderAdmin(<TonightPanel bookingRules={{ horizonDays: 90 }} />);
  await user.click(await screen.findByRole("button", { name: "Call in now Chitra Devi" }));
  expect(await screen.findByText("Token 3 · Chitra Devi is with the doctor.")).toBeInTheDocument();
  expect(calls.map((c) => c.body)).toEqual([{ appointmentId: 3, current: 1 }]);
});

test("Undo check-in and Back to waiting send their call for that row and say what happened", async () => {
  serveQueue();
  const undo = answer("post", "/api/admin/queue/undo-check-in", {
    success: true,
    message: "Check-in undone: not arrived again; token 2 released.",
    token: 2,
  });
  const back = answer("post", "/api/admin/queue/back-to-waiting", {
    success: true,
    message: "Back to waiting with token 1.",
    token: 1,
  });
  const { user } = renderAdmin(<TonightPanel bookingRules={{ horizonDays: 90 }} />);
  await user.click(await screen.findByRole("button", { name: "Undo check-in Bala Kumar" }));
  expect(
    await screen.findByText(/Bala Kumar — Check-in undone: not arrived again; token 2 released\./),
  ).toBeInTheDocument();
  expect(undo.map((c) => c.body)).toEqual([{ appointmentId: 2 }]);
  await user.click(screen.getByRole("button", { name: "Back to waiting Asha Rao" }));
  expect(await screen.findByText(/Asha Rao — Back to waiting with token 1\./)).toBeInTheDocument();
  expect(back.map((c) => c.body)).toEqual([{ appointmentId: 1 }]);
});
