/**
 * The Messages screen and the dashboard's failed count (FEATURES.md §4) in Chromium, at 390
 * and 1280 px, against the production server (playwright.config.ts). That server has neither
 * SMTP nor WhatsApp configured, so no worker sends anything: the outbox rows here are written
 * straight into its database, as the domain would have left them — a confirmation that ran
 * out of attempts, a reminder sent, a reminder scheduled — and each test removes its rows and
 * its appointment at the end, pass or fail.
 */
import type { Page, TestInfo } from "@playwright/test";
import { book, expectNoA11yViolations, futureDate } from "../fixtures/e2e/appointments";
import { shot } from "../fixtures/e2e/admin-patients";
import { e2eDatabaseClient, expect, test } from "../fixtures/e2e/login";
import { expectNoSidewaysScroll } from "../fixtures/e2e/page-checks";

const HOUR = 3_600_000;

type Seeded = { failed: number; sent: number; scheduled: number; appointmentId: number; email: string };

/** An appointment of this project, and its three messages. The failed one is the oldest. */
async function seed(testInfo: TestInfo, request: Parameters<typeof book>[0]): Promise<Seeded> {
  const tag = testInfo.project.name;
  const booked = await book(request, testInfo, {
    name: `Messages ${tag}`,
    date: futureDate(testInfo, 33),
    time: "20:45",
  });
  const database = e2eDatabaseClient();
  const email = `messages.${tag}@example.com`;
  const at = Date.now();
  const base = { appointmentId: booked.id, payload: "{}" };
  const failed = await database.message.create({
    data: {
      ...base,
      channel: "email",
      kind: "confirmation",
      to: email,
      status: "failed",
      sendAt: new Date(at - 2 * HOUR),
      attempts: 5,
      lastError: `550 mailbox unavailable (${tag})`,
      createdAt: new Date(at - 3 * HOUR),
    },
  });
  const sent = await database.message.create({
    data: {
      ...base,
      channel: "whatsapp",
      kind: "reminder",
      to: "919840012345",
      status: "sent",
      sendAt: new Date(at - HOUR),
      sentAt: new Date(at - HOUR),
      attempts: 1,
      createdAt: new Date(at - HOUR),
    },
  });
  const scheduled = await database.message.create({
    data: {
      ...base,
      channel: "whatsapp",
      kind: "reminder",
      to: "919840012345",
      status: "scheduled",
      sendAt: new Date(at + 24 * HOUR),
      createdAt: new Date(at),
    },
  });
  return { failed: failed.id, sent: sent.id, scheduled: scheduled.id, appointmentId: booked.id, email };
}

async function cleanUp(ids: number[], appointmentIds: number[]) {
  const database = e2eDatabaseClient();
  await database.message.deleteMany({ where: { id: { in: ids } } });
  await database.appointment.deleteMany({ where: { id: { in: appointmentIds } } });
}

const messageRow = (page: Page, id: number) => page.locator(`tr[data-message-id="${id}"]`);
const rowStatuses = (page: Page) =>
  page.locator("tr[data-message-id]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-status")));

async function failedCount(page: Page): Promise<number> {
  const body = await (await page.request.get("/api/admin/stats")).json();
  return body.messages.failed;
}

