/**
 * The patient's manage link (FEATURES.md §3) through the real handlers, on this file's own
 * database (SQLite, or PostgreSQL with TEST_DB=postgresql): the public booking's answer and
 * what it stores, GET/cancel/ics by token, the one 404 for every bad token, and a token
 * reaching only its own appointment. Moving by link and the cut-off: manage-reschedule.test.ts.
 */
import crypto from "node:crypto";
import { clinic } from "@/lib/content/clinic";
import { db } from "@/lib/server/db";
import { MANAGE_LIMIT, MANAGE_READ_LIMIT } from "@/lib/server/rate-limit";
import { MANAGE_MESSAGES } from "@/lib/shared/validation/manage";
import { snapshot } from "../fixtures/appointments";
import { book, bookedTimes, validBooking } from "../fixtures/booking";
import {
  auditRows,
  icsProps,
  manage,
  pendingView,
  seedManaged,
  setUpManageSuite,
  stored,
  tokenOfUrl,
} from "../fixtures/manage";

setUpManageSuite();

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

describe("the public booking's answer", () => {
  it("has an absolute manage link from SITE_URL and no patient id, in the same shape for a new and a known patient", async () => {
    const first = await book(validBooking());
    const again = await book(validBooking({ preferredTime: "19:00" })); // the same person: matched, not created
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await db().patient.count()).toBe(1);

    for (const { body } of [first, again]) {
      expect(Object.keys(body).sort()).toEqual(["appointment", "manageUrl", "message", "success"]);
      expect(body.manageUrl).toMatch(new RegExp(`^${clinic().siteUrl}/appointment/[A-Za-z0-9_-]{32}$`));
      expect(new URL(body.manageUrl).protocol).toMatch(/^https?:$/);
      expect(body.appointment).not.toHaveProperty("patient_id");
      expect(JSON.stringify(body)).not.toMatch(/patient_?id/i);
    }
    expect(Object.keys(again.body.appointment).sort()).toEqual(Object.keys(first.body.appointment).sort());
    expect(tokenOfUrl(again.body.manageUrl)).not.toBe(tokenOfUrl(first.body.manageUrl));
  });

  it("stores only the SHA-256 of the token: no row, contact or audit entry holds the token itself", async () => {
    const { body } = await book(validBooking());
    const token = tokenOfUrl(body.manageUrl);
    const row = await db().appointment.findFirstOrThrow();
    expect(row.manageTokenHash).toBe(sha256(token));
    await manage.cancel(token); // an audited call
    const everything = JSON.stringify([
      await db().appointment.findMany(),
      await db().patient.findMany(),
      await db().contact.findMany(),
      await db().auditLog.findMany(),
    ]);
    expect(everything).not.toContain(token);
  });

  it("never changes a known patient's stored details", async () => {
    await book(validBooking({ patientAddress: "", patientOccupation: "" }));
    const before = await db().patient.findFirstOrThrow();
    const res = await book(
      validBooking({ preferredTime: "19:00", patientAge: 60, patientAddress: "New Street", patientOccupation: "Chef" }),
    );
    expect(res.status).toBe(201);
    expect(await db().patient.findMany()).toEqual([before]);
  });

  it("the link opens the booked appointment", async () => {
    const { body } = await book(validBooking());
    const res = await manage.get(tokenOfUrl(body.manageUrl));
    expect(res.status).toBe(200);
    expect(res.body.appointment).toMatchObject({
      firstName: "Asha Menon",
      date: "2026-11-25",
      time: "18:30",
      status: "",
    });
  });
});

