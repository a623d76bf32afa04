"use client";

/**
 * Tonight (FEATURES.md §5), above Today's table: the receptionist's board for the evening.
 * Who is with the doctor and the big Next button; tonight's patients in time order with
 * their tokens, where they stand and the desk's actions (Check in, No-show); Add walk-in;
 * tonight's average consultation and how many wait; and desk mode's line (./desk-mode.tsx).
 *
 * The queue is the server's (components/admin/queue/queries.ts, refreshed every 15 s): each
 * action reloads it, and Next says which patient this screen shows in, so a press another
 * desk beat changes nothing (the answer then says who is in now). Refusals (409: not today,
 * with the doctor…) are shown in the panel in the server's words.
 */
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { SolidIcon } from "@/components/ui/solid-icon";
import type { CallNextAnswer, QueueEntry } from "@/lib/shared/api/queue";
import { formatSlot, isSunday, timeIst } from "@/lib/shared/clinic-time";
import { DEFAULT_CONSULT_MINUTES, type QueueStatus } from "@/lib/shared/validation/queue";
import { ApiError, NETWORK_MESSAGE } from "../ui/api";
import { shortDate } from "../appointments/appointment-format";
import { EmptyState, ListPending } from "../ui/list-states";
import { plural } from "../ui/list-toolbar";
import { Message } from "../ui/alert";
import { clinicToday } from "../appointments/queries";
import { useAdminNotice } from "../query/provider";
import {
  useBackToWaiting,
  useCallIn,
  useCallNext,
  useCheckIn,
  useNoShow,
  useTonightQueue,
  useUndoCheckIn,
} from "./queries";
import { useConfirm } from "../ui/confirm-dialog";
import { PatientProfileModal } from "../patients/patient-profile-modal";
import type { BookingRules } from "@/lib/shared/validation/booking";
import { DeskModeLine } from "./desk-mode";
import { tokenAndName, waitingInOrder } from "./queue-format";
import { mergeOrder, useMergeRecords } from "../patients/duplicates";
import { QueueRow } from "./queue-row";
import { WalkInDialog } from "./walk-in-dialog";
import { DialogButton } from "../ui/dialog-button";
import { CARD, FocusHeading } from "../ui/panel";
import { consultHref } from "../consult/consult-href";
import { useAdminSession } from "../session/session-context";
import { CLINICAL } from "@/lib/shared/roles";
import { BillDialog } from "../billing/bill-dialog";
import { WaitlistPanel } from "../waitlist/waitlist-panel";

/** The server's words for a refusal (409 and the like), or a plain line when it could not be reached. */
const problemOf = (error: Error) => (error instanceof ApiError ? error.message : NETWORK_MESSAGE);

/** "Now with the doctor": the patient's name, large, as a link to their chart or profile. */
const CURRENT_CLASS =
  "block min-h-11 text-left text-xl font-semibold text-slate-900 underline decoration-brand-300 underline-offset-4 hover:text-brand-800 sm:text-2xl";

