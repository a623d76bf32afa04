/**
 * The evening's money (FEATURES.md §12, §13; issues 33 and 40), on a server of its own with UPI
 * configured: the owner sets the consultation fee (and the public pages show it in both
 * languages); the desk bills a checked-in patient from Tonight, shows the UPI QR code (decoded
 * here with jsQR and compared with the bill's upi:// link), records the payment, prints the
 * receipt (read back with pdftotext), and the day close shows the money and the bill. Then, at
 * 1024×768, a second patient's QR whole on screen, ₹800 in cash and a void that says the ₹800
 * goes back; the day close's refund line, and the owner closing the day.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/worker";
import { account, addStaffAccount, bookedForTonight, ownServer, signInWithForm } from "../fixtures/e2e/own-server";
import { animationsSettled, expectNoA11yViolations } from "../fixtures/e2e/page-checks";

const OWNER = account("bill-owner");
const DESK = { ...account("bill-desk"), name: "Front desk" };
const PATIENT = { name: "Rajendran Murugesan", phone: "9840066601", age: 64, sex: "Male" } as const;
const REFUNDED = { name: "Kamala Sundaram", phone: "9840066602", age: 58, sex: "Female" } as const;

const own = ownServer(OWNER, { UPI_VPA: "heartcare@okaxis", UPI_PAYEE_NAME: "HeartCare Clinic" });

test.beforeAll(async () => {
  const owner = own.server.ctx;
  expect((await owner.post("/api/admin/login", { data: OWNER })).status()).toBe(200);
  await addStaffAccount(own, DESK, "desk");
  // booked earlier for tonight, and here now
  const appointment = await bookedForTonight(
    own,
    { patient: PATIENT, ip: "198.18.9.40", nth: 1, time: "19:00", language: "en", whatsApp: false },
    "18:00",
  );
  const checkIn = await owner.post("/api/admin/queue/check-in", { data: { appointmentId: appointment.id } });
  expect(checkIn.status(), await checkIn.text()).toBe(200);
  // the second patient, here tonight too (booked by the desk's own call on a day of her own)
  const hers = await bookedForTonight(
    own,
    { patient: REFUNDED, ip: "198.18.10.41", nth: 2, time: "19:15", language: "en", whatsApp: false },
    "18:15",
  );
  expect((await owner.post("/api/admin/queue/check-in", { data: { appointmentId: hers.id } })).status()).toBe(200);
});

async function signIn(page: Page, who: { username: string; password: string }) {
  await signInWithForm(page, own, who);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

/** The QR code as the patient's phone would read it: the element's pixels, decoded by jsQR. */
async function decodeQr(page: Page): Promise<string | null> {
  const png = PNG.sync.read(await page.getByTestId("upi-qr").screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

test("the owner sets the fee; the desk bills a checked-in patient, takes UPI by QR, prints the receipt; the day close shows it", async ({
  page,
}) => {
  test.setTimeout(150_000);

  // the owner's fee, on the day close screen; the public pages say it in both languages
  await signIn(page, OWNER);
  await page.goto(`${own.server.baseURL}/admin/collections`);
  await page.getByLabel("Cardiac Consultation (₹)").fill("800");
  await page.getByLabel("ECG (₹)").fill("400");
  await page.getByRole("button", { name: "Save fees" }).click();
  await expect(page.getByText("Fees saved.")).toBeVisible();
  for (const [where, words] of [
    ["/contact", "Consultation fee"],
    ["/ta/patient-info", "ஆலோசனைக் கட்டணம்"],
  ] as const) {
    await page.goto(`${own.server.baseURL}${where}`);
    const fee = page.getByTestId("consultation-fee");
    await expect(fee).toContainText(words);
    await expect(fee).toContainText("₹800");
  }
  await page.context().clearCookies();

  // the desk, from Tonight: Bill on the checked-in patient's row
  await signIn(page, DESK);
  await page.goto(`${own.server.baseURL}/admin/today-appointment`);
  await page.getByRole("button", { name: `Bill ${PATIENT.name}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Item 1")).toHaveValue("Cardiac Consultation");
  await expect(dialog.getByLabel("Amount (₹)").first()).toHaveValue("800");
  await dialog.getByRole("button", { name: "Add line" }).click();
  await dialog.getByLabel("Item 2").fill("ECG");
  await dialog.getByLabel("Amount (₹)").nth(1).fill("400");
  await expect(dialog.getByTestId("bill-total")).toHaveText("₹1,200");
  await dialog.getByRole("button", { name: "Create bill" }).click();
  await expect(dialog.getByRole("heading", { name: /^Bill \d{4}-\d{2}\/0001$/ })).toBeVisible();
  await expect(dialog.getByTestId("bill-due")).toHaveText("₹1,200");
  const bill = await own.database.bill.findFirstOrThrow();
  expect(bill).toMatchObject({ total: 1200, status: "unpaid", patientName: PATIENT.name });

  // UPI: the QR the patient scans is the bill's link, and the screen says a scan confirms nothing
  await dialog.getByRole("button", { name: "UPI", exact: true }).click();
  await expect(dialog.getByTestId("upi-qr").locator("svg")).toBeVisible();
  await expect(dialog.getByText("Scanning does not tell us the patient has paid.")).toBeVisible();
  const link = await page.request.get(`${own.server.baseURL}/api/admin/bills/${bill.id}/upi`);
  const { uri } = (await link.json()) as { uri: string };
  expect(uri).toBe(
    `upi://pay?pa=heartcare@okaxis&pn=HeartCare%20Clinic&am=1200.00&cu=INR&tn=Bill%20${encodeURIComponent(
      bill.number,
    )}&tr=${encodeURIComponent(bill.number)}-1`,
  );
  await animationsSettled(page);
  expect(await decodeQr(page)).toBe(uri);
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, "bill-upi-1280.png"), fullPage: true });
  await expectNoA11yViolations(page);

  // the money shows in the clinic's account: the desk marks it received
  await dialog.getByLabel("Reference (optional)").fill("433912345678");
  await dialog.getByRole("button", { name: "Mark UPI payment received" }).click();
  await expect(dialog.getByTestId("bill-due")).toHaveText("₹0");
  await expect(dialog.getByTestId("bill-payments")).toContainText("UPI");
  expect(await own.database.bill.findUniqueOrThrow({ where: { id: bill.id } })).toMatchObject({
    paid: 1200,
    status: "paid",
  });

  // the receipt the A5 link prints, read back by poppler
  const href = await dialog.getByRole("link", { name: "Print receipt A5" }).getAttribute("href");
  const pdf = await page.request.get(`${own.server.baseURL}${href}`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: await pdf.body() }).toString("utf8");
  for (const words of [bill.number, "Reg. No. TN-00000", "Rupees One Thousand Two Hundred Only", PATIENT.name])
    expect(text).toContain(words);
  expect(text).toMatch(/UPI\s+.*433912345678/);
  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(dialog).toBeHidden();
  // tonight's row says he has paid
  await expect(
    page
      .getByTestId("tonight-panel")
      .locator(`[data-appointment-id="${bill.appointmentId}"]`)
      .getByTestId("queue-bill"),
  ).toHaveText("Paid");

  // the day close: the money by mode, and the bill
  await page.goto(`${own.server.baseURL}/admin/collections`);
  const totals = page.getByTestId("collections-totals");
  await expect(totals.locator('[data-total="upi"]')).toHaveText("₹1,200");
  await expect(totals.locator('[data-total="cash"]')).toHaveText("₹0");
  await expect(totals.locator('[data-total="total"]')).toHaveText("₹1,200");
  const row = page.getByTestId("collections-bills").getByRole("row", { name: new RegExp(PATIENT.name) });
  await expect(row).toContainText(bill.number);
  await expect(row).toContainText("Paid");
  await expectNoA11yViolations(page);
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, "collections-1280.png"), fullPage: true });

  // on the owner's phone: the bills scroll inside their card, the page never sideways
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("collections-bills")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("at 1024×768 the QR is whole on screen; a paid bill's void says what goes back; the day close shows the refund; the owner closes the day", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, DESK);
  await page.goto(`${own.server.baseURL}/admin/today-appointment`);
  await page.getByRole("button", { name: `Bill ${REFUNDED.name}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Item 1")).toHaveValue("Cardiac Consultation");
  await dialog.getByLabel("Amount (₹)").first().fill("800");
  await dialog.getByRole("button", { name: "Create bill" }).click();
  await expect(dialog.getByTestId("bill-due")).toHaveText("₹800");

  // the QR the patient scans: all of it inside the window, nothing cut at the fold
  await dialog.getByRole("button", { name: "UPI", exact: true }).click();
  const qr = dialog.getByTestId("upi-qr");
  await expect(qr.locator("svg")).toBeVisible();
  await expect(qr).toBeInViewport({ ratio: 1 });
  await animationsSettled(page);
  const box = (await qr.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(768);
  await page.screenshot({ path: testInfo.outputPath("bill-upi-1024x768.png") });
  if (process.env.SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SHOTS_DIR, "bill-upi-1024x768.png") });
  expect(await decodeQr(page)).toMatch(/^upi:\/\/pay\?pa=heartcare@okaxis&/);

  // ₹800 in cash
  await dialog.getByRole("button", { name: "Cash", exact: true }).click();
  await dialog.getByRole("button", { name: "Record cash payment" }).click();
  await expect(dialog.getByTestId("bill-due")).toHaveText("₹0");
  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(dialog).toBeHidden();

  // then voided from the day close: the dialog says the money goes back, and how
  await page.goto(`${own.server.baseURL}/admin/collections`);
  const bill = await own.database.bill.findFirstOrThrow({ where: { patientName: REFUNDED.name } });
  await page.getByRole("button", { name: `Open bill ${bill.number}` }).click();
  await expect(dialog.getByTestId("bill-view")).toBeVisible();
  await dialog.getByRole("button", { name: "Void bill" }).click();
  const voiding = page.getByRole("dialog", { name: /^Void bill / });
  await expect(voiding.getByTestId("void-refund")).toHaveText(
    "₹800 paid in cash will be refunded: give it back to the patient.",
  );
  await voiding.getByLabel("Reason").fill("Billed the wrong patient");
  await voiding.getByRole("button", { name: "Void bill" }).click();
  await expect(voiding).toBeHidden();
  await expect(dialog.getByTestId("bill-refunds")).toContainText("Refunded ₹800 (Cash)");
  expect(await own.database.refund.findMany({ where: { billId: bill.id } })).toMatchObject([
    { mode: "cash", amount: 800, reason: "Billed the wrong patient" },
  ]);
  await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(dialog).toBeHidden();

  // the day close: the refund as a line of its own, the cash net of it, and she is seen but not billed
  const refund = page.getByTestId("collections-refunds").getByRole("row", { name: new RegExp(REFUNDED.name) });
  await expect(refund).toContainText(bill.number);
  await expect(refund).toContainText("Refund · Cash");
  await expect(refund).toContainText("−₹800");
  await expect(page.getByTestId("collections-totals").locator('[data-refund-total="cash"]')).toHaveText(
    "after ₹800 refunded",
  );
  await expect(page.getByTestId("collections-unbilled")).toContainText(REFUNDED.name);
  await expect(page.getByTestId("day-open")).toContainText("until the owner closes it");
  await expect(page.getByRole("button", { name: "Close the day" })).toHaveCount(0);
  await expectNoA11yViolations(page);
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, "collections-refund-1024.png"), fullPage: true });
  await page.context().clearCookies();

  // the owner closes the day: stamped, and the figures stored
  await signIn(page, OWNER);
  await page.goto(`${own.server.baseURL}/admin/collections`);
  await page.getByRole("button", { name: "Close the day" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Close the day" }).click();
  await expect(page.getByTestId("day-closed")).toContainText(`Closed by ${OWNER.username}`);
  expect(await own.database.dayClose.count()).toBe(1);
  await page.screenshot({ path: testInfo.outputPath("collections-closed-1024.png"), fullPage: true });
});
