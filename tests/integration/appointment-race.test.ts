/**
 * Races onto one slot (FEATURES.md §3, the "40 concurrent reschedules onto one slot
 * give exactly one success") on this file's own database — SQLite, or PostgreSQL with
 * TEST_DB=postgresql: the active-slot unique constraint, not a read before the write,
 * decides who gets the slot, and every loser is a 409 that left its appointment as it was.
 */
import { SLOT_TAKEN_MESSAGE } from "@/lib/shared/validation/booking";
import { snapshot } from "../fixtures/appointments";
import { book, validBooking, withoutBookingFloodLimits } from "../fixtures/booking";
import { bookableSlots } from "../fixtures/dates";
import { auditRows, holdersOf, manage, seedManaged, setUpManageSuite, stored } from "../fixtures/manage";

// Races, not floods: dozens of web bookings at one instant (tests/integration/booking-floods.test.ts).
withoutBookingFloodLimits();
const { desk } = setUpManageSuite();

/** A free slot none of the seeded appointments (from 2026-11-25 on, 13 a day) holds. */
const TARGET = { preferredDate: "2026-12-01", preferredTime: "18:00" } as const;

/** `count` appointments with their tokens, each on its own slot. */
const seedMany = (count: number, from = 0) =>
  seedManaged(
    ...bookableSlots(count + from)
      .slice(from)
      .map(({ date, time }, i) => ({ name: `P${from + i}`, date, time })),
  );

type Answer = { status: number; body: Record<string, unknown> };

/** Exactly one success; every other a 409 with the taken-slot message; never a 5xx. */
function expectOneWinner(results: Answer[], success: number[]) {
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => success.includes(s))).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(results.length - 1);
  for (const r of results.filter((r) => r.status === 409)) expect(r.body.message).toBe(SLOT_TAKEN_MESSAGE);
}

/** The snapshot rows of the losers are as they were: only the winner's line changed. */
async function expectOnlyChanged(before: string[], winnerId: number) {
  const after = await snapshot();
  const unchanged = (rows: string[]) => rows.filter((r) => !r.startsWith(`${winnerId}|`));
  expect(unchanged(after)).toEqual(unchanged(before));
}

it("40 patients moving by their links onto one slot at once: one 200, 39 × 409, one appointment holds it", async () => {
  const rows = await seedMany(40);
  const before = await snapshot();
  const results = await Promise.all(rows.map(({ token }) => manage.reschedule(token, TARGET)));
  expectOneWinner(results, [200]);

  const holders = await holdersOf(TARGET.preferredDate, TARGET.preferredTime);
  expect(holders).toHaveLength(1);
  const winner = rows[results.findIndex((r) => r.status === 200)].appointment;
  expect(holders).toEqual([`${winner.name}|`]);
  expect(await stored(winner.id)).toMatchObject({ ...TARGET, sequence: 1 });
  await expectOnlyChanged(before, winner.id);
  expect((await auditRows()).map((r) => r[1])).toEqual(["appointment.reschedule"]);
});

it("40 desk reschedules of different appointments onto one slot at once: one 200, 39 × 409", async () => {
  const rows = await seedMany(40);
  const before = await snapshot();
  const results = await Promise.all(rows.map(({ appointment }) => desk.reschedule({ id: appointment.id, ...TARGET })));
  expectOneWinner(results, [200]);
  const winner = (results.find((r) => r.status === 200)!.body.appointment as { id: number; name: string }).id;
  expect(await holdersOf(TARGET.preferredDate, TARGET.preferredTime)).toEqual([`${(await stored(winner)).name}|`]);
  await expectOnlyChanged(before, winner);
});

it("new bookings, moves by link and desk moves onto one slot at once: exactly one winner", async () => {
  const rows = await seedMany(30);
  const before = await snapshot();
  const results = await Promise.all([
    ...rows.slice(0, 15).map(({ token }) => manage.reschedule(token, TARGET)),
    ...Array.from({ length: 15 }, (_, i) =>
      book(
        validBooking({
          ...TARGET,
          patientName: `New ${i}`,
          patientEmail: `new${i}@example.com`,
          patientPhone: `97000${String(i).padStart(5, "0")}`,
        }),
      ),
    ),
    ...rows.slice(15).map(({ appointment }) => desk.reschedule({ id: appointment.id, ...TARGET })),
  ]);
  expectOneWinner(results, [200, 201]);
  expect(await holdersOf(TARGET.preferredDate, TARGET.preferredTime)).toHaveLength(1);
  const winnerIndex = results.findIndex((r) => r.status === 200 || r.status === 201);
  if (winnerIndex >= 15 && winnerIndex < 30) {
    expect(await snapshot()).toEqual(expect.arrayContaining(before)); // a new booking won; no seeded row moved
    expect(await snapshot()).toHaveLength(31);
  } else {
    const moved = rows[winnerIndex < 15 ? winnerIndex : winnerIndex - 15].appointment.id;
    await expectOnlyChanged(before, moved);
    expect(await snapshot()).toHaveLength(30);
  }
});

it("a cancel and 20 moves onto the slot it frees, at once: the slot ends with at most one holder, never a 5xx", async () => {
  const [holder, ...movers] = await seedManaged(
    { name: "Holder", date: TARGET.preferredDate, time: TARGET.preferredTime },
    ...bookableSlots(20).map(({ date, time }, i) => ({ name: `M${i}`, date, time })),
  );
  const results = await Promise.all([
    manage.cancel(holder.token),
    ...movers.map(({ token }) => manage.reschedule(token, TARGET)),
  ]);
  expect(results[0].status).toBe(200);
  expect(results.slice(1).every((r) => r.status === 200 || r.status === 409)).toBe(true);
  expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(2);
  const holders = await holdersOf(TARGET.preferredDate, TARGET.preferredTime);
  expect(holders.length).toBeLessThanOrEqual(1);
  expect(holders).not.toContain("Holder|");
  expect(await stored(holder.appointment.id)).toMatchObject({ status: "Cancelled", activeSlot: null });
});

it("two appointments swapping slots at once both get a 409 and stay put (each slot is still held)", async () => {
  const [a, b] = await seedMany(2);
  const before = await snapshot();
  const results = await Promise.all([
    manage.reschedule(a.token, {
      preferredDate: b.appointment.preferredDate,
      preferredTime: b.appointment.preferredTime,
    }),
    desk.reschedule({
      id: b.appointment.id,
      preferredDate: a.appointment.preferredDate,
      preferredTime: a.appointment.preferredTime,
    }),
  ]);
  expect(results.map((r) => r.status)).toEqual([409, 409]);
  expect(await snapshot()).toEqual(before);
});