describe("GET /api/appointments/manage/{token}", () => {
  // issue 26: the name is the one every greeting uses (lib/shared/names.ts), the whole name, no longer its first word
  it("answers exactly the name it greets by, date, time, status and what may be done; nothing else personal or medical", async () => {
    const { body } = await book(
      validBooking({ patientName: "Asha Lakshmi Menon", additionalInfo: "Chest pain at night" }),
    );
    const res = await manage.get(tokenOfUrl(body.manageUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toEqual({
      success: true,
      appointment: pendingView("Asha Lakshmi Menon", "2026-11-25", "18:30"),
    });
    const text = JSON.stringify(res.body);
    for (const secret of ["98400", "asha@example.com", "Cardiac", "Chest", "Lake View", "Teacher"])
      expect(text).not.toContain(secret);
  });

  it("every unknown or malformed token is the same 404, on every manage call", async () => {
    const [{ token }] = await seedManaged({ name: "Asha Menon", date: "2026-11-25", time: "18:30" });
    const before = await snapshot();
    const flipped = (token[0] === "A" ? "B" : "A") + token.slice(1);
    const bad = [
      crypto.randomBytes(24).toString("base64url"), // well-formed, unknown
      flipped, // one character off a real token
      token.slice(0, 31), // too short
      `${token}A`, // too long
      token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase(),
      `${token.slice(0, 31)}!`, // a character a token never has
      "' OR '1'='1'; --",
      "1 OR 1=1",
      `%${token.slice(1)}`,
      encodeURIComponent(`${token.slice(0, 30)}/.`),
      "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
      sha256(token), // the stored hash is no key
      "",
      " ",
      "\u0000".repeat(32),
      "é".repeat(32),
      "x".repeat(5000),
    ];
    const bodies = new Set<string>();
    for (const t of bad) {
      for (const res of [
        await manage.get(t),
        await manage.cancel(t),
        await manage.reschedule(t, { preferredDate: "2026-11-26", preferredTime: "19:00" }),
      ]) {
        expect([JSON.stringify(t).slice(0, 40), res.status]).toEqual([JSON.stringify(t).slice(0, 40), 404]);
        bodies.add(JSON.stringify(res.body));
      }
      const ics = await manage.ics(t);
      expect(ics.status).toBe(404);
      bodies.add(JSON.stringify(await ics.json()));
    }
    expect([...bodies]).toEqual([
      JSON.stringify({ success: false, message: MANAGE_MESSAGES.notFound, code: "link_not_found" }),
    ]);
    expect(await snapshot()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });

  it("…/again: a cancelled appointment's details for booking again; while it is live, the same 404 as a bad link", async () => {
    const { body } = await book(
      validBooking({
        patientAddress: "12 Lake View Road",
        patientOccupation: "Teacher",
        patientEmail: "asha@example.com",
      }),
    );
    const token = tokenOfUrl(body.manageUrl);
    const notFound = { success: false, message: MANAGE_MESSAGES.notFound, code: "link_not_found" };
    expect(await manage.again(token)).toMatchObject({ status: 404, body: notFound });
    expect((await manage.again("x".repeat(32))).status).toBe(404);

    expect((await manage.cancel(token)).status).toBe(200);
    const row = await db().appointment.findFirstOrThrow();
    const again = await manage.again(token);
    expect(again.status).toBe(200);
    // the name and the phone masked, nothing else: a link may be forwarded (issue 41 G11)
    expect(again.body).toEqual({
      success: true,
      details: {
        patientName: row.name,
        phoneHint: `${row.phone.replace(/\D/g, "").slice(-10, -8)}•••••${row.phone.slice(-3)}`,
      },
    });
    for (const detail of [row.phone, "asha@example.com", "12 Lake View Road", "Teacher", String(row.age)])
      expect(JSON.stringify(again.body)).not.toContain(detail);
  });

  it("a link whose appointment the desk deleted (or whose patient was deleted) is the same 404", async () => {
    const [a, b] = await seedManaged(
      { name: "Asha", date: "2026-11-25", time: "18:30" },
      { name: "Ravi", date: "2026-11-25", time: "18:45" },
    );
    await db().appointment.delete({ where: { id: a.appointment.id } });
    await db().patient.delete({ where: { id: b.appointment.patientId } });
    for (const { token } of [a, b]) {
      for (const res of [await manage.get(token), await manage.cancel(token)]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ success: false, code: "link_not_found", message: MANAGE_MESSAGES.notFound });
      }
    }
  });

  it(`answers 429 after ${MANAGE_LIMIT.limit} unknown links from one address within the window`, async () => {
    const [{ token }] = await seedManaged({ name: "Asha", date: "2026-11-25", time: "18:30" });
    const guess = (i: number) => `${"C".repeat(28)}${String(i).padStart(4, "0")}`;
    for (let i = 0; i < MANAGE_LIMIT.limit; i++) expect((await manage.get(guess(i), "203.0.113.9")).status).toBe(404);
    const refused = await manage.get(guess(99), "203.0.113.9");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await manage.get(guess(98), "203.0.113.10")).status).toBe(404); // another address is not held back
    // the patient's own link from that address still opens: a guess elsewhere does not lock it
    expect((await manage.get(token, "203.0.113.9")).status).toBe(200);
  });

  it(`a link that opens an appointment is limited per link (${MANAGE_READ_LIMIT.limit} in the window), not per address: a waiting room shares one`, async () => {
    const [asha, ravi] = await seedManaged(
      { name: "Asha", date: "2026-11-25", time: "18:30" },
      { name: "Ravi", date: "2026-11-25", time: "18:45" },
    );
    for (let i = 0; i < MANAGE_READ_LIMIT.limit; i++) {
      expect((await manage.get(asha.token, `203.0.113.${i % 2}`)).status).toBe(200);
    }
    expect((await manage.get(asha.token, "203.0.113.50")).status).toBe(429);
    expect((await manage.get(ravi.token, "203.0.113.0")).status).toBe(200);
  });
});

