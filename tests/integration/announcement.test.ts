/**
 * The announcement (FEATURES.md §2): GET /api/clinic/announcement (public) and
 * GET|PUT|DELETE /api/admin/announcement, through the real handlers on this file's own
 * database (SQLite, or PostgreSQL with TEST_DB=postgresql). One at a time, at most 200
 * characters, gone after its last day (clinic time); an optional Tamil text beside the English
 * for the Tamil pages (FEATURES.md §6), held to the same rules.
 */
import { db } from "@/lib/server/db";
import { istInstant } from "@/lib/shared/clinic-time";
import { setNow } from "@/lib/shared/clock";
import { CALENDAR_MESSAGES, MAX_ANNOUNCEMENT_LENGTH } from "@/lib/shared/validation/calendar";
import { TEST_ADMIN, adminCookie } from "../fixtures/admin";
import { setUpAppointmentsSuite } from "../fixtures/appointments";
import { calendarCalls, publicAnnouncement, seedAnnouncement } from "../fixtures/calendar";
import { auditRows } from "../fixtures/manage";

const { session } = setUpAppointmentsSuite();
const admin = calendarCalls(() => session.cookie);

const PONGAL = "Clinic closed for Pongal, 14–16 January";

describe("the announcement", () => {
  it("there is none at first", async () => {
    const res = await publicAnnouncement();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toEqual({ success: true, announcement: null });
    expect((await admin.getAnnouncement()).body).toEqual({ success: true, announcement: null });
  });

  it("PUT publishes it: 200 with it, and both GETs answer it; audited", async () => {
    const res = await admin.setAnnouncement({ text: `  ${PONGAL} `, until: "2027-01-16" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: CALENDAR_MESSAGES.announcementSaved,
      announcement: { text: PONGAL, textTa: null, until: "2027-01-16" },
    });
    expect((await publicAnnouncement()).body).toEqual({
      success: true,
      announcement: { text: PONGAL, textTa: null, until: "2027-01-16" },
    });
    expect((await admin.getAnnouncement()).body.announcement).toEqual({
      text: PONGAL,
      textTa: null,
      until: "2027-01-16",
    });
    expect(await db().announcement.findMany()).toEqual([
      expect.objectContaining({ id: 1, text: PONGAL, until: "2027-01-16", updatedBy: TEST_ADMIN.username }),
    ]);
    expect(await auditRows()).toEqual([[TEST_ADMIN.username, "announcement.set", null, "until 2027-01-16"]]);
  });

  it("without a last day it stays until removed; a second PUT replaces the first", async () => {
    expect((await admin.setAnnouncement({ text: PONGAL, until: "2027-01-16" })).status).toBe(200);
    const res = await admin.setAnnouncement({ text: "New evening hours from December", until: "" });
    expect(res.status).toBe(200);
    expect(res.body.announcement).toEqual({ text: "New evening hours from December", textTa: null, until: null });
    expect((await publicAnnouncement()).body.announcement).toEqual({
      text: "New evening hours from December",
      textTa: null,
      until: null,
    });
    expect(await db().announcement.count()).toBe(1);

    setNow(istInstant("2027-06-01", "12:00"));
    expect((await publicAnnouncement()).body.announcement).toEqual({
      text: "New evening hours from December",
      textTa: null,
      until: null,
    });
    expect((await auditRows()).map((r) => r[3])).toEqual(["until 2027-01-16", "no end date"]);
  });

  it("shows through its last day (clinic time) and is gone the next day", async () => {
    await seedAnnouncement(PONGAL, "2026-11-26");
    setNow(istInstant("2026-11-26", "23:59")); // the last day, late evening in the clinic
    expect((await publicAnnouncement()).body.announcement).toEqual({ text: PONGAL, textTa: null, until: "2026-11-26" });
    setNow(istInstant("2026-11-27", "00:00")); // 26 November 18:30 UTC: already the next day in the clinic
    expect((await publicAnnouncement()).body).toEqual({ success: true, announcement: null });
    session.cookie = await adminCookie(); // the session of noon has gone idle by now
    expect((await admin.getAnnouncement()).body.announcement).toBeNull();
  });

  it("today is a valid last day", async () => {
    const res = await admin.setAnnouncement({ text: PONGAL, until: "2026-11-24" });
    expect(res.status).toBe(200);
    expect((await publicAnnouncement()).body.announcement).toEqual({ text: PONGAL, textTa: null, until: "2026-11-24" });
  });

  it.each([
    ["a last day in the past", { text: PONGAL, until: "2026-11-23" }, "until", CALENDAR_MESSAGES.untilPast],
    ["an impossible last day", { text: PONGAL, until: "2026-02-30" }, "until", CALENDAR_MESSAGES.badDate],
    ["a last day in another format", { text: PONGAL, until: "16/01/2027" }, "until", CALENDAR_MESSAGES.badDate],
    [
      `text over ${MAX_ANNOUNCEMENT_LENGTH} characters`,
      { text: "x".repeat(MAX_ANNOUNCEMENT_LENGTH + 1) },
      "text",
      CALENDAR_MESSAGES.announcementTooLong,
    ],
    ["blank text", { text: "   " }, "text", CALENDAR_MESSAGES.announcementRequired],
    ["empty text", { text: "" }, "text", CALENDAR_MESSAGES.announcementRequired],
    ["no text", { until: "2027-01-16" }, "text", CALENDAR_MESSAGES.announcementRequired],
    ["null text", { text: null }, "text", CALENDAR_MESSAGES.announcementRequired],
  ])("%s is a 400 with the message; the one showing stays", async (_label, body, field, message) => {
    await seedAnnouncement(PONGAL);
    const res = await admin.setAnnouncement(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect((await publicAnnouncement()).body.announcement).toEqual({ text: PONGAL, textTa: null, until: null });
    expect(await auditRows()).toEqual([]);
  });

  it(`exactly ${MAX_ANNOUNCEMENT_LENGTH} characters is accepted`, async () => {
    const text = "x".repeat(MAX_ANNOUNCEMENT_LENGTH);
    expect((await admin.setAnnouncement({ text })).status).toBe(200);
    expect((await publicAnnouncement()).body.announcement).toEqual({ text, textTa: null, until: null });
  });

  it("DELETE removes it (200, then null); again is 200 too, audited once", async () => {
    await seedAnnouncement(PONGAL);
    const res = await admin.clearAnnouncement();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: CALENDAR_MESSAGES.announcementRemoved });
    expect((await publicAnnouncement()).body.announcement).toBeNull();
    expect(await db().announcement.count()).toBe(0);

    const again = await admin.clearAnnouncement();
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, message: CALENDAR_MESSAGES.announcementRemoved });
    expect(await auditRows()).toEqual([[TEST_ADMIN.username, "announcement.clear", null, null]]);
  });

  it("without a session the admin calls are 401 and change nothing", async () => {
    await seedAnnouncement(PONGAL);
    session.cookie = "";
    expect((await admin.setAnnouncement({ text: "Something else" })).status).toBe(401);
    expect((await admin.clearAnnouncement()).status).toBe(401);
    expect((await admin.getAnnouncement()).status).toBe(401);
    expect((await publicAnnouncement()).body.announcement).toEqual({ text: PONGAL, textTa: null, until: null });
  });
});

