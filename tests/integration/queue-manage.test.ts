/**
 * Where a patient stands tonight, on their manage page (FEATURES.md §5): GET
 * /api/appointments/manage/{token} answers `tonight` — not arrived, their token, how many are
 * ahead, an estimate from tonight's average consultation, who is with the doctor and the
 * "running late" notice — on the appointment's own evening while it is still to be seen, and
 * null otherwise. No message channel is configured here: the notice is still recorded and
 * shown. Tonight is Tuesday 24 November 2026 (the pinned clock). On this file's own database
 * (SQLite, or PostgreSQL with TEST_DB=postgresql).
 */
import { DEFAULT_CONSULT_MINUTES } from "@/lib/shared/validation/queue";
import { MESSAGE_MESSAGES } from "@/lib/shared/validation/messages";
import { manage, seedManaged } from "../fixtures/manage";
import { messageCalls, outbox } from "../fixtures/messages";
import { setUpQueueSuite, tonightAt, TONIGHT, TOMORROW } from "../fixtures/queue";

const { session, desk, queue, clock, signInAgain } = setUpQueueSuite();
const messages = messageCalls(() => session.cookie);

/** The manage page's `tonight` for a patient's link. */
const tonightOf = async (token: string) => {
  const res = await manage.get(token);
  expect(res.status).toBe(200);
  return (res.body.appointment as { tonight: unknown }).tonight;
};

/** Tonight's four booked patients (18:00…18:45) with their links. */
const seedFour = () =>
  seedManaged(
    { name: "Asha Menon", date: TONIGHT, time: "18:00" },
    { name: "Ravi Kumar", date: TONIGHT, time: "18:15" },
    { name: "Meena Iyer", date: TONIGHT, time: "18:30" },
    { name: "Kavya Rao", date: TONIGHT, time: "18:45" },
  );

it("booked, not arrived: status booked, no token, nobody ahead, no estimate", async () => {
  const [asha] = await seedFour();
  expect(await tonightOf(asha.token)).toEqual({
    status: "booked",
    token: null,
    ahead: 0,
    nowServing: null,
    estimateMinutes: null,
    averageMinutes: DEFAULT_CONSULT_MINUTES,
    runningLate: null,
  });
});

it("checked in with two ahead: ahead 2, estimate = 2 × the average + what is left of the one with the doctor", async () => {
  const [asha, ravi, meena, kavya] = await seedFour();
  for (const a of [asha, ravi, meena, kavya]) await queue.checkIn(a.appointment.id);
  await queue.next(); // Asha in at 18:00
  clock("18:04");
  expect(await tonightOf(kavya.token)).toEqual({
    status: "checked-in",
    token: 4,
    ahead: 2,
    nowServing: 1,
    estimateMinutes: 2 * 10 + (10 - 4),
    averageMinutes: 10,
    runningLate: null,
  });
  expect(await tonightOf(ravi.token)).toMatchObject({ status: "checked-in", token: 2, ahead: 0, estimateMinutes: 6 });
  // the consultation ran over the average: nothing left of it is counted
  clock("18:15");
  expect(await tonightOf(kavya.token)).toMatchObject({ ahead: 2, estimateMinutes: 20 });
});

it("the estimate follows tonight's own average once consultations have ended", async () => {
  const [asha, ravi, meena, kavya] = await seedFour();
  for (const a of [asha, ravi, meena, kavya]) await queue.checkIn(a.appointment.id);
  await queue.next(); // Asha in at 18:00
  clock("18:20");
  await queue.next(); // Asha done after 20 minutes; Ravi in at 18:20
  clock("18:25");
  expect(await tonightOf(kavya.token)).toEqual({
    status: "checked-in",
    token: 4,
    ahead: 1,
    nowServing: 2,
    // (20 + 10 + 10) / 3 = 13: one consultation alone does not set the pace
    estimateMinutes: 13 + (13 - 5),
    averageMinutes: 13,
    runningLate: null,
  });
});