test("with no channel configured, the screen says so calmly; an empty outbox shows no table", async ({
  page,
  login,
}, testInfo) => {
  await login("/admin/messages");
  const panel = page.getByTestId("messages-not-configured");
  await expect(panel.getByRole("heading", { name: "Automatic messages are off", level: 2 })).toBeVisible();
  await expect(panel).toContainText(
    "No e-mail or WhatsApp is configured, so nothing is sent automatically. Use Send on WhatsApp in Today's list.",
  );
  await expect(panel.getByRole("link", { name: /Today's list/ })).toHaveAttribute("href", "/admin/today-appointment");
  const outbox = await e2eDatabaseClient().message.count();
  if (outbox === 0) {
    // nothing to list: the explanation alone, no empty table and no "No messages yet"
    await expect(page.getByTestId("message-count")).toHaveCount(0);
    await expect(page.locator("table")).toHaveCount(0);
    await expect(page.getByText("No messages yet.")).toHaveCount(0);
  } else {
    // earlier messages (from when a channel was configured) are still listed below it
    await expect(page.getByTestId("message-count")).toHaveText(/in total$/);
  }
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await shot(page, testInfo, "messages-not-configured");
  // the dashboard says it in a word
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  if (outbox === 0) await expect(page.getByTestId("messages-summary")).toHaveText(/^Automatic messages are off\./);
});

test("the dashboard counts the failed messages; the Messages screen lists them first with their error, filters, and Retry queues one again", async ({
  page,
  request,
  login,
}, testInfo) => {
  const tag = testInfo.project.name;
  const seeded = await seed(testInfo, request);
  const ids = [seeded.failed, seeded.sent, seeded.scheduled];
  try {
    await login();

    // the dashboard: how many failed, in warning colours, leading to them
    const failedBefore = await failedCount(page);
    expect(failedBefore).toBeGreaterThanOrEqual(1);
    const summary = page.getByTestId("messages-summary");
    await expect(summary.locator(`[data-failed-messages="${failedBefore}"]`)).toHaveText(
      `${failedBefore} failed ${failedBefore === 1 ? "message" : "messages"}`,
    );
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, "dashboard-messages-failed");

    await summary.getByRole("link", { name: /Failed messages/ }).click();
    await expect(page).toHaveURL(/\/admin\/messages\?status=failed$/);
    await expect(page).toHaveTitle(/Messages/);
    await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Failed messages", level: 2 })).toBeVisible();
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("failed");
    const failedRow = messageRow(page, seeded.failed);
    await expect(failedRow).toContainText(`550 mailbox unavailable (${tag})`);
    await expect(failedRow).toContainText("Confirmation");
    await expect(failedRow).toContainText("E-mail");
    await expect(failedRow).toContainText(`Messages ${tag}`);
    await expect(failedRow).toContainText(seeded.email);
    expect(new Set(await rowStatuses(page))).toEqual(new Set(["failed"]));
    await expect(messageRow(page, seeded.sent)).toHaveCount(0);
    await expect(page.getByTestId("message-count")).toHaveText(
      `${failedBefore} failed ${failedBefore === 1 ? "message" : "messages"}`,
    );

    // every status: the failures first (the failed one is the oldest of the three), then the newest
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "All statuses" });
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await expect(messageRow(page, seeded.scheduled)).toBeVisible();
    const statuses = await rowStatuses(page);
    expect(statuses.slice(0, failedBefore)).toEqual(Array(failedBefore).fill("failed"));
    expect(statuses.slice(failedBefore)).not.toContain("failed");
    const order = await page
      .locator("tr[data-message-id]")
      .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute("data-message-id"))));
    expect(order.indexOf(seeded.failed)).toBeLessThan(order.indexOf(seeded.scheduled));
    expect(order.indexOf(seeded.scheduled)).toBeLessThan(order.indexOf(seeded.sent));
    await expect(messageRow(page, seeded.sent).getByTestId("message-status")).toHaveText("Sent");
    await expect(messageRow(page, seeded.sent)).toContainText("WhatsApp");
    await expect(messageRow(page, seeded.sent)).toContainText("+919840012345");
    await expect(messageRow(page, seeded.scheduled).getByTestId("message-status")).toHaveText("Scheduled");
    await expect(messageRow(page, seeded.scheduled)).toContainText("Due");
    await expect(messageRow(page, seeded.sent).getByRole("button", { name: /^Retry/ })).toHaveCount(0);
    const { total } = await (await page.request.get("/api/admin/messages")).json();
    await expect(page.getByTestId("message-count")).toHaveText(
      `${total.toLocaleString("en-IN")} ${total === 1 ? "message" : "messages"} in total`,
    );
    // no channel is configured on this server: said calmly, above the list
    await expect(page.getByTestId("messages-not-configured")).toContainText(
      "No e-mail or WhatsApp is configured, so nothing is sent automatically. Use Send on WhatsApp in Today's list.",
    );
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, "messages-all");

    // by kind: the reminders only, kept in the URL with the status
    await page.getByLabel("Kind", { exact: true }).selectOption({ label: "Reminder" });
    await expect(page).toHaveURL(/\/admin\/messages\?kind=reminder$/);
    await expect(messageRow(page, seeded.failed)).toHaveCount(0);
    await expect(messageRow(page, seeded.sent)).toBeVisible();
    await expect(messageRow(page, seeded.scheduled)).toBeVisible();
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Sent" });
    await expect(page).toHaveURL(/\/admin\/messages\?kind=reminder&status=sent$/);
    await expect(messageRow(page, seeded.scheduled)).toHaveCount(0);
    await expect(messageRow(page, seeded.sent)).toBeVisible();
    // Back shows the list before, as a shared link would
    await page.goBack();
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("");
    await expect(messageRow(page, seeded.scheduled)).toBeVisible();

    // Retry: queued again, the row says so and the database agrees
    await page.goto("/admin/messages");
    await messageRow(page, seeded.failed)
      .getByRole("button", { name: /^Retry/ })
      .click();
    // this server sends nothing by itself: the notice says the message waits in the queue
    await expect(page.locator('[data-notice="success"]')).toHaveText(
      /Queued again\. It goes out once e-mail or WhatsApp is configured\./,
    );
    await expect(messageRow(page, seeded.failed).getByTestId("message-status")).toHaveText("Queued");
    await expect(messageRow(page, seeded.failed).getByRole("button", { name: /^Retry/ })).toHaveCount(0);
    await expect(messageRow(page, seeded.failed)).toBeFocused();
    await expect
      .poll(async () => (await e2eDatabaseClient().message.findUniqueOrThrow({ where: { id: seeded.failed } })).status)
      .toBe("queued");
    await shot(page, testInfo, "messages-retried");

    // the dashboard's count follows
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    const failedAfter = failedBefore - 1;
    expect(await failedCount(page)).toBe(failedAfter);
    if (failedAfter > 0) await expect(summary.locator(`[data-failed-messages="${failedAfter}"]`)).toBeVisible();
    else await expect(summary).toHaveText(/Automatic messages are off\./);
    await expectNoSidewaysScroll(page);
    await shot(page, testInfo, "dashboard-messages-after-retry");
  } finally {
    await cleanUp(ids, [seeded.appointmentId]);
  }
});