describe("the announcement's Tamil text", () => {
  const PONGAL_TA = "பொங்கலை முன்னிட்டு ஜனவரி 14–16 மருத்துவமனை விடுமுறை";

  it("PUT with textTa publishes both (trimmed); both GETs answer it and it is stored", async () => {
    const res = await admin.setAnnouncement({ text: PONGAL, textTa: `  ${PONGAL_TA}\n`, until: "2027-01-16" });
    expect(res.status).toBe(200);
    const announcement = { text: PONGAL, textTa: PONGAL_TA, until: "2027-01-16" };
    expect(res.body).toEqual({ success: true, message: CALENDAR_MESSAGES.announcementSaved, announcement });
    expect((await publicAnnouncement()).body).toEqual({ success: true, announcement });
    expect((await admin.getAnnouncement()).body.announcement).toEqual(announcement);
    expect(await db().announcement.findMany()).toEqual([expect.objectContaining({ id: 1, ...announcement })]);
  });

  it.each([
    ["left out", {}],
    ["empty", { textTa: "" }],
    ["blank", { textTa: "   " }],
    ["null", { textTa: null }],
    ["only control characters", { textTa: "\u0007\u0000" }],
  ])("%s, it is null (the Tamil pages show the English)", async (_label, extra) => {
    const res = await admin.setAnnouncement({ text: PONGAL, ...extra });
    expect(res.status).toBe(200);
    expect((await publicAnnouncement()).body.announcement).toEqual({ text: PONGAL, textTa: null, until: null });
  });

  it("a later PUT without it removes the earlier Tamil text (a change is the whole notice)", async () => {
    await admin.setAnnouncement({ text: PONGAL, textTa: PONGAL_TA });
    await admin.setAnnouncement({ text: "New evening hours from December" });
    expect((await publicAnnouncement()).body.announcement).toEqual({
      text: "New evening hours from December",
      textTa: null,
      until: null,
    });
  });

  it(`is counted in characters like the English: ${MAX_ANNOUNCEMENT_LENGTH} Tamil letters are accepted`, async () => {
    const textTa = "அ".repeat(MAX_ANNOUNCEMENT_LENGTH);
    expect((await admin.setAnnouncement({ text: PONGAL, textTa })).status).toBe(200);
    expect((await publicAnnouncement()).body).toMatchObject({ announcement: { textTa } });
  });

  it.each([
    [
      `over ${MAX_ANNOUNCEMENT_LENGTH} characters`,
      "அ".repeat(MAX_ANNOUNCEMENT_LENGTH + 1),
      CALENDAR_MESSAGES.announcementTamilTooLong,
    ],
    ["a number", 42, CALENDAR_MESSAGES.announcementTamilInvalid],
  ])("%s is a 400 on textTa; the one showing stays", async (_label, textTa, message) => {
    await seedAnnouncement(PONGAL);
    const res = await admin.setAnnouncement({ text: PONGAL_TA, textTa });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message, errors: { textTa: message } });
    expect((await publicAnnouncement()).body.announcement).toEqual({ text: PONGAL, textTa: null, until: null });
    expect(await auditRows()).toEqual([]);
  });

  it("goes with the English one: after its last day and on DELETE", async () => {
    await admin.setAnnouncement({ text: PONGAL, textTa: PONGAL_TA, until: "2026-11-26" });
    setNow(istInstant("2026-11-27", "00:00"));
    expect((await publicAnnouncement()).body.announcement).toBeNull();
    session.cookie = await adminCookie(); // the session of noon has gone idle by now
    expect((await admin.clearAnnouncement()).status).toBe(200);
    expect(await db().announcement.count()).toBe(0);
  });
});