describe("POST /api/appointments/manage/{token}/cancel", () => {
  it("cancels, frees the slot for a new booking, and is the same 200 again (sequence raised once)", async () => {
    const { body } = await book(validBooking());
    const token = tokenOfUrl(body.manageUrl);
    const id = (await db().appointment.findFirstOrThrow()).id;
    expect(await bookedTimes("2026-11-25")).toEqual(["18:30"]);

    const res = await manage.cancel(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: MANAGE_MESSAGES.cancelled,
      appointment: {
        ...pendingView("Asha Menon", "2026-11-25", "18:30"),
        status: "Cancelled",
        canCancel: false,
        canReschedule: false,
      },
    });
    expect(await stored(id)).toMatchObject({ status: "Cancelled", activeSlot: null, sequence: 1 });
    expect(await bookedTimes("2026-11-25")).toEqual([]);
    expect(await auditRows()).toEqual([["patient (manage link)", "appointment.cancel", String(id), null]]);

    const again = await manage.cancel(token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect(await stored(id)).toMatchObject({ status: "Cancelled", sequence: 1 });
    expect((await manage.get(token)).body.appointment).toMatchObject({ status: "Cancelled", canCancel: false });

    // cancel, then another patient books the same slot
    const rebook = await book(validBooking({ patientName: "Ravi Kumar", patientPhone: "+91 98400 22222" }));
    expect(rebook.status).toBe(201);
    expect(await bookedTimes("2026-11-25")).toEqual(["18:30"]);
    expect(await db().appointment.count({ where: { preferredDate: "2026-11-25", preferredTime: "18:30" } })).toBe(2);
    // the cancelled one stays cancelled, the new one holds the slot
    expect((await manage.get(token)).body.appointment).toMatchObject({ status: "Cancelled" });
    expect((await manage.get(tokenOfUrl(rebook.body.manageUrl))).body.appointment).toMatchObject({
      firstName: "Ravi Kumar",
      status: "",
    });
  });

  it("the calendar file keeps its UID and says CANCELLED with a higher SEQUENCE; no medical or contact detail", async () => {
    const { body } = await book(validBooking({ additionalInfo: "Chest pain at night" }));
    const token = tokenOfUrl(body.manageUrl);
    const before = await manage.ics(token);
    expect(before.status).toBe(200);
    expect(before.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(before.headers.get("content-disposition")).toBe('attachment; filename="appointment-2026-11-25-1830.ics"');
    expect(before.headers.get("cache-control")).toBe("no-store");
    const text = await before.text();
    const was = icsProps(text);
    expect(was).toMatchObject({ SEQUENCE: ["0"], STATUS: ["CONFIRMED"], DTSTART: ["20261125T183000"] });
    expect(was.URL).toEqual([body.manageUrl]); // the entry carries the way to change or cancel it
    for (const secret of ["98400 11111", "asha@example.com", "Cardiac", "Chest"]) expect(text).not.toContain(secret);

    await manage.cancel(token);
    const now = icsProps(await (await manage.ics(token)).text());
    expect(now.UID).toEqual(was.UID);
    expect(now).toMatchObject({ SEQUENCE: ["1"], STATUS: ["CANCELLED"], DTSTART: ["20261125T183000"] });
  });

  it("a Done or No-show appointment is refused with 403 and the clinic's phone; nothing changes", async () => {
    const rows = await seedManaged(
      { name: "Asha", date: "2026-11-25", time: "18:30", status: "Done" },
      { name: "Ravi", date: "2026-11-25", time: "18:45", status: "No-show" },
    );
    const before = await snapshot();
    for (const { token } of rows) {
      expect((await manage.get(token)).body.appointment).toMatchObject({ canCancel: false, canReschedule: false });
      const res = await manage.cancel(token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        success: false,
        code: "changes_closed",
        values: { phone: clinic().phone },
        message: MANAGE_MESSAGES.closed(clinic().phone),
      });
      expect(res.body.message).toContain(clinic().phone);
    }
    expect(await snapshot()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });
});

describe("a token reaches only its own appointment", () => {
  it("each token reads its own; cancelling or moving with one leaves the other as it was", async () => {
    const a = await book(validBooking());
    const b = await book(
      validBooking({
        patientName: "Ravi Kumar",
        patientEmail: "ravi@example.com",
        patientPhone: "+91 98400 22222",
        preferredDate: "2026-11-26",
        preferredTime: "19:00",
      }),
    );
    const [ta, tb] = [tokenOfUrl(a.body.manageUrl), tokenOfUrl(b.body.manageUrl)];
    const [rowA, rowB] = await db().appointment.findMany({ orderBy: { id: "asc" } });
    expect((await manage.get(ta)).body.appointment).toMatchObject({ firstName: "Asha Menon", date: "2026-11-25" });
    expect((await manage.get(tb)).body.appointment).toMatchObject({ firstName: "Ravi Kumar", date: "2026-11-26" });

    // A cannot take B's slot, and B keeps it
    const onto = await manage.reschedule(ta, { preferredDate: "2026-11-26", preferredTime: "19:00" });
    expect(onto.status).toBe(409);
    expect(await stored(rowB.id)).toEqual(rowB);
    expect(await stored(rowA.id)).toEqual(rowA);

    expect((await manage.cancel(ta)).status).toBe(200);
    expect(await stored(rowB.id)).toEqual(rowB);
    expect((await manage.get(tb)).body.appointment).toMatchObject({ status: "", canCancel: true });

    expect((await manage.reschedule(tb, { preferredDate: "2026-11-27", preferredTime: "20:00" })).status).toBe(200);
    expect(await stored(rowA.id)).toMatchObject({ status: "Cancelled", preferredDate: "2026-11-25", sequence: 1 });
    expect(await stored(rowB.id)).toMatchObject({ status: "", preferredDate: "2026-11-27", preferredTime: "20:00" });
    const [auditA, auditB] = (await auditRows()).map((r) => r[2]);
    expect([auditA, auditB]).toEqual([String(rowA.id), String(rowB.id)]);
  });
});