it("checked in, nobody with the doctor yet: ahead counts only those who came before", async () => {
  const [asha, ravi, meena, kavya] = await seedFour();
  await queue.checkIn(kavya.appointment.id);
  await queue.checkIn(meena.appointment.id);
  expect(await tonightOf(meena.token)).toMatchObject({ token: 2, ahead: 1, nowServing: null, estimateMinutes: 10 });
  expect(await tonightOf(kavya.token)).toMatchObject({ token: 1, ahead: 0, estimateMinutes: 0 });
  // booked patients who have not come are not ahead of anyone
  expect(await tonightOf(asha.token)).toMatchObject({ status: "booked", ahead: 0 });
  expect(await tonightOf(ravi.token)).toMatchObject({ status: "booked", token: null });
});

it("with the doctor: status with-doctor, their token being served, no estimate", async () => {
  const [asha, ravi] = await seedFour();
  await queue.checkIn(asha.appointment.id);
  await queue.checkIn(ravi.appointment.id);
  await queue.next();
  expect(await tonightOf(asha.token)).toEqual({
    status: "with-doctor",
    token: 1,
    ahead: 0,
    nowServing: 1,
    estimateMinutes: null,
    averageMinutes: 10,
    runningLate: null,
  });
  // a patient not arrived yet sees who is being served
  const [later] = await seedManaged({ name: "Later Patient", date: TONIGHT, time: "20:00" });
  expect(await tonightOf(later.token)).toMatchObject({ status: "booked", nowServing: 1 });
});

it("Done, No-show or cancelled: null", async () => {
  const [asha, ravi, meena] = await seedFour();
  await queue.checkIn(asha.appointment.id);
  await queue.next();
  await queue.next(); // Asha done
  clock("18:20"); // Ravi's 6:15 PM has passed
  await queue.noShow(ravi.appointment.id);
  await desk.setStatus({ id: meena.appointment.id, status: "Cancelled" });
  for (const a of [asha, ravi, meena]) expect(await tonightOf(a.token)).toBeNull();
});

it("another day's appointment: null, before and after its evening", async () => {
  const [tomorrow] = await seedManaged({ name: "Tomorrow Patient", date: TOMORROW, time: "19:00" });
  expect(await tonightOf(tomorrow.token)).toBeNull();
  clock("18:00", TOMORROW);
  expect(await tonightOf(tomorrow.token)).toMatchObject({ status: "booked" });
  clock("09:00", "2026-11-26");
  expect(await tonightOf(tomorrow.token)).toBeNull();
});

it("running late: recorded even with no channel configured, and shown to tonight's patients only", async () => {
  const [asha, ravi] = await seedFour();
  const [tomorrow] = await seedManaged({ name: "Tomorrow Patient", date: TOMORROW, time: "19:00" });
  await queue.checkIn(asha.appointment.id);
  clock("18:10");
  const res = await messages.runningLate({ minutes: 25 });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    success: true,
    message: MESSAGE_MESSAGES.runningLateShown(4),
    patients: 4,
    messages: 0,
    alreadyTold: [],
  });
  // with no channel, the desk is told whom to tell: the one waiting inside, and the rest by phone
  const inPerson = (res.body.inPerson as { name: string; reason: string }[]).map((p) => [p.name, p.reason]);
  expect(inPerson).toEqual([
    ["Asha Menon", expect.stringMatching(/checked in/i)],
    ...["Ravi Kumar", "Meena Iyer", "Kavya Rao"].map((n) => [n, expect.stringMatching(/no message channel/i)]),
  ]);
  expect(await outbox()).toEqual([]);
  const late = { minutes: 25, since: tonightAt("18:10").toISOString() };
  expect(await tonightOf(asha.token)).toMatchObject({ status: "checked-in", runningLate: late });
  expect(await tonightOf(ravi.token)).toMatchObject({ status: "booked", runningLate: late });
  expect(await tonightOf(tomorrow.token)).toBeNull();
  // tomorrow evening starts without it
  clock("18:00", TOMORROW);
  await signInAgain();
  expect(await tonightOf(tomorrow.token)).toMatchObject({ runningLate: null });
});
