/**
 * The waiting list in Chromium (FEATURES.md §14), on the worker's own server and data, from a
 * 390 px phone: an evening of this spec's own is full (twelve times stored, the last booked
 * through the public API), a person joins its waiting list on the booking form, the booked patient
 * cancels by their manage link — which offers the freed place to the person waiting. Their claim
 * link (the token derived as the server derives it, from the offer and the server's link secret
 * in the e2e database) opens the claim page: the evening and time, one button; a tap books it and
 * the manage link opens the booking. The page fits the phone without sideways scroll.
 */
import { createHmac } from "node:crypto";
import type { TestInfo } from "@playwright/test";
import { formatLongDate, formatSlot, SLOT_TIMES } from "../../lib/shared/clinic-time";
import { MESSAGES } from "../../messages";
import { daysFromToday, nthClinicDay } from "../fixtures/dates";
import { clientAddresses } from "../fixtures/e2e/clients";
import { e2eDatabaseClient, expect, test } from "../fixtures/e2e/login";
import { expectNoA11yViolations, expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";
import { shot } from "../fixtures/e2e/manage";

const words = MESSAGES.en.booking.waitlist;
/** A clinic day far ahead, apart from the other specs' days. */
const ownDay = (testInfo: TestInfo) =>
  nthClinicDay(daysFromToday(330 + (testInfo.project.name === "desktop" ? 5 : 0)), 0);
const clientIp = clientAddresses("100.64.44", 100);

/** The claim link's token as lib/server/domain/waitlist-offers.ts offerToken derives it. */
async function claimToken(name: string): Promise<string> {
  const database = e2eDatabaseClient();
  const offer = await database.waitlistOffer.findFirstOrThrow({ where: { status: "open", entry: { name } } });
  const secret = await database.authSecret.findUniqueOrThrow({ where: { name: "manage-link" } });
  return createHmac("sha256", Buffer.from(secret.value, "base64url"))
    .update(`waitlist-offer:${offer.entryId}:${offer.date} ${offer.time}:${offer.createdAt.getTime()}`)
    .digest()
    .subarray(0, 24)
    .toString("base64url");
}

test("a freed place claimed in one tap from a 390 px phone", { tag: "@mobile" }, async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the phone's journey: the mobile project runs it");
  const date = ownDay(testInfo);
  const last = SLOT_TIMES[SLOT_TIMES.length - 1];
  const database = e2eDatabaseClient();
  // the evening full: every time but the last stored, the last booked by a patient through the API
  for (const [i, time] of SLOT_TIMES.slice(0, -1).entries()) {
    const phone = `9631${String(i).padStart(6, "0")}`;
    await database.patient.create({
      data: {
        name: `Evening Patient ${i}`,
        nameKey: `evening patient ${i}`,
        phone,
        phoneKey: phone,
        appointments: {
          create: {
            timestamp: `${date}T00:00:00.${String(i).padStart(3, "0")}Z`,
            name: `Evening Patient ${i}`,
            phone,
            serviceRequired: "ECG",
            preferredDate: date,
            preferredTime: time,
            activeSlot: `${date} ${time}`,
          },
        },
      },
    });
  }
  const booked = await page.request.post("/api/appointments/book", {
    headers: { "x-forwarded-for": clientIp(testInfo) },
    data: {
      patientName: "Prakash Iyer",
      patientPhone: "+91 96320 00001",
      patientAge: 58,
      patientSex: "Male",
      serviceRequired: "ECG",
      preferredDate: date,
      preferredTime: last,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const manageToken = String((await booked.json()).manageUrl)
    .split("/")
    .pop();

  // the full evening typed on the booking form: its waiting list is offered, and joined
  const name = "Lakshmi Venkat";
  await page.goto("/contact");
  await page.getByLabel(MESSAGES.en.booking.slots.date).fill(date);
  await page.getByRole("button", { name: words.join }).click();
  const form = page.getByTestId("waitlist-join");
  await form.getByLabel(MESSAGES.en.booking.fields.name).fill(name);
  await form.getByLabel(MESSAGES.en.booking.fields.phone).fill("+91 96320 00002");
  await form.getByLabel(MESSAGES.en.booking.consent.agree).check();
  await form.getByRole("button", { name: words.submit }).click();
  await expect(form.getByRole("status")).toContainText(words.joined.replace("{date}", formatLongDate(date)));
  await expect(form.getByRole("link", { name: words.leaveLink })).toHaveAttribute("href", /\/waitlist\/leave\//);
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, "waitlist-joined", form);

  // the booked patient cancels: the place is offered to the person waiting
  const cancelled = await page.request.post(`/api/appointments/manage/${manageToken}/cancel`, {
    headers: { "x-forwarded-for": clientIp(testInfo) },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await page.goto(`/waitlist/${await claimToken(name)}`);
  await expect(page.getByRole("heading", { name: words.claim.title, level: 1 })).toBeVisible();
  await expect(page.getByText(`A place is free on ${formatLongDate(date)} at ${formatSlot(last)}.`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "waitlist-claim");

  await page.getByRole("button", { name: words.claim.button }).click();
  await expect(page.getByRole("status")).toContainText(
    `Your appointment is booked for ${formatLongDate(date)} at ${formatSlot(last)}.`,
  );
  // the manage link is absolute (SITE_URL): opened here on the worker's own server
  await shot(page, testInfo, "waitlist-claimed");
  const manage = page.getByRole("link", { name: words.claim.manage });
  await expect(manage).toHaveAttribute("href", /\/appointment\/[A-Za-z0-9_-]{32}$/);
  await page.goto(new URL((await manage.getAttribute("href"))!).pathname);
  await expect(page.getByText(formatLongDate(date)).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});
