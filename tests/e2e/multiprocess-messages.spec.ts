/**
 * Two server processes on one PostgreSQL database send each message once (FEATURES.md §4):
 * both run the message worker (instrumentation.ts) against a real SMTP server started here on
 * loopback, and their claims on the outbox keep them from sending a message twice or losing
 * one. Starts its own two production servers (the build scripts/e2e.sh made) on a fresh
 * database; needs PostgreSQL (required in CI, skipped elsewhere without it).
 */
import type { AddressInfo } from "node:net";
import { Client } from "pg";
import { smtpStandIn } from "../fixtures/smtp";
import { type APIRequestContext } from "@playwright/test";
import { expect, test, freePort } from "./fixtures/worker";
import { clinicDay } from "../fixtures/dates";
import { pgAvailable, serversOnOneDatabase } from "../fixtures/e2e/shared-postgres";

const ADMIN = { username: "messages-admin", password: "multi-process-password-2" };
const CLINIC_INBOX = "desk@clinic.example";
/** Each server sends from its own address, so the envelope tells which process sent a message. */
const SENDERS = { a: "server-a@clinic.example", b: "server-b@clinic.example" };
const MESSAGES = 200;
const BOOKING_DAY = clinicDay(20);

test.describe.configure({ mode: "serial", timeout: 90_000 });

const shared = serversOnOneDatabase("clinic_messages", ADMIN);
let a: APIRequestContext;
let b: APIRequestContext;
let pg: Client | undefined;

/** An e-mail as the SMTP server received it: envelope sender and recipient, subject and text. */
type Mail = { from: string; to: string; subject: string; body: string };
const mails: Mail[] = [];

/** The raw message's headers unfolded and its quoted-printable soft line breaks and escapes undone. */
function readMail(from: string, to: string, raw: string): Mail {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw
    .slice(split + 4)
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { from, to, subject: /^Subject: (.*)$/im.exec(headers)?.[1] ?? "", body };
}

const smtp = smtpStandIn((raw, envelope) => mails.push(readMail(envelope.from, envelope.to, raw)));

function start(port: number, sender: string, smtpPort: number): Promise<APIRequestContext> {
  return shared.start(port, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: `HeartCare Clinic <${sender}>`,
    CLINIC_NOTIFY_EMAIL: CLINIC_INBOX,
    MESSAGE_POLL_SECONDS: "1",
  });
}

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one run is enough: it tests servers, not screens");
  test.skip(!pgAvailable && !process.env.CI, "PostgreSQL is not reachable");
  test.setTimeout(200_000);
  shared.create();
  // The SMTP server listens before the servers start, so no worker ever meets a closed port.
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  a = await start(await freePort(), SENDERS.a, smtpPort);
  b = await start(await freePort(), SENDERS.b, smtpPort);
  pg = new Client({ connectionString: shared.databaseUrl });
  await pg.connect();
});

