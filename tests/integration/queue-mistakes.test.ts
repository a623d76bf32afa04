/**
 * The desk's ordinary mistakes in the evening's queue (issue 29, major 7), through the real
 * handlers: a check-in undone, a waiting patient called in out of token order, the patient
 * with the doctor sent back to waiting, and No-show refused before the appointment's time.
 * Tonight is Tuesday 24 November 2026; each test starts at 6:00 PM in the clinic.
 */
import { QUEUE_MESSAGES } from "@/lib/shared/validation/queue";
import { seed } from "../fixtures/appointments";
import { auditRowsOf, stored } from "../fixtures/manage";
import { calledIn, rows, TOMORROW } from "../fixtures/queue";
import { seedThree, setUpQueueOutboxSuite, WALK_IN_BODY } from "../fixtures/queue-suite";

const { queue, clock } = setUpQueueOutboxSuite();

const conflict = (message: string) => ({ success: false, code: "conflict", message });

/** A walk-in added at the desk: its appointment's id. */
const walkInId = async () => ((await queue.walkIn(WALK_IN_BODY)).body.appointment as { id: number }).id;

describe("POST /api/admin/queue/undo-check-in", () => {
  it("the patient is not arrived again and the token is released; checking in again gives the next token", async () => {
    const [asha, ravi, meena] = await seedThree();
    await queue.checkIn(asha.id);
    await queue.checkIn(ravi.id);
    const res = await queue.undoCheckIn(asha.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: QUEUE_MESSAGES.checkInUndone(1), token: 1 });
    expect(await stored(asha.id)).toMatchObject({ status: "", token: null, checkedInAt: null, calledAt: null });
    expect(rows((await queue.list()).body)).toEqual([
      "Asha Menon|-|booked",
      "Ravi Kumar|2|checked-in",
      "Meena Iyer|-|booked",
    ]);
    // Next passes her by: Ravi goes in
    expect((await queue.next()).body.current).toMatchObject({ appointmentId: ravi.id });
    await queue.checkIn(meena.id);
    expect((await queue.checkIn(asha.id)).body).toMatchObject({ token: 4 });
    expect(await auditRowsOf("queue.undo-check-in")).toEqual([
      ["queue.undo-check-in", String(asha.id), "token 1 released"],
    ]);
  });

  it("refused, nothing changed: with the doctor, not checked in, a walk-in, another evening", async () => {
    const [asha, ravi] = await seedThree();
    await queue.checkIn(asha.id);
    await queue.next();
    expect((await queue.undoCheckIn(asha.id)).body).toEqual(conflict(QUEUE_MESSAGES.withDoctorUndo));
    expect(await stored(asha.id)).toMatchObject({ token: 1, calledAt: expect.any(Date) });
    expect((await queue.undoCheckIn(ravi.id)).body).toEqual(conflict(QUEUE_MESSAGES.notCheckedIn));
    const walkIn = await walkInId();
    const res = await queue.undoCheckIn(walkIn);
    expect(res.status).toBe(409);
    expect(res.body).toEqual(conflict(QUEUE_MESSAGES.walkInUndo));
    expect(await stored(walkIn)).toMatchObject({ token: 2 });
    const [later] = await seed({ name: "Tomorrow Patient", date: TOMORROW, time: "18:00" });
    expect((await queue.undoCheckIn(later.id)).body).toEqual(conflict(QUEUE_MESSAGES.notToday));
  });
});

