/**
 * Concurrency on the real SQLite database: the unique constraint decides who gets a slot,
 * and writes confirmed to one client survive the failing transactions running beside
 * them (DESIGN.md §4).
 */
import { setNow } from "@/lib/shared/clock";
import { db } from "@/lib/server/db";
import { SLOT_TAKEN_MESSAGE } from "@/lib/shared/validation/booking";
import { book, setUpBookingSuite, validBooking, withoutBookingFloodLimits } from "../fixtures/booking";
import { bookableSlots } from "../fixtures/dates";

// Races and the data layer, not floods: 120 web bookings at one instant (tests/integration/booking-floods.test.ts).
withoutBookingFloodLimits();
setUpBookingSuite();

it("50 concurrent requests for one slot: exactly one 201, 49 × 409, no 5xx, one row", async () => {
  const results = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      book(
        validBooking({
          patientName: `Patient ${i}`,
          patientEmail: `p${i}@example.com`,
          patientPhone: `98400${String(i).padStart(5, "0")}`,
        }),
      ),
    ),
  );
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  expect(statuses.filter((s) => s >= 500)).toHaveLength(0);
  for (const r of results.filter((r) => r.status === 409)) {
    expect(r.body).toMatchObject({ success: false, message: SLOT_TAKEN_MESSAGE });
  }

  const winner = results.find((r) => r.status === 201)!.body.appointment;
  const rows = await db().appointment.findMany({ where: { preferredDate: "2026-11-25", preferredTime: "18:30" } });
  expect(rows).toHaveLength(1);
  expect(rows[0].name).toBe(winner.name);
  // the 49 losers left nothing behind: no patient, no contact row
  expect(await db().patient.count()).toBe(1);
  expect(await db().contact.count()).toBe(1);
});

it("confirmed bookings survive conflicting ones failing beside them", async () => {
  // 40 distinct slots, each requested three times at once: 40 winners and 80 conflicts.
  const slots = bookableSlots(40);
  const requests = [0, 1, 2].flatMap((copy) =>
    slots.map(({ date, time }, i) =>
      book(
        validBooking({
          preferredDate: date,
          preferredTime: time,
          patientName: `Person ${i}-${copy}`,
          patientEmail: `person${i}.${copy}@example.com`,
          patientPhone: `98400 ${String(10000 + i * 3 + copy)}`, // one phone holds only a few upcoming bookings
        }),
      ),
    ),
  );
  const results = await Promise.all(requests);
  const confirmed = results.filter((r) => r.status === 201).map((r) => r.body.appointment);
  expect(confirmed).toHaveLength(40);
  expect(results.filter((r) => r.status === 409)).toHaveLength(80);

  const stored = await db().appointment.findMany();
  expect(stored).toHaveLength(40);
  expect(new Set(stored.map((a) => a.timestamp))).toEqual(new Set(confirmed.map((a) => a.timestamp)));
  expect(await db().patient.count()).toBe(40);
  expect(await db().contact.count()).toBe(40);
});

it("a clash on the timestamp identifier (another process, same millisecond) is retried, not a 409", async () => {
  const at = new Date("2030-01-01T00:00:00.000Z"); // later than any timestamp handed out so far
  setNow(at);
  const other = await db().patient.create({ data: { name: "X", nameKey: "x", phone: "1", phoneKey: "1" } });
  await db().appointment.create({
    data: {
      timestamp: at.toISOString(),
      patientId: other.id,
      name: "X",
      phone: "1",
      serviceRequired: "ECG",
      preferredDate: "2030-01-02",
      preferredTime: "18:00",
      activeSlot: "2030-01-02 18:00",
    },
  });
  const res = await book(validBooking({ preferredDate: "2030-01-02", preferredTime: "18:15" }));
  expect(res.status).toBe(201);
  expect(res.body.appointment.timestamp).not.toBe(at.toISOString());
  expect(await db().appointment.count()).toBe(2);
});
