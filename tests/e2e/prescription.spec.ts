/**
 * A prescription as the clinic writes and sends it (FEATURES.md §11, issue 32), on a server of
 * its own with a real SMTP server and a WhatsApp Cloud API double on loopback: the doctor
 * starts from a template, types a third medicine with the keyboard alone, sees the one warning
 * it raises, finalises and prints A5 (the PDF read back: generic names in capitals, the
 * registration number); it goes out by e-mail (the PDF attached) and WhatsApp (a document);
 * the patient's manage page downloads it in Tamil.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/worker";
import { account, addStaffAccount, bookedForTonight, ownServer, signInWithForm } from "../fixtures/e2e/own-server";
import { expectNoA11yViolations, animationsSettled } from "../fixtures/e2e/page-checks";
import { smtpStandIn } from "../fixtures/smtp";

const OWNER = account("rx-owner");
const DOCTOR = { ...account("rx-doctor"), name: "Dr. K. Srinivasan", registration: "TN-86420" };
const PATIENT = {
  name: "Meenakshi Sundaram",
  phone: "9840055501",
  email: "meenakshi@example.com",
  age: 58,
  sex: "Female",
} as const;

const mails: string[] = [];
const whatsapp: { path: string; body: string; type: string }[] = [];
const smtp = smtpStandIn((raw) => mails.push(raw));
const whatsappApi = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    whatsapp.push({
      path: req.url ?? "",
      body: Buffer.concat(chunks).toString("latin1"),
      type: req.headers["content-type"] ?? "",
    });
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(req.url?.endsWith("/media") ? { id: "media-1" } : { messages: [{ id: "wamid.1" }] }));
  });
});
let manageUrl = "";

// the stand-ins listen first: the server is told where they are
test.beforeAll(async () => {
  await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", r));
  await new Promise<void>((r) => whatsappApi.listen(0, "127.0.0.1", r));
});
test.afterAll(async () => {
  if (smtp.server.listening) await new Promise<void>((r) => smtp.close(() => r()));
  if (whatsappApi.listening) await new Promise<void>((r) => whatsappApi.close(() => r()));
});

const own = ownServer(OWNER, () => ({
  // the message worker runs, against the stand-ins
  CLINIC_DISABLE_SCHEDULER: "0",
  MESSAGE_POLL_SECONDS: "1",
  SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
  WHATSAPP_API_URL: `http://127.0.0.1:${(whatsappApi.address() as AddressInfo).port}/v21.0`,
  WHATSAPP_TOKEN: "test-token-123456",
  WHATSAPP_PHONE_NUMBER_ID: "1234567890",
}));

test.beforeAll(async () => {
  const owner = own.server.ctx;
  expect((await owner.post("/api/admin/login", { data: OWNER })).status()).toBe(200);
  await addStaffAccount(own, DOCTOR, "doctor");
  // the patient books on the website in Tamil, agreeing to WhatsApp; the appointment is then tonight's
  ({ manageUrl } = await bookedForTonight(
    own,
    { patient: PATIENT, ip: "198.18.9.1", nth: 1, time: "19:00", language: "ta", whatsApp: true },
    "18:00",
  ));
  // the doctor's template, saved earlier
  const template = await owner.post("/api/admin/prescription-templates", {
    data: {
      name: "After angioplasty",
      items: [
        { drug: "Aspirin", strength: "75 mg", form: "tablet", dose: "0-1-0", timing: "after-food", durationDays: null },
        {
          drug: "Clopidogrel",
          strength: "75 mg",
          form: "tablet",
          dose: "1-0-0",
          timing: "after-food",
          durationDays: 365,
        },
      ],
      advice: ["No heavy lifting for two weeks", "Walk 20 minutes a day"],
    },
  });
  expect(template.status(), await template.text()).toBe(201);
});

async function signIn(page: Page) {
  await signInWithForm(page, own, DOCTOR);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

test("the doctor writes a prescription from a template by keyboard, sees its warning, finalises, prints A5 and sends it", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await signIn(page);
  const appointment = await own.database.appointment.findFirstOrThrow({ where: { phone: { contains: "55501" } } });
  await page.goto(`${own.server.baseURL}/admin/consult?appointment=${appointment.id}&patient=${appointment.patientId}`);
  const rx = page.getByTestId("prescription");
  await expect(rx.getByRole("heading", { name: /Prescription/ })).toBeVisible();

  // from the template: two lines
  await rx.getByLabel("Start from a template").focus();
  await rx.getByLabel("Start from a template").selectOption({ label: "After angioplasty" });
  await expect(rx.getByTestId("rx-line")).toHaveCount(2);
  await expect(rx.getByLabel("2. Generic name")).toHaveValue("Clopidogrel");

  // the third by keyboard: Enter on a line starts the next; the list under the name, Enter takes it
  await rx.getByLabel("Days").nth(1).focus();
  await page.keyboard.press("Enter");
  const third = rx.getByLabel("3. Generic name");
  await expect(third).toBeFocused();
  await page.keyboard.type("omepr");
  await expect(page.getByRole("option", { name: /OMEPRAZOLE/i }).first()).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(third).toHaveValue("Omeprazole");
  await expect(rx.getByLabel(/^Strength/).nth(2)).toHaveValue("20 mg");
  await expect(rx.getByLabel(/^Dose/).nth(2)).toBeFocused();
  await page.keyboard.type("1-0-0");
  await page.keyboard.press("Tab");
  await page.keyboard.press("b"); // before food
  await page.keyboard.press("Tab");
  await page.keyboard.type("30");

  // kept as typed: the one warning, which says why, beside its two lines before Finalise
  const warnings = rx.getByTestId("rx-line-warnings");
  await expect(warnings).toHaveCount(2);
  await expect(warnings.nth(1)).toContainText("Clopidogrel with Omeprazole");
  await expect(rx.getByTestId("rx-save-status")).toHaveText(/^Saved/);
  await animationsSettled(page);
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, "prescription-draft-1280.png"), fullPage: true });
  await expectNoA11yViolations(page);

  // Finalise asks once, listing it; it does not block
  await rx.getByRole("button", { name: "Finalise" }).click();
  const question = page.getByRole("dialog", { name: "Finalise with these warnings?" });
  await expect(question.getByRole("listitem")).toHaveCount(1);
  await question.getByRole("button", { name: "Finalise anyway" }).click();
  await expect(rx.getByRole("heading", { name: /RX-\d{4}-000001/ })).toBeVisible();
  await expect(rx.getByTestId("rx-final-items")).toContainText(
    "Omeprazole 20 mg capsule — 1-0-0 · before food · 30 days",
  );

  // Print A5: the PDF the tab opens
  const href = await rx.getByRole("link", { name: "Print A5" }).getAttribute("href");
  expect(href).toMatch(/size=a5&lang=ta$/); // the patient reads Tamil
  const pdf = await page.request.get(`${own.server.baseURL}${href}`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  // read back by poppler's pdftotext (pdf.js gives Tamil in visual order)
  const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: await pdf.body() }).toString("utf8");
  for (const words of [
    "ASPIRIN",
    "CLOPIDOGREL",
    "OMEPRAZOLE",
    // the author's, not the configured doctor's (TN-00000)
    `Reg. No. ${DOCTOR.registration}`,
    "காலை 1 – மதியம் 0 – இரவு 0 · சாப்பிடும் முன் · 30 நாள்",
  ])
    expect(text).toContain(words);
  if (process.env.SHOTS_DIR)
    fs.writeFileSync(path.join(process.env.SHOTS_DIR, "prescription-a5-ta.pdf"), await pdf.body());

  // sent by e-mail: the real SMTP server receives it with the PDF attached, nothing medical in the words
  await rx.getByRole("button", { name: "Send by e-mail" }).click();
  await expect(rx.getByText(/^Prescription queued/)).toBeVisible();
  // (her booking's own confirmation goes out too: the one with a PDF is the prescription)
  const withPdf = () => mails.filter((m) => /Content-Type: application\/pdf/i.test(m));
  await expect.poll(() => withPdf().length, { timeout: 30_000 }).toBe(1);
  const mail = withPdf()[0];
  expect(mail).toMatch(/^To: .*meenakshi@example\.com/im);
  expect(mail).toMatch(/Content-Type: application\/pdf; name=.*RX-\d{4}-000001/i);
  const attached = /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(mail)![1];
  expect(Buffer.from(attached.replace(/\s/g, ""), "base64").subarray(0, 5).toString()).toBe("%PDF-");
  expect(mail.split(/Content-Type: application\/pdf/i)[0]).not.toMatch(/omeprazole|clopidogrel|aspirin/i);

  // on WhatsApp (she agreed): the PDF uploaded to the media endpoint, then a document template message
  await rx.getByRole("button", { name: "Send on WhatsApp" }).click();
  const documents = () => whatsapp.filter((c) => c.path.endsWith("/messages") && c.body.includes('"document"'));
  await expect.poll(() => documents().length, { timeout: 30_000 }).toBe(1);
  const upload = whatsapp.find((c) => c.path.endsWith("/media"))!;
  expect(upload.type).toMatch(/^multipart\/form-data/);
  expect(upload.body).toContain("%PDF-");
  const sent = JSON.parse(documents()[0].body);
  expect(sent).toMatchObject({ to: "919840055501", type: "template", template: { language: { code: "ta" } } });
  expect(JSON.stringify(sent.template.components)).toContain('"type":"document"');

  // the patient's own manage page offers it, in Tamil
  await page.goto(manageUrl);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: /உங்கள் மருந்துச் சீட்டு/ }).click();
  const file = await (await download).path();
  const tamil = execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
  expect(tamil).toContain("OMEPRAZOLE");
  expect(tamil).toContain("காலை 1 – மதியம் 0 – இரவு 0");
  void testInfo;
});
