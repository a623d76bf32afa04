/**
 * The waiting list (FEATURES.md §14, docs/decisions/042 point 2), through the real handlers with
 * the clock pinned (Tuesday 24 November 2026, noon IST): joining only a full evening, once per
 * phone; a cancellation offers the place to the first person waiting through the outbox (claim
 * link, nothing medical); a lapsed offer goes to the next; no offer under 60 minutes ahead; one
 * open offer per place; a claim books in one tap (201 + manage link), refused 410 once expired
 * or taken; the races settle on exactly one booking; the desk's list and offer by hand; leaving.
 */
import { configureChannels, messageStandIns, outbox, templatesSent } from "../fixtures/messages";
configureChannels();
import { POST as joinRoute } from "@/app/api/appointments/waitlist/route";
import { POST as claimRoute } from "@/app/api/appointments/waitlist/claim/[token]/route";
import { POST as leaveRoute } from "@/app/api/appointments/waitlist/leave/[token]/route";
import { POST as cancelRoute } from "@/app/api/appointments/manage/[token]/cancel/route";
import { GET as listRoute } from "@/app/api/admin/waitlist/route";
import { POST as offerRoute } from "@/app/api/admin/waitlist/[id]/offer/route";
import { PRIVACY_NOTICE_VERSION } from "@/lib/content/privacy-notice";
import { db } from "@/lib/server/db";
import { hashManageToken, manageTokenFor } from "@/lib/server/domain/appointments";
import { offerToken, reconcileWaitlist } from "@/lib/server/domain/waitlist-offers";
import { deletePatient } from "@/lib/server/domain/patient-deletion";
import { SLOT_TIMES } from "@/lib/shared/clinic-time";
import { now, setNow } from "@/lib/shared/clock";
import { staffCookie } from "../fixtures/admin";
import { seed } from "../fixtures/appointments";
import { book, freshIp, validBooking, withoutBookingFloodLimits } from "../fixtures/booking";
import { adminRequest, answer } from "../fixtures/http";
import { appointmentCalls } from "../fixtures/appointments";
import { setUpPatientsSuite } from "../fixtures/patients";

withoutBookingFloodLimits();
jest.setTimeout(30_000);

const EVENING = "2026-11-25"; // Wednesday, the day after the pinned clock
const cookies = { desk: "", assistant: "" };
setUpPatientsSuite(async () => {
  await db().waitlistOffer.deleteMany();
  await db().waitlistEntry.deleteMany();
  await db().message.deleteMany();
  cookies.desk = await staffCookie("desk");
  cookies.assistant = await staffCookie("assistant");
});
const out = messageStandIns();
const desk = appointmentCalls(() => cookies.desk);

const NAMES = ["Meena Raman", "Karthik Subramanian", "Divya Krishnan"];
const CONSENT = { version: PRIVACY_NOTICE_VERSION, whatsapp: true };
const person = (n: number, overrides: Record<string, unknown> = {}) => ({
  name: NAMES[n - 1],
  phone: `+91 99400 0000${n}`,
  email: `waiting${n}@example.com`,
  date: EVENING,
  language: "en",
  consent: CONSENT,
  ...overrides,
});

const post = (path: string, body?: unknown) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
/** The leave tokens the joins answered, by their stored hash. */
const leaveTokens = new Map<string, string>();
async function join(body: unknown) {
  const res = await answer(await joinRoute(post("/api/appointments/waitlist", body), undefined));
  const leaveToken = typeof res.body.leaveUrl === "string" ? res.body.leaveUrl.split("/").pop()! : null;
  if (leaveToken) leaveTokens.set(hashManageToken(leaveToken), leaveToken);
  return res;
}
const token = (value: string) => ({ params: Promise.resolve({ token: value }) });
const claim = async (t: string) => answer(await claimRoute(post(`/api/appointments/waitlist/claim/${t}`), token(t)));
const leave = async (t: string) => answer(await leaveRoute(post(`/api/appointments/waitlist/leave/${t}`), token(t)));
const list = async (cookie: string, date = EVENING) =>
  answer(await listRoute(adminRequest(`/api/admin/waitlist?date=${date}`, { cookie }), undefined));
const offerByHand = async (cookie: string, id: number, body: unknown) =>
  answer(
    await offerRoute(adminRequest(`/api/admin/waitlist/${id}/offer`, { cookie, method: "POST", body }), {
      params: Promise.resolve({ id: String(id) }),
    }),
  );

/** Every time of the evening booked; answers the appointments by time. */
async function fullEvening(date = EVENING) {
  const rows = await seed(...SLOT_TIMES.map((time, i) => ({ name: `Booked Patient ${i}`, date, time })));
  return new Map(rows.map((a) => [a.preferredTime, a]));
}