test("Retry of a message no longer failed shows the server's words; an empty filter says so", async ({
  page,
  request,
  login,
}, testInfo) => {
  const seeded = await seed(testInfo, request);
  const ids = [seeded.failed, seeded.sent, seeded.scheduled];
  try {
    await login("/admin/messages?status=failed");
    const retry = messageRow(page, seeded.failed).getByRole("button", { name: /^Retry/ });
    await expect(retry).toBeVisible();
    // meanwhile another desk retried it
    await e2eDatabaseClient().message.update({ where: { id: seeded.failed }, data: { status: "queued" } });
    await retry.click();
    await expect(page.locator('[data-notice="error"]')).toHaveText(/Only a failed message can be retried\./);
    // the list is read again: the message is no longer among the failed
    await expect(messageRow(page, seeded.failed)).toHaveCount(0);

    await page.goto(`/admin/messages?status=cancelled&kind=running-late`);
    const { total } = await (await page.request.get("/api/admin/messages?status=cancelled&kind=running-late")).json();
    expect(total, "the spec's own data has none").toBe(0);
    await expect(page.getByText("No cancelled running late messages.")).toBeVisible();
    await expect(page.locator("table")).toHaveCount(0);
    await shot(page, testInfo, "messages-empty-filter");
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
  } finally {
    await cleanUp(ids, [seeded.appointmentId]);
  }
});
