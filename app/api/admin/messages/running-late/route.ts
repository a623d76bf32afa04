import { adminRoute, otherMethods } from "@/lib/server/api";
import { ok, parse, readJson } from "@/lib/server/http";
import { messagingConfigured, previewRunningLate, sendRunningLate } from "@/lib/server/messages/desk";
import type { RunningLatePreview, RunningLateSent } from "@/lib/shared/api/outbox";
import { MESSAGE_MESSAGES, runningLateQuery, runningLateSchema } from "@/lib/shared/validation/messages";
import { STAFF } from "@/lib/shared/roles";

// Both are the desk's calls (FEATURES.md §5): an evening action desk mode keeps signed in.
// Their answers are about tonight's remaining patients only, as the dialog shows them: whole.

/** Admin: the preview — tonight's remaining patients and the message they would get. */
export const GET = adminRoute(
  { roles: STAFF, searchParams: runningLateQuery, desk: { answer: "whole" } },
  async ({ searchParams }) => ok((await previewRunningLate(searchParams.minutes)) satisfies RunningLatePreview),
);

/**
 * Admin: "Doctor running late" `{minutes}` to tonight's remaining patients (FEATURES.md §4):
 * once per evening per delay. The answer names who was messaged and how (`reach`), who had
 * been told of these minutes already (`alreadyTold`) and whom the desk must tell in person,
 * with why (`inPerson`).
 */
export const POST = adminRoute({ roles: STAFF, desk: { answer: "whole" } }, async ({ req, audit }) => {
  const { minutes } = parse(runningLateSchema, await readJson(req));
  const sent = await sendRunningLate(minutes);
  await audit({
    action: "message.running-late",
    detail: `${minutes} minutes; ${sent.patients} patients, ${sent.messages} messages, ${sent.inPerson.length} in person`,
  });
  const message = messagingConfigured()
    ? MESSAGE_MESSAGES.runningLateSent(sent.reach.length, sent.alreadyTold.length, sent.inPerson.length)
    : MESSAGE_MESSAGES.runningLateShown(sent.patients);
  return ok({ message, ...sent } satisfies RunningLateSent);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
