/**
 * The evening's queue under two desks at once (FEATURES.md §5, the "two desks
 * pressing Next at once never call in two patients"): every change runs under the evening's
 * lock, so simultaneous presses of Next call in one patient, and simultaneous arrivals get
 * distinct consecutive tokens. Each race is run several times. On this file's own database
 * (SQLite, or PostgreSQL with TEST_DB=postgresql).
 */
import { db } from "@/lib/server/db";
import { seed } from "../fixtures/appointments";
import { auditRowsOf } from "../fixtures/manage";
import { setUpQueueSuite, TONIGHT } from "../fixtures/queue";
import { SLOT_TIMES } from "@/lib/shared/clinic-time";

const { queue } = setUpQueueSuite();

const ROUNDS = 8;

/** Tonight's 13 booked patients, one per slot, checked in in booking order (tokens 1…13). */
async function thirteenWaiting() {
  const rows = await seed(...SLOT_TIMES.map((time, i) => ({ name: `Patient ${i + 1}`, date: TONIGHT, time })));
  for (const a of rows) expect((await queue.checkIn(a.id)).status).toBe(200);
  return rows;
}

type Called = { appointmentId: number; token: number; name: string } | null;
type NextAnswer = { status: number; body: Record<string, unknown> };

/** What the database says of tonight: who is with the doctor, how many are done. */
async function evening() {
  const rows = await db().appointment.findMany({ where: { preferredDate: TONIGHT }, orderBy: { token: "asc" } });
  return {
    inRoom: rows.filter((a) => a.status === "" && a.calledAt).map((a) => a.token),
    done: rows.filter((a) => a.status === "Done").map((a) => a.token),
  };
}

/** Exactly one of the answers moved the queue; every answer names the same patient in now. */
function expectOneAdvance(answers: NextAnswer[], expectedToken: number | null) {
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  expect(answers.filter((a) => a.body.changed === true)).toHaveLength(1);
  const current = answers.map((a) => (a.body.current as Called)?.token ?? null);
  expect(current).toEqual(answers.map(() => expectedToken));
}

it(`two desks pressing Next at once, with what their screens show: one patient called in (${ROUNDS} rounds)`, async () => {
  await thirteenWaiting();
  let current: number | null = null;
  for (let round = 1; round <= ROUNDS; round++) {
    const answers: NextAnswer[] = await Promise.all([queue.next({ current }), queue.next({ current })]);
    expectOneAdvance(answers, round);
    current = (answers[0].body.current as Called)!.appointmentId;
    expect(await evening()).toEqual({ inRoom: [round], done: Array.from({ length: round - 1 }, (_, i) => i + 1) });
  }
  expect(await auditRowsOf("queue.next")).toHaveLength(ROUNDS);
});

// Without a body the server takes "who is in" as it reads it when the request arrives, and
// counts a press as a repeat when the patient in now was called in after it arrived (real
// clocks; here the clock is pinned, so the first rule alone holds it). The desk's screen
// always sends {current}, tested above, which holds under any load.
it(`two desks pressing Next at once, without a body: one patient called in (${ROUNDS} rounds)`, async () => {
  await thirteenWaiting();
  for (let round = 1; round <= ROUNDS; round++) {
    const answers = await Promise.all([queue.next(), queue.next()]);
    expectOneAdvance(answers, round);
    expect(await evening()).toEqual({ inRoom: [round], done: Array.from({ length: round - 1 }, (_, i) => i + 1) });
  }
});

it("five presses at once, some with the screen's patient and some without: still one advance", async () => {
  await thirteenWaiting();
  await queue.next(); // token 1 in
  const first = (await queue.list()).body.current as Called;
  for (let round = 2; round <= 5; round++) {
    const current = ((await queue.list()).body.current as Called)!.appointmentId;
    const answers = await Promise.all([
      queue.next({ current }),
      queue.next(),
      queue.next({ current }),
      queue.next(),
      queue.next({ current }),
    ]);
    expectOneAdvance(answers, round);
  }
  expect(first?.token).toBe(1);
  expect(await evening()).toEqual({ inRoom: [5], done: [1, 2, 3, 4] });
});

