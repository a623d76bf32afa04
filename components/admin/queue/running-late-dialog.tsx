"use client";

/**
 * "Doctor running late" from Today's list (FEATURES.md §4): the receptionist picks how late
 * (a chip or any whole number of minutes from 5 to 180), sees who will be told and the words
 * they get (GET /api/admin/messages/running-late?minutes=N: tonight's remaining patients —
 * pending, today, their time not more than half an hour gone), and sends it (POST {minutes}).
 * The server records the notice for tonight either way (the patients' appointment pages show
 * it); with no channel set up nothing goes out, so the dialog says so, its button reads "Show
 * to N patients", and the rows' WhatsApp links are the way to tell them. The server's answer
 * is shown as a notice.
 *
 * Each patient is told once per evening per delay (issue 26): the preview says for each how
 * they will be told — by which channel, already told of these minutes, or in person and why
 * (a walk-in or checked in: at the clinic; no e-mail and no WhatsApp consent…). After a send
 * that leaves anyone to tell in person, the dialog stays open with the server's answer: who was
 * messaged, how, and the list to tell in person.
 */
import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogButton } from "../ui/dialog-button";
import { Icon } from "@/components/ui/icon";
import { formatSlot } from "@/lib/shared/clinic-time";
import { MESSAGE_MESSAGES, RUNNING_LATE_MINUTES, runningLateQuery } from "@/lib/shared/validation/messages";
import type { RunningLatePlan, RunningLatePreview as Preview, RunningLateSent as Sent } from "@/lib/shared/api/outbox";
import { adminJson } from "../ui/api";
import { Message } from "../ui/alert";
import { FormFooter, Modal, type ModalProps } from "../ui/modal";
import { useAdminForm } from "../ui/use-admin-form";
import { invalidateAfter, useAdminMutation, useAdminQuery } from "../query/hooks";
import { useAdminNotice } from "../query/provider";

/** The usual delays, one press each. */
export const RUNNING_LATE_CHIPS = [10, 15, 20, 30, 45, 60] as const;

const CHANNEL_NAMES: Record<string, string> = { email: "e-mail", whatsapp: "WhatsApp" };
const byChannels = (channels: string[]) => `By ${channels.map((c) => CHANNEL_NAMES[c] ?? c).join(" and ")}`;

/** How each patient is told, by id: the channels, already told, or in person and why. */
type How = { text: string; inPerson: boolean };
function howTold(plan: RunningLatePlan, minutes: number | null): Map<number, How> {
  return new Map<number, How>([
    ...plan.reach.map((p) => [p.id, { text: byChannels(p.channels), inPerson: false }] as [number, How]),
    ...plan.alreadyTold.map(
      (p) =>
        [p.id, { text: `Already told of ${minutes ?? "these"} minutes: not messaged again`, inPerson: false }] as [
          number,
          How,
        ],
    ),
    ...plan.inPerson.map((p) => [p.id, { text: p.reason, inPerson: true }] as [number, How]),
  ]);
}

/** The typed minutes as a number the server takes (its own check of the preview's ?minutes=), or null. */
function minutesOf(typed: string): number | null {
  const check = runningLateQuery.safeParse({ minutes: typed });
  return check.success ? check.data.minutes : null;
}

/** The preview for `minutes`: read when the number changes, the last one kept on screen meanwhile. */
function useRunningLatePreview(minutes: number | null) {
  return useAdminQuery({
    queryKey: ["running-late-preview", minutes] as const,
    queryFn: ({ background, signal }, [, n]) =>
      adminJson<Preview>(`/api/admin/messages/running-late?minutes=${n}`, { background, signal }),
    enabled: minutes !== null,
    placeholderData: keepPreviousData,
    gcTime: 0,
    meta: { errorLog: "Error previewing the running-late message:" },
  });
}

function useSendRunningLate() {
  const client = useQueryClient();
  return useAdminMutation({
    mutationFn: (minutes: number) =>
      adminJson<Sent>(
        "/api/admin/messages/running-late",
        { json: { minutes } },
        "Could not send the message. Please try again.",
      ),
    onSuccess: () => invalidateAfter(client, "runningLateSent"),
    meta: { errorLog: "Error sending the running-late message:" },
  });
}

/** The toolbar button of Today's list that opens the dialog. */
export function RunningLateButton() {
  return (
    <DialogButton variant="neutral" size="toolbar" dialog={RunningLateDialog}>
      <Icon name="clock" className="size-4" /> Running late
    </DialogButton>
  );
}