/** The desk cancels the appointment at `time` (the status call, which offers the freed place). */
async function cancelAt(booked: Map<string, { id: number }>, time: string) {
  const res = await desk.setStatus({ id: booked.get(time)!.id, status: "Cancelled" });
  expect(res.status).toBe(200);
}

const offers = async () =>
  (await db().waitlistOffer.findMany({ orderBy: { id: "asc" }, include: { entry: true } })).map(
    (o) => `${o.entry.name}|${o.date} ${o.time}|${o.status}`,
  );
const openOffer = async (name: string) => {
  const o = await db().waitlistOffer.findFirstOrThrow({ where: { status: "open", entry: { name } } });
  return offerToken(o);
};
const entryStatus = async (name: string) => (await db().waitlistEntry.findFirstOrThrow({ where: { name } })).status;

describe("joining the waiting list", () => {
  it("only a full evening: open → 409 waitlist_not_full; full → 201 with a leave link; the same phone again → 409", async () => {
    const notFull = await join(person(1));
    expect(notFull).toMatchObject({ status: 409, body: { success: false, code: "waitlist_not_full" } });

    await fullEvening();
    const joined = await join(person(1));
    expect(joined.status).toBe(201);
    expect(joined.body.leaveUrl).toMatch(/\/waitlist\/leave\/[A-Za-z0-9_-]{32}$/);
    const again = await join(person(1, { name: "Someone Else", phone: "99400 00001" }));
    expect(again).toMatchObject({ status: 409, body: { code: "waitlist_duplicate", values: { date: EVENING } } });
    expect(await db().waitlistEntry.count()).toBe(1);
  });

  it("the booking's validation: a Sunday, no consent, a bad phone → 400 with the booking's codes; a closed evening → 409", async () => {
    expect((await join(person(1, { date: "2026-11-29" }))).body).toMatchObject({ code: "sunday" });
    expect((await join(person(1, { consent: undefined }))).body).toMatchObject({ code: "consent_required" });
    expect((await join(person(1, { phone: "12" }))).body).toMatchObject({ code: "phone_invalid" });
    await db().closure.create({ data: { startDate: EVENING, endDate: EVENING, reason: "Conference" } });
    expect(await join(person(1))).toMatchObject({ status: 409, body: { code: "waitlist_closed" } });
  });
});

describe("offers", () => {
  it("a cancellation offers the place to the first person waiting, by e-mail and WhatsApp, with a claim link and nothing medical", async () => {
    const booked = await fullEvening();
    await join(person(1));
    await join(person(2));
    await cancelAt(booked, "19:00");
    expect(await offers()).toEqual([`Meena Raman|${EVENING} 19:00|open`]);
    expect(await outbox({ kind: "waitlist-offer" })).toEqual([
      "waitlist-offer|email|queued|waiting1@example.com",
      "waitlist-offer|whatsapp|queued|919940000001",
    ]);
    await out.deliver();
    const link = await openOffer("Meena Raman");
    const mail = out.mails.find((m) => m.to.includes("waiting1@example.com"))!;
    expect(mail.text).toContain(`/waitlist/${link}`);
    expect(mail.text).toContain("Wednesday, 25 November 2026");
    expect(mail.text).not.toMatch(/ECG|Consultation|Breathless/);
    expect(templatesSent(out.whatsapp)).toEqual([
      {
        to: "919940000001",
        name: "waitlist_offer",
        parameters: [
          "Meena Raman",
          "Wednesday, 25 November 2026",
          "7:00 PM",
          expect.any(String),
          expect.stringContaining(`/waitlist/${link}`),
        ],
      },
    ]);
    // idempotent: another pass makes no second offer of the place
    expect(await reconcileWaitlist()).toBe(0);
  });

  it("an offer not claimed in 30 minutes goes to the next person; the first keeps waiting", async () => {
    const booked = await fullEvening();
    await join(person(1));
    await join(person(2));
    await cancelAt(booked, "19:00");
    setNow(new Date(now().getTime() + 31 * 60_000));
    await reconcileWaitlist();
    expect(await offers()).toEqual([
      `Meena Raman|${EVENING} 19:00|expired`,
      `Karthik Subramanian|${EVENING} 19:00|open`,
    ]);
    expect(await entryStatus("Meena Raman")).toBe("waiting");
  });

  it("no place is offered less than 60 minutes before its time", async () => {
    const booked = await fullEvening();
    await join(person(1));
    setNow(new Date("2026-11-25T12:30:00Z")); // 6:00 PM IST on the evening
    const free = (time: string) =>
      db().appointment.update({ where: { id: booked.get(time)!.id }, data: { status: "Cancelled", activeSlot: null } });
    await free("18:45");
    expect(await reconcileWaitlist()).toBe(0);
    expect(await offers()).toEqual([]);
    await free("19:15");
    expect(await reconcileWaitlist()).toBe(1);
    expect(await offers()).toEqual([`Meena Raman|${EVENING} 19:15|open`]);
  });

  it("one open offer per place: two freed places go to two people; the database refuses a second open offer of one place", async () => {
    const booked = await fullEvening();
    await join(person(1));
    await join(person(2));
    await join(person(3));
    await cancelAt(booked, "19:00");
    await cancelAt(booked, "20:00");
    expect(await offers()).toEqual([`Meena Raman|${EVENING} 19:00|open`, `Karthik Subramanian|${EVENING} 20:00|open`]);
    const third = await db().waitlistEntry.findFirstOrThrow({ where: { name: "Divya Krishnan" } });
    await expect(
      db().waitlistOffer.create({
        data: {
          entryId: third.id,
          date: EVENING,
          time: "19:00",
          tokenHash: "x".repeat(64),
          expiresAt: new Date(),
          slotKey: `${EVENING} 19:00`,
          createdAt: new Date(),
        },
      }),
    ).rejects.toThrow();
  });
});