it("the last patient called in by two desks at once: Done once, nobody else called", async () => {
  const [only] = await seed({ name: "Only Patient", date: TONIGHT, time: "18:00" });
  await queue.checkIn(only.id);
  await queue.next();
  const answers = await Promise.all([queue.next({ current: only.id }), queue.next({ current: only.id })]);
  expect(answers.filter((a) => a.body.changed === true)).toHaveLength(1);
  expect(answers.map((a) => a.body.current)).toEqual([null, null]);
  expect(await evening()).toEqual({ inRoom: [], done: [1] });
});

it(`13 patients checking in at once get tokens 1…13, each once (${ROUNDS} rounds)`, async () => {
  for (let round = 0; round < ROUNDS; round++) {
    await db().appointment.deleteMany();
    const rows = await seed(...SLOT_TIMES.map((time, i) => ({ name: `R${round} P${i + 1}`, date: TONIGHT, time })));
    const answers = await Promise.all(rows.map((a) => queue.checkIn(a.id)));
    expect(answers.map((a) => a.status)).toEqual(rows.map(() => 200));
    const tokens = answers.map((a) => a.body.token as number);
    expect([...tokens].sort((x, y) => x - y)).toEqual(rows.map((_, i) => i + 1));
    const stored = await db().appointment.findMany({ where: { preferredDate: TONIGHT }, orderBy: { id: "asc" } });
    expect(stored.map((a) => a.token)).toEqual(tokens); // each answer is what was stored
  }
});

it("one patient checked in by several desks at once: one token, the same in every answer", async () => {
  for (let round = 0; round < ROUNDS; round++) {
    await db().appointment.deleteMany();
    const [first, asha] = await seed(
      { name: "Already Here", date: TONIGHT, time: "18:00" },
      { name: "Asha Menon", date: TONIGHT, time: "18:15" },
    );
    await queue.checkIn(first.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => queue.checkIn(asha.id)));
    expect(answers.map((a) => [a.status, a.body.token])).toEqual(answers.map(() => [200, 2]));
    expect((await db().appointment.findUniqueOrThrow({ where: { id: asha.id } })).token).toBe(2);
  }
});

it("walk-ins and check-ins at once: distinct consecutive tokens; one new patient walking in twice is one record", async () => {
  const rows = await seed(
    ...SLOT_TIMES.slice(0, 6).map((time, i) => ({ name: `Booked ${i + 1}`, date: TONIGHT, time })),
  );
  const patientsBefore = await db().patient.count();
  const answers = await Promise.all([
    ...rows.map((a) => queue.checkIn(a.id)),
    ...Array.from({ length: 6 }, (_, i) =>
      queue.walkIn({
        name: `Walker ${i + 1}`,
        phone: `97000000${String(i).padStart(2, "0")}`,
        age: 30 + i,
        sex: "Female",
      }),
    ),
    queue.walkIn({ name: "Same Person", phone: "9711111111", age: 70, sex: "Male" }),
    queue.walkIn({ name: "Same Person", phone: "9711111111", age: 70, sex: "Male" }),
  ]);
  expect(answers.map((a) => a.status)).toEqual([...rows.map(() => 200), ...Array.from({ length: 8 }, () => 201)]);
  const tokens = answers.map((a) => a.body.token as number).sort((x, y) => x - y);
  expect(tokens).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
  expect(await db().patient.count()).toBe(patientsBefore + 6 + 1);
  const same = await db().appointment.findMany({ where: { name: "Same Person" } });
  expect(new Set(same.map((a) => a.patientId)).size).toBe(1);
  expect(same).toHaveLength(2);
});

it("Next and new arrivals at once: the called patient is the lowest waiting token, never a half-checked-in one", async () => {
  for (let round = 0; round < ROUNDS; round++) {
    await db().appointment.deleteMany();
    const rows = await seed(
      ...SLOT_TIMES.slice(0, 8).map((time, i) => ({ name: `R${round} P${i + 1}`, date: TONIGHT, time })),
    );
    await queue.checkIn(rows[0].id);
    const answers = await Promise.all([
      queue.next(),
      ...rows.slice(1).map((a) => queue.checkIn(a.id)),
      queue.next({ current: null }),
    ]);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // both presses saw nobody in: exactly one of them moved, calling in token 1
    expect([answers[0], answers.at(-1)!].filter((a) => a.body.changed === true)).toHaveLength(1);
    expect(await evening()).toEqual({ inRoom: [1], done: [] });
  }
});