test.afterAll(async () => {
  await pg?.end();
  await shared.close();
  if (smtp.server.listening) await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

type Row = {
  id: number;
  kind: string;
  to: string;
  appointmentId: number | null;
  status: string;
  attempts: number;
  claimedUntil: Date | null;
};

async function rows(where: string, values: unknown[] = []): Promise<Row[]> {
  const result = await pg!.query<Row>(
    `SELECT "id", "kind", "to", "appointmentId", "status", "attempts", "claimedUntil" FROM "Message" WHERE ${where} ORDER BY "id"`,
    values,
  );
  return result.rows;
}

const count = (list: string[]) =>
  list.reduce((seen, item) => seen.set(item, (seen.get(item) ?? 0) + 1), new Map<string, number>());

test(`${MESSAGES} queued e-mails go out once each, sent by both servers together`, async () => {
  const subject = (n: number) => `Outbox check #${n}`;
  await pg!.query(
    `INSERT INTO "Message" ("channel", "kind", "to", "payload", "status", "sendAt")
     SELECT 'email', 'confirmation', 'patient' || n || '@example.com',
            json_build_object('subject', 'Outbox check #' || n, 'text', 'Message number ' || n || '.')::text,
            'queued', now() AT TIME ZONE 'UTC'
     FROM generate_series(1, $1::int) AS n`,
    [MESSAGES],
  );

  await expect
    .poll(async () => (await rows(`"status" = 'sent'`)).length, { timeout: 60_000, intervals: [250] })
    .toBe(MESSAGES);

  const outbox = await rows(`"kind" = 'confirmation'`);
  expect(outbox).toHaveLength(MESSAGES);
  expect(outbox.filter((r) => r.status !== "sent" || r.attempts !== 1 || r.claimedUntil !== null)).toEqual([]);

  // A row is marked sent only after the SMTP server accepted it: every mail is in by now.
  const received = mails.filter((m) => m.subject.startsWith("Outbox check #"));
  const bySubject = count(received.map((m) => m.subject));
  const expected = Array.from({ length: MESSAGES }, (_, i) => subject(i + 1));
  expect([...bySubject.entries()].filter(([, n]) => n > 1)).toEqual([]); // none twice
  expect(expected.filter((s) => !bySubject.has(s))).toEqual([]); // none missing
  expect(received).toHaveLength(MESSAGES);
  for (const mail of received) {
    const n = Number(mail.subject.slice("Outbox check #".length));
    expect(mail.to).toBe(`patient${n}@example.com`);
    expect(mail.body).toContain(`Message number ${n}.`);
  }

  // Both processes' workers took part (the envelope sender says which one sent each).
  const bySender = count(received.map((m) => m.from));
  test.info().annotations.push({
    type: "senders",
    description: `server A ${bySender.get(SENDERS.a) ?? 0}, server B ${bySender.get(SENDERS.b) ?? 0}`,
  });
  expect(bySender.get(SENDERS.a) ?? 0).toBeGreaterThan(0);
  expect(bySender.get(SENDERS.b) ?? 0).toBeGreaterThan(0);
  expect([...bySender.keys()].sort()).toEqual([SENDERS.a, SENDERS.b]);
});

test("a booking made on one server: its confirmation arrives once, and its link opens on the other", async () => {
  const email = "meera.multi@example.com";
  const booked = await a.post("/api/appointments/book", {
    headers: { "x-forwarded-for": "203.0.113.77" },
    data: {
      patientName: "Meera Multiprocess",
      patientPhone: "9840177777",
      patientEmail: email,
      patientAge: 52,
      patientSex: "Female",
      serviceRequired: "ECG",
      preferredDate: BOOKING_DAY,
      preferredTime: "18:30",
    },
  });
  expect(booked.status()).toBe(201);
  const { manageUrl } = (await booked.json()) as { manageUrl: string };

  // The confirmation and the clinic's alert are due now; the reminder waits for its day.
  await expect
    .poll(async () => (await rows(`"to" = $1`, [email])).map((r) => `${r.kind}:${r.status}`), {
      timeout: 20_000,
      intervals: [250],
    })
    .toEqual(["confirmation:sent", "reminder:scheduled"]);
  const [confirmation] = await rows(`"to" = $1 AND "kind" = 'confirmation'`, [email]);
  expect(confirmation.attempts).toBe(1);
  const appointmentId = confirmation.appointmentId;
  await expect
    .poll(async () => (await rows(`"to" = $1`, [CLINIC_INBOX])).map((r) => `${r.kind}:${r.status}`))
    .toEqual(["clinic-alert:sent"]);
  const [alert] = await rows(`"to" = $1`, [CLINIC_INBOX]);
  expect(alert).toMatchObject({ appointmentId, attempts: 1 });

  const toPatient = mails.filter((m) => m.to === email);
  expect(toPatient).toHaveLength(1);
  expect(toPatient[0].subject).toMatch(/^Appointment booked: .* at 6:30 PM$/);
  expect(mails.filter((m) => m.to === CLINIC_INBOX)).toHaveLength(1);

  const link = /\/appointment\/([A-Za-z0-9_-]+)/.exec(toPatient[0].body);
  expect(link, "the confirmation carries the manage link").not.toBeNull();
  expect(link![0]).toBe(new URL(manageUrl).pathname);
  const opened = await b.get(`/api/appointments/manage/${link![1]}`, {
    headers: { "x-forwarded-for": "203.0.113.77" },
  });
  expect(opened.status()).toBe(200);
  expect((await opened.json()).appointment).toMatchObject({
    firstName: "Meera Multiprocess",
    date: BOOKING_DAY,
    time: "18:30",
    status: "",
  });
  // Seconds and many worker passes later, the first test's messages still arrived once each.
  expect(mails.filter((m) => m.subject.startsWith("Outbox check #"))).toHaveLength(MESSAGES);
});