describe("claiming", () => {
  it("one tap books the place: 201 with the manage link; the entry is booked; claiming again → 410", async () => {
    const booked = await fullEvening();
    await join(person(1));
    await cancelAt(booked, "19:00");
    const link = await openOffer("Meena Raman");
    const claimed = await claim(link);
    expect(claimed.status).toBe(201);
    expect(claimed.body).toMatchObject({ success: true, date: EVENING, time: "19:00" });
    expect(claimed.body.manageUrl).toMatch(/\/appointment\/[A-Za-z0-9_-]{32}$/);
    const appointment = await db().appointment.findUniqueOrThrow({ where: { activeSlot: `${EVENING} 19:00` } });
    expect(appointment).toMatchObject({ name: "Meena Raman", status: "", source: "web" });
    const manage = String(claimed.body.manageUrl).split("/").pop();
    expect((await manageTokenFor(appointment.timestamp)).token).toBe(manage);
    expect(await entryStatus("Meena Raman")).toBe("booked");
    expect(await outbox({ appointmentId: appointment.id })).toContain("confirmation|email|queued|waiting1@example.com");
    expect(await claim(link)).toMatchObject({ status: 410, body: { code: "offer_gone" } });
    expect(await claim("A".repeat(32))).toMatchObject({ status: 404, body: { code: "offer_not_found" } });
  });

  it("an expired offer → 410, and they are still waiting", async () => {
    const booked = await fullEvening();
    await join(person(1));
    await cancelAt(booked, "19:00");
    const link = await openOffer("Meena Raman");
    setNow(new Date(now().getTime() + 31 * 60_000));
    expect(await claim(link)).toMatchObject({ status: 410, body: { code: "offer_gone" } });
    expect(await entryStatus("Meena Raman")).toBe("waiting");
    expect(await db().appointment.count({ where: { activeSlot: `${EVENING} 19:00` } })).toBe(0);
  });

  it("the race: the offered person claims twice at once → one booking, the other 410", async () => {
    const booked = await fullEvening();
    await join(person(1));
    await cancelAt(booked, "19:00");
    const link = await openOffer("Meena Raman");
    const answers = await Promise.all([claim(link), claim(link)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 410]);
    expect(
      await db().appointment.count({ where: { preferredDate: EVENING, preferredTime: "19:00", status: "" } }),
    ).toBe(1);
  });

  it("the race: a public booking of the same time against the claim → exactly one booking; a losing claim is 410 and still waiting", async () => {
    const booked = await fullEvening();
    await join(person(1));
    await cancelAt(booked, "19:00");
    const link = await openOffer("Meena Raman");
    const [claimed, public_] = await Promise.all([
      claim(link),
      book(validBooking({ preferredDate: EVENING, preferredTime: "19:00" })),
    ]);
    expect([claimed.status, public_.status].sort()).toEqual([201, claimed.status === 201 ? 409 : 410].sort());
    expect(await db().appointment.count({ where: { activeSlot: `${EVENING} 19:00` } })).toBe(1);
    if (claimed.status === 410) {
      expect(claimed.body.code).toBe("offer_gone");
      expect(await entryStatus("Meena Raman")).toBe("waiting");
      expect(await offers()).toEqual([`Meena Raman|${EVENING} 19:00|withdrawn`]);
    } else {
      expect(public_.body.code).toBe("slot_taken");
    }
  });

  it("a public booking that took the offered time first: the claim is 410, the offer withdrawn, and they are still waiting", async () => {
    const booked = await fullEvening();
    await join(person(1));
    await cancelAt(booked, "19:00");
    const link = await openOffer("Meena Raman");
    expect((await book(validBooking({ preferredDate: EVENING, preferredTime: "19:00" }))).status).toBe(201);
    expect(await claim(link)).toMatchObject({ status: 410, body: { code: "offer_gone" } });
    expect(await entryStatus("Meena Raman")).toBe("waiting");
    expect(await offers()).toEqual([`Meena Raman|${EVENING} 19:00|withdrawn`]);
    expect(await db().appointment.count({ where: { activeSlot: `${EVENING} 19:00` } })).toBe(1);
  });
});