type DialogProps = Pick<ModalProps, "onClose" | "returnFocus">;

/** What both of the dialog's faces (the form, and the answer after a send) are framed by. */
const frame = ({ onClose, returnFocus }: DialogProps) =>
  ({ title: "Doctor running late", onClose, returnFocus, size: "sm", "data-testid": "running-late-dialog" }) as const;

export function RunningLateDialog({ onClose, returnFocus }: DialogProps) {
  const formId = useId();
  const inputId = useId();
  const previewId = useId();
  const { setForm, field, values, set, error, submit, fail, problem } = useAdminForm({
    schema: runningLateQuery,
    defaultValues: { minutes: "15" },
  });
  const minutes = minutesOf(values.minutes);
  const preview = useRunningLatePreview(minutes);
  const send = useSendRunningLate();
  const showNotice = useAdminNotice();
  const [sent, setSent] = useState<Sent | null>(null);

  const data = preview.data;
  const told = data ? howTold(data, minutes) : new Map<number, How>();
  const nobody = data !== undefined && data.recipients.length === 0;
  // no channel: the notice only goes on the patients' appointment pages
  const showOnly = data?.configured === false;
  const verb = showOnly ? "Show" : "Send";

  const tell = submit((input) =>
    send.mutate(input.minutes, {
      onSuccess: (answer) => {
        // anyone left to tell in person: the answer stays on screen as the desk's list
        if (data?.configured && answer.inPerson.length > 0) {
          setSent(answer);
          return;
        }
        showNotice(answer.message, "success");
        onClose();
      },
      onError: (caught) => fail(caught),
    }),
  );

  if (sent) return <RunningLateSent sent={sent} {...frame({ onClose, returnFocus })} />;

  // the minutes are checked as they are typed: Send waits for a number the server takes
  const wrong = minutes === null ? MESSAGE_MESSAGES.minutes : error("minutes");

  return (
    <Modal
      {...frame({ onClose, returnFocus })}
      description="Tell tonight's remaining patients that their appointment will start later."
      dismissible={!send.isPending}
      footer={
        <FormFooter
          message={problem ? { tone: "error", text: problem } : null}
          formId={formId}
          busy={send.isPending}
          onCancel={onClose}
          submitLabel={nobody ? verb : submitLabel(data, verb)}
          busyLabel={showOnly ? "Saving…" : "Sending…"}
          submitDisabled={send.isPending || minutes === null || nobody}
        />
      }
    >
      <form
        id={formId}
        ref={setForm}
        onSubmit={(event) => (send.isPending ? event.preventDefault() : void tell(event))}
        noValidate
        className="grid gap-5"
      >
        {showOnly && (
          <Message tone="warning">
            E-mail and WhatsApp sending are not set up on this server, so no message goes out: the notice is put on the
            patients&apos; appointment pages. To tell them, use the WhatsApp links in Today&apos;s list.
          </Message>
        )}
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">How late is the doctor?</legend>
          <div className="flex flex-wrap gap-2">
            {RUNNING_LATE_CHIPS.map((chip) => (
              <label key={chip} className="cursor-pointer">
                <input
                  type="radio"
                  name={`${formId}-chip`}
                  value={chip}
                  checked={minutes === chip}
                  onChange={() => set("minutes", String(chip))}
                  className="peer sr-only"
                />
                <span className="inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-700 transition-colors hover:border-brand-600 hover:bg-brand-50 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-checked:hover:border-brand-800 peer-checked:hover:bg-brand-800 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600/40 peer-focus-visible:ring-offset-1">
                  {chip} min
                </span>
              </label>
            ))}
          </div>
          <div className="mt-3 flex items-center gap-2">
            <label htmlFor={inputId} className="text-sm text-slate-700">
              Or minutes:
            </label>
            <input
              id={inputId}
              name="minutes"
              type="number"
              inputMode="numeric"
              min={RUNNING_LATE_MINUTES.min}
              max={RUNNING_LATE_MINUTES.max}
              step={1}
              value={values.minutes}
              onChange={(e) => field("minutes").onValueChange(e.target.value)}
              aria-invalid={wrong ? true : undefined}
              aria-describedby={wrong ? `${inputId}-problem` : undefined}
              className="block w-24 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-invalid:border-heart-600"
            />
          </div>
          {wrong && (
            <p id={`${inputId}-problem`} className="mt-1.5 text-sm text-heart-700">
              {wrong}
            </p>
          )}
        </fieldset>

        <section
          aria-labelledby={previewId}
          aria-busy={preview.isFetching || undefined}
          data-testid="running-late-preview"
        >
          <h3 id={previewId} className="mb-2 text-sm font-medium text-slate-700">
            Who will be told
          </h3>
          {preview.isError && !data ? (
            <Message tone="error">{preview.error.message}</Message>
          ) : !data ? (
            <p className="text-sm text-slate-500">{minutes === null ? "Choose the minutes first." : "Loading…"}</p>
          ) : nobody ? (
            <Message tone="info">{MESSAGE_MESSAGES.nobodyLeft}</Message>
          ) : (
            <div className="grid gap-3">
              <ul
                className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
                aria-label="Tonight's remaining patients"
              >
                {data.recipients.map((r) => {
                  const how = told.get(r.id);
                  return (
                    <li key={r.id} className="px-3 py-2 text-sm">
                      <span className="flex items-baseline justify-between gap-3">
                        <span className="min-w-0 truncate font-medium text-slate-800">{r.name}</span>
                        <span className="shrink-0 tabular-nums text-slate-600">{formatSlot(r.time)}</span>
                      </span>
                      {how && (
                        <span
                          className={`block text-xs ${how.inPerson ? "font-medium text-amber-900" : "text-slate-600"}`}
                        >
                          {how.text}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
              {data.text && (
                <figure>
                  <figcaption className="mb-1.5 text-sm font-medium text-slate-700">
                    The message{data.recipients.length > 1 ? ` (as ${data.recipients[0].name} gets it)` : ""}
                  </figcaption>
                  <p
                    data-testid="running-late-text"
                    className="whitespace-pre-wrap rounded-lg bg-slate-50 px-3.5 py-3 text-sm leading-relaxed text-slate-700 ring-1 ring-slate-200"
                  >
                    {data.text}
                  </p>
                </figure>
              )}
            </div>
          )}
        </section>
      </form>
    </Modal>
  );
}

const plural = (n: number) => `${n} ${n === 1 ? "patient" : "patients"}`;

/**
 * "Send to 2 patients" — the ones a message reaches now (issue 40: never more than will get
 * one); "Send to 1 of 3 patients" when others are told in person or were told already.
 * "Show to …" when no channel is set up: the notice goes on every remaining patient's page.
 */
function submitLabel(data: Preview | undefined, verb: string): string {
  if (!data) return `${verb} to them`;
  const all = data.recipients.length;
  if (!data.configured) return `${verb} to ${plural(all)}`;
  return data.reachable === all ? `${verb} to ${plural(all)}` : `${verb} to ${data.reachable} of ${plural(all)}`;
}

/** The server's answer after a send that left patients to tell in person: who was messaged and how, and that list. */
function RunningLateSent({ sent, ...framed }: { sent: Sent } & ReturnType<typeof frame>) {
  return (
    <Modal
      {...framed}
      description={
        sent.reachable === 0
          ? "Nobody could be messaged: tell them in person."
          : `Messaged ${plural(sent.reachable)}. Some patients must be told in person.`
      }
      footer={
        <div className="flex justify-end">
          <Button variant="neutral" onClick={framed.onClose}>
            Close
          </Button>
        </div>
      }
    >
      <div className="grid gap-4 text-sm" data-testid="running-late-sent">
        <Message tone="success">{sent.message}</Message>
        {sent.reach.length > 0 && (
          <section aria-label="Messaged now">
            <h3 className="mb-1.5 font-medium text-slate-700">Messaged now</h3>
            <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200">
              {sent.reach.map((p) => (
                <li key={p.id} className="flex items-baseline justify-between gap-3 px-3 py-2">
                  <span className="min-w-0 truncate font-medium text-slate-800">{p.name}</span>
                  <span className="shrink-0 text-xs text-slate-600">{byChannels(p.channels)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-label="Tell in person">
          <h3 className="mb-1.5 font-medium text-amber-900">Tell in person</h3>
          <ul className="divide-y divide-slate-100 rounded-lg ring-1 ring-amber-200">
            {sent.inPerson.map((p) => (
              <li key={p.id} className="px-3 py-2">
                <span className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 truncate font-medium text-slate-800">
                    {p.token !== null ? `Token ${p.token} · ` : ""}
                    {p.name}
                  </span>
                  <span className="shrink-0 tabular-nums text-slate-600">{formatSlot(p.time)}</span>
                </span>
                <span className="block text-xs text-slate-600">{p.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Modal>
  );
}