describe("POST /api/admin/queue/call", () => {
  it("calls the patient the doctor asks for out of token order; the one in is Done; Next then resumes by token", async () => {
    const [asha, ravi, meena] = await seedThree();
    for (const a of [asha, ravi, meena]) await queue.checkIn(a.id);
    await queue.next();
    clock("18:10");
    const res = await queue.call({ appointmentId: meena.id, current: asha.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(calledIn(3, "Meena Iyer", meena));
    expect(rows((await queue.list()).body)).toEqual([
      "Asha Menon|1|done",
      "Ravi Kumar|2|checked-in",
      "Meena Iyer|3|with-doctor",
    ]);
    expect((await queue.next({ current: meena.id })).body.current).toMatchObject({ appointmentId: ravi.id });
    expect(await auditRowsOf("queue.call")).toEqual([["queue.call", String(meena.id), "token 3, out of order"]]);
  });

  it("a patient not waiting: 409 and nobody moves; a stale {current}: nothing changes", async () => {
    const [asha, ravi] = await seedThree();
    await queue.checkIn(asha.id);
    await queue.next();
    const notArrived = await queue.call({ appointmentId: ravi.id });
    expect(notArrived.status).toBe(409);
    expect(notArrived.body).toEqual(conflict(QUEUE_MESSAGES.notWaiting));
    expect(await stored(asha.id)).toMatchObject({ status: "", finishedAt: null });
    await queue.checkIn(ravi.id);
    const stale = await queue.call({ appointmentId: ravi.id, current: null });
    expect(stale.body).toMatchObject({ changed: false, current: { appointmentId: asha.id } });
    expect((await queue.call({ appointmentId: 0 })).status).toBe(400);
  });
});

describe("POST /api/admin/queue/back-to-waiting", () => {
  it("the patient with the doctor waits again with their token and is the next one called", async () => {
    const [asha, ravi] = await seedThree();
    await queue.checkIn(asha.id);
    await queue.checkIn(ravi.id);
    await queue.next();
    const res = await queue.backToWaiting(asha.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: "Back in the waiting list at token 1; Next calls by token order: they are next.",
      token: 1,
    });
    expect(await stored(asha.id)).toMatchObject({ status: "", token: 1, calledAt: null, finishedAt: null });
    const list = (await queue.list()).body;
    expect(list.current).toBeNull();
    expect(rows(list)).toEqual(["Asha Menon|1|checked-in", "Ravi Kumar|2|checked-in", "Meena Iyer|-|booked"]);
    expect((await queue.next({ current: null })).body.current).toMatchObject({ appointmentId: asha.id });
  });

  it("says who goes first when a lower token waits: Next calls by token order", async () => {
    const [asha, ravi, meena] = await seedThree();
    await queue.checkIn(asha.id);
    await queue.checkIn(ravi.id);
    await queue.checkIn(meena.id);
    // Meena (token 3) called in out of order, then sent back: Asha and Ravi go before her
    await queue.call({ appointmentId: meena.id, current: null });
    const res = await queue.backToWaiting(meena.id);
    expect(res.body.message).toBe(
      "Back in the waiting list at token 3; Next calls by token order: 2 patients are before them.",
    );
    expect((await queue.next({ current: null })).body.current).toMatchObject({ appointmentId: asha.id });
  });

  it("someone not with the doctor: 409", async () => {
    const [asha] = await seedThree();
    await queue.checkIn(asha.id);
    expect((await queue.backToWaiting(asha.id)).body).toEqual(conflict(QUEUE_MESSAGES.notWithDoctor));
    expect(await stored(asha.id)).toMatchObject({ token: 1, calledAt: null });
  });
});

describe("No-show from the Tonight screen before the appointment's time", () => {
  it("refused with the time named until it has passed; then accepted", async () => {
    const [, ravi] = await seedThree();
    clock("18:14");
    const early = await queue.noShow(ravi.id);
    expect(early.status).toBe(409);
    expect(early.body).toEqual(conflict(QUEUE_MESSAGES.noShowTooEarly("18:15")));
    expect(early.body.message).toBe(
      "It is not 6:15 PM yet: No-show can be marked only after the appointment's time has passed.",
    );
    expect((await stored(ravi.id)).status).toBe("");
    clock("18:16");
    expect((await queue.noShow(ravi.id)).status).toBe(200);
    expect((await stored(ravi.id)).status).toBe("No-show");
  });

  it("a patient who checked in and left can be marked No-show before their time", async () => {
    const [, , meena] = await seedThree();
    await queue.checkIn(meena.id);
    clock("18:05");
    expect((await queue.noShow(meena.id)).status).toBe(200);
    expect((await stored(meena.id)).status).toBe("No-show");
  });

  it("a walk-in (its time is its arrival) can be marked No-show when they leave", async () => {
    expect((await queue.noShow(await walkInId())).status).toBe(200);
  });
});
