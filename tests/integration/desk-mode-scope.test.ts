/**
 * Desk scope past the idle limit (FEATURES.md §5, docs/security.md "Desk mode"): tonight only, and
 * only what the Tonight screen shows. Signs in through the real login handler on a controlled
 * clock; tonight is Tuesday 24 November 2026. The sign-in and the evening: desk-mode.test.ts.
 *
 * SESSION_IDLE_MINUTES is its default (60); SESSION_ABSOLUTE_HOURS is 6 (tests/fixtures/desk-mode.ts).
 */
import { GET as matchesGET } from "@/app/api/admin/patients/matches/route";
import { GET as waitlistGET } from "@/app/api/admin/waitlist/route";
import { db } from "@/lib/server/db";
import { seed } from "../fixtures/appointments";
import { TONIGHT, TOMORROW, YESTERDAY } from "../fixtures/queue";
import { background, expectDeskOnly401, setUpDeskModeSuite } from "../fixtures/desk-mode";

const { desk, queue, clock, signIn, sessionRows, get } = setUpDeskModeSuite();

describe("desk scope past the idle limit: tonight only, only what the Tonight screen shows", () => {
  const QUEUE_ENTRY = [
    "age",
    "appointmentId",
    "calledAt",
    "checkedInAt",
    "name",
    "phone",
    "serviceRequired",
    "sex",
    "status",
    "time",
    "token",
    "walkIn",
  ];
  const LIST_RECORD = [
    "age",
    "closed_reason",
    "id",
    "name",
    "phone",
    "preferred_date",
    "preferred_time",
    "service_required",
    "sex",
    "status",
    "walk_in",
  ];
  const ACTION_RECORD = LIST_RECORD.filter((k) => k !== "closed_reason" && k !== "walk_in"); // a list's own columns
  const PRIVATE = ["email", "patient_address", "patient_occupation", "additional_info", "patient_id", "patientId"];
  const keys = (o: unknown) => Object.keys(o as object).sort();

  /** Tonight's two patients (with e-mail, address, occupation and their own words) and one on each side of tonight. */
  async function seedEvening() {
    const seeded = await seed(
      { name: "Asha Menon", date: TONIGHT, time: "18:00", info: "Chest pain since Sunday" },
      { name: "Ravi Kumar", date: TONIGHT, time: "20:30" },
      { name: "Tomorrow Patient", date: TOMORROW, time: "18:00" },
      { name: "Yesterday Patient", date: YESTERDAY, time: "18:00" },
    );
    await db().appointment.updateMany({ data: { address: "12 Anna Salai, Chennai", occupation: "Teacher" } });
    return seeded;
  }

  it("another day's queue (past or future) is 401 with the cookie kept; tonight's has only the panel's fields", async () => {
    await seedEvening();
    clock("17:30");
    await signIn({ desk: true });
    clock("20:30");
    for (const date of [TOMORROW, YESTERDAY, "2026-12-24"]) {
      expectDeskOnly401(await queue.list(`?date=${date}`, { background: true }));
    }
    expect(await sessionRows()).toBe(1);
    for (const query of ["", `?date=${TONIGHT}`]) {
      const res = await queue.list(query, { background: true });
      expect(res.status).toBe(200);
      expect(keys(res.body)).toEqual(["averageMinutes", "current", "date", "queue", "runningLate", "success"]);
      const entries = res.body.queue as Record<string, unknown>[];
      expect(entries.map((e) => e.name)).toEqual(["Asha Menon", "Ravi Kumar"]);
      for (const entry of entries) expect(keys(entry)).toEqual(QUEUE_ENTRY);
      expect(entries[0]).toMatchObject({ age: 40, sex: "Female", serviceRequired: "ECG", time: "18:00" });
      expect(JSON.stringify(res.body)).not.toMatch(/example\.com|Anna Salai|Teacher|Chest pain/);
    }
  });

  it("today's list carries no e-mail, address, occupation, free text or patient id", async () => {
    await seedEvening();
    clock("17:30");
    await signIn({ desk: true });
    clock("20:30");
    const res = await desk.list(`?date=${TONIGHT}`, background);
    expect(res.status).toBe(200);
    const records = res.body.appointments as Record<string, unknown>[];
    expect(records.map((r) => r.name)).toEqual(["Asha Menon", "Ravi Kumar"]);
    for (const record of records) {
      expect(keys(record)).toEqual(LIST_RECORD);
      for (const field of PRIVATE) expect(record).not.toHaveProperty(field);
    }
    expect(records[0]).toMatchObject({ phone: expect.stringMatching(/^98400/), preferred_time: "18:00", status: "" });
    expect(JSON.stringify(res.body)).not.toMatch(/example\.com|Anna Salai|Teacher|Chest pain/);
  });

  it("the desk's actions answer the same narrowed appointment (walk-in, no-show) and still work", async () => {
    const [asha, ravi, tomorrow] = await seedEvening();
    clock("17:30");
    await signIn({ desk: true });
    clock("20:30");
    const walkIn = await queue.walkIn({ name: "Walk In", phone: "9876543210", age: 61, sex: "Male" });
    expect(walkIn.status).toBe(201);
    expect(keys(walkIn.body)).toEqual(["appointment", "message", "success", "token"]);
    expect(keys(walkIn.body.appointment)).toEqual(ACTION_RECORD);
    const checkedIn = await queue.checkIn(asha.id);
    expect(keys(checkedIn.body)).toEqual(["message", "success", "token"]);
    const noShow = await queue.noShow(ravi.id);
    expect(noShow.status).toBe(200);
    expect(keys(noShow.body.appointment)).toEqual(ACTION_RECORD);
    expect(JSON.stringify(noShow.body)).not.toMatch(/example\.com|Anna Salai|Teacher/);
    // a refusal is answered as it is (another day's appointment)
    const refused = await queue.noShow(tomorrow.id);
    expect(refused).toMatchObject({ status: 409, body: { success: false, message: expect.any(String) } });
  });

  it("within the idle limit the same calls answer whole, for any day", async () => {
    await seedEvening();
    clock("17:30");
    await signIn({ desk: true });
    clock("18:20");
    const tomorrow = await queue.list(`?date=${TOMORROW}`, { background: true });
    expect(tomorrow.status).toBe(200);
    expect((tomorrow.body.queue as Record<string, unknown>[])[0]).toHaveProperty("patientId");
    const list = await desk.list(`?date=${TONIGHT}`, background);
    expect((list.body.appointments as Record<string, unknown>[])[0]).toMatchObject({
      email: expect.stringContaining("@example.com"),
      patient_address: "12 Anna Salai, Chennai",
      patient_occupation: "Teacher",
      additional_info: "Chest pain since Sunday",
      patient_id: expect.any(Number),
    });
  });

  it("the walk-in dialog's lookup finds only tonight's patients (issue 41 G10); within the idle limit, anyone", async () => {
    await seedEvening();
    clock("17:30");
    await signIn({ desk: true });
    const lookup = (query: string) => get(matchesGET, `/api/admin/patients/matches?${query}`);
    const names = (res: Awaited<ReturnType<typeof lookup>>) =>
      (res.body.matches as { name: string }[]).map((m) => m.name);
    expect(names(await lookup("name=Tomorrow%20Patient"))).toEqual(["Tomorrow Patient"]);
    clock("20:30");
    for (const query of ["name=Tomorrow%20Patient", "name=Yesterday%20Patient"]) {
      const res = await lookup(query);
      expect(res.status).toBe(200);
      expect(res.body.matches).toEqual([]);
    }
    expect(names(await lookup("name=Asha%20Menon"))).toEqual(["Asha Menon"]);
  });

  it("tonight's waiting list under the panel answers without e-mail (FEATURES.md §14); another evening's is 401", async () => {
    for (const [i, date] of [TONIGHT, TOMORROW].entries()) {
      await db().waitlistEntry.create({
        data: {
          name: `Waiting ${i}`,
          phone: `+91 9876500${i}00`,
          phoneKey: `9876500${i}00`,
          email: "waiting@example.com",
          date,
          consentAt: new Date(),
          consentNotice: "v1",
          consentWhatsapp: false,
          leaveTokenHash: `leave-${i}`,
        },
      });
    }
    clock("17:30");
    await signIn({ desk: true });
    clock("20:30");
    const tonight = await get(waitlistGET, `/api/admin/waitlist?date=${TONIGHT}`);
    expect(tonight.status).toBe(200);
    const entries = tonight.body.entries as Record<string, unknown>[];
    expect(entries.map((e) => e.name)).toEqual(["Waiting 0"]);
    expect(keys(entries[0])).toEqual(["date", "id", "joinedAt", "name", "offer", "phone", "status"]);
    expectDeskOnly401(await get(waitlistGET, `/api/admin/waitlist?date=${TOMORROW}`));
  });
});