describe("the desk and leaving", () => {
  it("the desk reads the evening's list (not the assistant) and offers a free place by hand; leaving passes the offer on", async () => {
    const booked = await fullEvening();
    await join(person(1));
    await join(person(2));
    expect((await list(cookies.assistant)).status).toBe(403);
    // a place freed by deleting the booking directly (no pass yet): free for the desk to offer
    await db().appointment.delete({ where: { id: booked.get("20:30")!.id } });
    const before = await list(cookies.desk);
    expect(before.body).toMatchObject({ date: EVENING, freeTimes: ["20:30"] });
    const [first, second] = before.body.entries as { id: number; name: string; status: string; offer: unknown }[];
    expect([first.name, first.status, first.offer]).toEqual(["Meena Raman", "waiting", null]);

    expect((await offerByHand(cookies.desk, second.id, { time: "19:00" })).body).toMatchObject({
      code: "place_not_free",
    });
    const offered = await offerByHand(cookies.desk, second.id, { time: "20:30" });
    expect(offered).toMatchObject({ status: 201, body: { offer: { time: "20:30", status: "open" } } });
    expect((await offerByHand(cookies.desk, first.id, { time: "20:30" })).body).toMatchObject({ code: "offer_open" });

    // the second person leaves: their offer is withdrawn and goes to the first
    const entry = await db().waitlistEntry.findUniqueOrThrow({ where: { id: second.id } });
    const leaveToken = leaveTokens.get(entry.leaveTokenHash)!;
    expect(await leave(leaveToken)).toMatchObject({ status: 200, body: { waiting: false } });
    expect(await offers()).toEqual([
      `Karthik Subramanian|${EVENING} 20:30|withdrawn`,
      `Meena Raman|${EVENING} 20:30|open`,
    ]);
    expect(await entryStatus("Karthik Subramanian")).toBe("ended");
  });

  it("a patient cancelling by their link offers the place too; the evening passing ends the entries", async () => {
    await fullEvening();
    await join(person(1));
    // a booking of their own, cancelled by its manage link
    await db().appointment.deleteMany({ where: { preferredDate: EVENING, preferredTime: "20:45" } });
    const own = await book(validBooking({ preferredDate: EVENING, preferredTime: "20:45" }));
    const manageToken = String(own.body.manageUrl).split("/").pop()!;
    const cancelled = await answer(
      await cancelRoute(post(`/api/appointments/manage/${manageToken}/cancel`), token(manageToken)),
    );
    expect(cancelled.status).toBe(200);
    expect(await offers()).toEqual([`Meena Raman|${EVENING} 20:45|open`]);
    setNow(new Date("2026-11-26T06:30:00Z"));
    await reconcileWaitlist();
    expect(await entryStatus("Meena Raman")).toBe("ended");
    expect(await offers()).toEqual([`Meena Raman|${EVENING} 20:45|expired`]);
  });

  it("erasing a patient drops the waiting-list entries with their phone, linked or not", async () => {
    await fullEvening();
    await fullEvening("2026-11-26");
    const patient = await db().patient.create({
      data: { name: "Meena Raman", nameKey: "meena raman", phone: "+91 99400 00001", phoneKey: "9940000001" },
    });
    expect((await join(person(1))).status).toBe(201); // the same name and phone: linked
    // another evening under another name, the same phone: not linked
    expect((await join(person(2, { phone: "99400 00001", date: "2026-11-26" }))).status).toBe(201);
    expect((await join(person(3))).status).toBe(201); // someone else
    const entries = await db().waitlistEntry.findMany({ orderBy: { id: "asc" } });
    expect(entries.map((e) => e.patientId)).toEqual([patient.id, null, null]);
    await deletePatient(patient.id, "test-admin");
    expect((await db().waitlistEntry.findMany()).map((e) => e.name)).toEqual(["Divya Krishnan"]);
  });
});