export function TonightPanel({ bookingRules }: { bookingRules: BookingRules }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextHintId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const queue = useTonightQueue();
  const checkIn = useCheckIn();
  const noShow = useNoShow();
  const callNext = useCallNext();
  const callIn = useCallIn();
  const undoCheckIn = useUndoCheckIn();
  const backToWaiting = useBackToWaiting();
  const [ask, asking] = useConfirm();
  const [profile, setProfile] = useState<number | null>(null);
  const [billing, setBilling] = useState<QueueEntry | null>(null);
  const profileOpener = useRef<HTMLElement | null>(null);
  const showNotice = useAdminNotice();
  const [startMerge, merging] = useMergeRecords(({ tone, text }) => showNotice(text, tone));
  const [problem, setProblem] = useState<string | null>(null);
  /**
   * The row whose action just ended keeps the focus once the list shows its outcome:
   * `stale`, its status before a change that succeeded (null: it failed, nothing to wait for).
   */
  const [focusRequest, setFocusRequest] = useState<{ id: number; stale: QueueStatus | null; seq: number } | null>(null);
  const focusedSeq = useRef(0);
  const data = queue.data;
  const rows = data?.queue ?? null;
  const date = data?.date ?? clinicToday();
  const current = data?.current ?? null;
  const currentPatient = (current && rows?.find((r) => r.appointmentId === current.appointmentId)?.patientId) ?? null;
  // the doctor and the owner open the chart; the desk, the profile
  const canChart = useAdminSession().can(CLINICAL);
  const waiting = rows ? waitingInOrder(rows) : [];
  const places = new Map(waiting.map((e, i) => [e.appointmentId, i + 1]));
  const busyRow =
    [checkIn, noShow, undoCheckIn, backToWaiting].find((m) => m.isPending)?.variables ??
    (callIn.isPending ? callIn.variables.appointmentId : null);

  // Focus after a row's action: its first action left (Call in now or Undo check-in after Check in), else the row itself.
  useEffect(() => {
    if (!focusRequest || focusedSeq.current === focusRequest.seq || !rows) return;
    const entry = rows.find((e) => e.appointmentId === focusRequest.id);
    if (entry && entry.status === focusRequest.stale) return; // not read again yet
    focusedSeq.current = focusRequest.seq;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-appointment-id="${focusRequest.id}"]`);
    (
      row?.querySelector<HTMLElement>("[data-row-actions] button:not([disabled])") ??
      row ??
      headingRef.current
    )?.focus();
  }, [focusRequest, rows]);

  type RowCallbacks = {
    onSuccess: (answer: { message: string }) => void;
    onError: (error: Error) => void;
  };
  function rowAction(entry: QueueEntry, run: (appointmentId: number, callbacks: RowCallbacks) => void) {
    setProblem(null);
    const focusOn = (stale: QueueStatus | null) =>
      setFocusRequest((r) => ({ id: entry.appointmentId, stale, seq: (r?.seq ?? 0) + 1 }));
    run(entry.appointmentId, {
      onSuccess: ({ message }) => {
        showNotice(`${entry.name} — ${message}`, "success");
        focusOn(entry.status);
      },
      onError: (error) => {
        setProblem(problemOf(error));
        focusOn(null);
      },
    });
  }

  function markNoShow(entry: QueueEntry) {
    const who = entry.token === null ? entry.name : `${entry.name} (token ${entry.token})`;
    ask({
      title: "Mark No-show",
      question: `Mark ${who} as No-show? Use this when the patient did not come or has left.`,
      confirmLabel: "Mark No-show",
      onConfirm: () => rowAction(entry, noShow.mutate),
    });
  }

  function openProfile(patientId: number | null, opener: HTMLElement) {
    if (patientId === null) return;
    profileOpener.current = opener;
    setProfile(patientId);
  }

  /** Next, or (`pick`) a waiting patient called in out of token order. */
  function pressNext(pick?: QueueEntry) {
    if (callNext.isPending || callIn.isPending || !data) return;
    setProblem(null);
    const shown = current?.appointmentId ?? null;
    const onAnswer = {
      onSuccess: (answer: CallNextAnswer) => {
        const behind = !answer.changed && (answer.current?.appointmentId ?? null) !== shown;
        showNotice(
          behind ? `This screen was behind (another desk pressed Next): ${answer.message}` : answer.message,
          behind ? "info" : "success",
        );
      },
      onError: (error: Error) => setProblem(problemOf(error)),
    };
    if (pick) callIn.mutate({ appointmentId: pick.appointmentId, current: shown }, onAnswer);
    else callNext.mutate(shown, onAnswer);
  }

  const firstWaiting = waiting[0] ?? null;
  /** What Next will do, under the button. */
  const nextHint = current
    ? `Ends token ${current.token}; ${firstWaiting ? `calls in ${tokenAndName(firstWaiting)}` : "nobody is waiting"}.`
    : firstWaiting
      ? `Calls in ${tokenAndName(firstWaiting)}.`
      : "Nobody is waiting.";

  return (
    <section aria-labelledby={headingId} data-testid="tonight-panel" className={`${CARD} mb-6 overflow-hidden`}>
      <div className="flex flex-wrap items-start gap-x-6 gap-y-4 border-b border-slate-200 px-4 py-4 sm:px-6">
        <div className="mr-auto min-w-0">
          <FocusHeading id={headingId} ref={headingRef} className="text-lg font-semibold text-slate-900">
            Tonight <span className="font-normal text-slate-600">· {shortDate(date)}</span>
          </FocusHeading>
          <p className="mt-0.5 text-sm text-slate-600" data-testid="tonight-summary">
            {rows === null ? "Loading…" : summary(rows.length, waiting.length, data!.averageMinutes, data!.queue)}
          </p>
          {data?.runningLate && (
            <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-amber-800">
              <Icon name="clock" className="size-4" />
              Doctor running late: {data.runningLate.minutes} min (told at{" "}
              {formatSlot(timeIst(new Date(data.runningLate.since)))})
            </p>
          )}
          <div className="mt-2">
            <DeskModeLine />
          </div>
        </div>
        <DialogButton variant="neutral" size="dialog" className="min-h-11" dialog={WalkInDialog}>
          <SolidIcon name="plus" className="size-4" /> Add walk-in
        </DialogButton>
      </div>

      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 bg-slate-50 px-4 py-4 sm:px-6">
        <div className="mr-auto min-w-0" aria-live="polite">
          <p data-testid="tonight-current" className="text-slate-700">
            {current ? (
              <>
                <span className="block text-sm font-medium text-slate-600">Now with the doctor: </span>
                {canChart && currentPatient !== null ? (
                  // the doctor's screen: the chart with this visit (FEATURES.md §10)
                  <Link
                    href={consultHref(current.appointmentId, currentPatient)}
                    className={CURRENT_CLASS}
                    data-testid="tonight-current-patient"
                  >
                    {tokenAndName(current)}
                  </Link>
                ) : (
                  <button
                    type="button"
                    onClick={(e) => openProfile(currentPatient, e.currentTarget)}
                    className={CURRENT_CLASS}
                    data-testid="tonight-current-patient"
                    title="Open the patient's profile"
                  >
                    {tokenAndName(current)}
                  </button>
                )}
              </>
            ) : (
              <span className="block text-lg font-medium text-slate-700">Nobody is with the doctor</span>
            )}
          </p>
          {firstWaiting && (
            <p className="mt-1 text-sm text-slate-600" data-testid="tonight-next">
              Next in line: <span className="font-medium text-slate-800">{tokenAndName(firstWaiting)}</span>
              {waiting.length > 1 && (
                <>
                  {", then "}
                  {waiting
                    .slice(1, 6)
                    .map((e) => e.token)
                    .join(", ")}
                  {waiting.length > 6 ? "…" : ""}
                </>
              )}
            </p>
          )}
        </div>
        <div className="flex w-full flex-col items-stretch gap-1 sm:w-auto sm:items-end">
          <button
            type="button"
            onClick={() => pressNext()}
            disabled={!data || callNext.isPending}
            aria-busy={callNext.isPending || undefined}
            aria-describedby={nextHintId}
            className="inline-flex min-h-14 items-center justify-center gap-2 rounded-xl bg-brand-700 px-10 text-lg font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {callNext.isPending && (
              <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden />
            )}
            Next
          </button>
          <p id={nextHintId} className="max-w-xs text-xs text-slate-600 sm:text-right">
            {nextHint}
          </p>
        </div>
      </div>

      {problem && (
        <div
          className="flex items-start gap-2 border-t border-slate-200 px-4 py-3 sm:px-6"
          data-testid="tonight-problem"
        >
          <div className="min-w-0 flex-1">
            <Message tone="error">{problem}</Message>
          </div>
          <Button variant="ghost" size="dialog" className="min-h-11" onClick={() => setProblem(null)}>
            Dismiss
          </Button>
        </div>
      )}

      <ListPending what="tonight's list" loaded={rows !== null} query={queue} />

      {rows !== null && rows.length === 0 && (
        <div className="border-t border-slate-200">
          <EmptyState
            icon={<Icon name="users" className="size-4" />}
            message="No appointments tonight"
            hint={isSunday(date) ? "The clinic is closed on Sundays." : "Walk-ins can still be added."}
          />
        </div>
      )}

      {rows !== null && rows.length > 0 && (
        <ol
          ref={listRef}
          aria-label={`Tonight's patients, ${rows.length}`}
          className="divide-y divide-slate-100 border-t border-slate-200"
        >
          {rows.map((entry) => (
            <QueueRow
              key={entry.appointmentId}
              entry={entry}
              place={places.get(entry.appointmentId) ?? null}
              busy={busyRow === entry.appointmentId}
              actions={{
                onCheckIn: () => rowAction(entry, checkIn.mutate),
                onNoShow: () => markNoShow(entry),
                onCallIn: () => pressNext(entry),
                onUndoCheckIn: () => rowAction(entry, undoCheckIn.mutate),
                onBackToWaiting: () => rowAction(entry, backToWaiting.mutate),
                onOpen: (opener) => openProfile(entry.patientId, opener),
                onBill: (opener) => {
                  profileOpener.current = opener;
                  setBilling(entry);
                },
                // a merge moves clinical records: the doctor's and the owner's (the server refuses the desk)
                onMerge:
                  canChart && entry.possibleDuplicate
                    ? () => startMerge(mergeOrder(entry.patientId, entry.possibleDuplicate!.patientId))
                    : undefined,
              }}
            />
          ))}
        </ol>
      )}

      {/* the evening's waiting list (FEATURES.md §14): only when someone waits */}
      <WaitlistPanel date={date} className="m-4 sm:m-5" />

      {profile !== null && (
        <PatientProfileModal
          patientKey={String(profile)}
          bookingRules={bookingRules}
          returnFocus={profileOpener}
          onClose={() => setProfile(null)}
        />
      )}
      {billing && (
        <BillDialog
          target={{
            patientId: billing.patientId,
            patientName: billing.name,
            appointmentId: billing.appointmentId,
            service: billing.serviceRequired,
          }}
          returnFocus={profileOpener}
          onClose={() => setBilling(null)}
        />
      )}
      {asking}
      {merging}
    </section>
  );
}

/** "6 patients · 3 waiting · average consultation 12 min" (the default until one has ended tonight). */
function summary(patients: number, waiting: number, average: number, queue: readonly QueueEntry[]): string {
  const seen = queue.some((e) => e.status === "done" && e.calledAt);
  const consult = seen ? `average consultation ${average} min` : `about ${DEFAULT_CONSULT_MINUTES} min a patient`;
  return `${plural(patients, "patient", "patients")} · ${waiting} waiting · ${consult}`;
}
