import { adminRoute } from "@/lib/server/api";
import { ok, parse, readJson } from "@/lib/server/http";
import { messagingConfigured, previewRunningLate, sendRunningLate } from "@/lib/server/messages/desk";
import { MESSAGE_MESSAGES, runningLateQuery, runningLateSchema } from "@/lib/shared/validation/messages";

// Both are the desk's calls (FEATURES.md §5): an evening action desk mode keeps signed in.

/** Admin: the preview — tonight's remaining patients and the message they would get. */
export const GET = adminRoute({ searchParams: runningLateQuery, desk: true }, async ({ searchParams }) =>
  ok(await previewRunningLate(searchParams.minutes)),
);

/** Admin: "Doctor running late" `{minutes}` to tonight's remaining patients (FEATURES.md §4). */
export const POST = adminRoute({ desk: true }, async ({ req, audit }) => {
  const { minutes } = parse(runningLateSchema, await readJson(req));
  const sent = await sendRunningLate(minutes);
  await audit({
    action: "message.running-late",
    detail: `${minutes} minutes; ${sent.patients} patients, ${sent.messages} messages`,
  });
  const message = messagingConfigured()
    ? MESSAGE_MESSAGES.runningLateSent(sent.patients)
    : MESSAGE_MESSAGES.runningLateShown(sent.patients);
  return ok({ message, ...sent });
});
