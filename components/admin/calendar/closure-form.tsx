"use client";

/**
 * "Close the clinic": the days picked on the grid, what is on them already, and the form
 * that closes them — whole days, or part of one evening (from a slot time up to, not
 * including, the end time; "end of evening" closes the last slot too) — with the reason
 * patients will see. Checked with the shared closureSchema before POST /api/admin/closures;
 * a refused field (400) shows at its field, a duplicate (409) above the button.
 */
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import type { ClosureAdded, MonthDay } from "@/lib/shared/api/calendar";
import { blockedTimes, type ClosureRecord } from "@/lib/shared/calendar";
import { formatSlot } from "@/lib/shared/clinic-time";
import { closureSchema, MAX_REASON_LENGTH } from "@/lib/shared/validation/calendar";
import { Message } from "../ui/alert";
import { useAddClosure } from "./queries";
import { endTimeLabel, endTimesAfter, onlySundays, rangeText, START_TIMES, type DayRange } from "./calendar-format";
import { Panel } from "../ui/panel";
import { useAdminForm } from "../ui/use-admin-form";
import { DayDetails } from "./closure-day";

export function ClosurePanel({
  selection,
  awaitingEnd,
  day,
  slotsPerEvening,
  closuresOn,
  onClear,
  onAdded,
  onRemove,
}: {
  selection: DayRange | null;
  /** one day picked, the next pick makes it a range */
  awaitingEnd: boolean;
  /** the picked day's evening, when one day is picked */
  day: MonthDay | undefined;
  slotsPerEvening: number;
  /** the closures on the picked days */
  closuresOn: ClosureRecord[];
  onClear: () => void;
  onAdded: (added: ClosureAdded) => void;
  onRemove: (closure: ClosureRecord) => void;
}) {
  return (
    <Panel title="Close the clinic" testId="closure-panel">
      {!selection ? (
        <p className="mt-2 text-sm text-slate-600">
          Pick a day on the calendar, or a first and then a last day for several. Shift with a click (or with Enter)
          extends the days from the first one.
        </p>
      ) : (
        <div className="mt-3 space-y-4">
          <div className="flex items-start justify-between gap-3 rounded-xl bg-brand-50 px-3.5 py-3 ring-1 ring-brand-100">
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-brand-900" data-testid="picked-days" aria-live="polite">
                {rangeText(selection)}
              </p>
              {awaitingEnd && (
                <p className="mt-0.5 text-brand-900/80">Pick another day to close several days in a row.</p>
              )}
            </div>
            <Button variant="neutral" size="toolbar" onClick={onClear} className="shrink-0">
              Clear
            </Button>
          </div>
          <DayDetails
            selection={selection}
            day={day}
            slotsPerEvening={slotsPerEvening}
            closuresOn={closuresOn}
            onRemove={onRemove}
          />
          {onlySundays(selection) ? (
            <Message tone="info">The clinic is closed on Sundays already.</Message>
          ) : (
            <ClosureForm selection={selection} onAdded={onAdded} />
          )}
        </div>
      )}
    </Panel>
  );
}

function ClosureForm({ selection, onAdded }: { selection: DayRange; onAdded: (added: ClosureAdded) => void }) {
  const id = useId();
  const single = selection.start === selection.end;
  const add = useAddClosure();
  // Patients booked inside are told by default: a closure they hear nothing of is the harm.
  const { setForm, form, values, field, set, error, hasErrors, submit, fail, problem, setProblem } = useAdminForm({
    schema: closureSchema,
    defaultValues: {
      part: false,
      startTime: START_TIMES[4] as string,
      endTime: START_TIMES[8] as string,
      reason: "",
      reasonTa: "",
      notify: true,
    },
    toInput: ({ part, startTime, endTime, reason, reasonTa, notify }) => ({
      ...spanOf(selection, part, startTime, endTime),
      reason,
      reasonTa,
      notify,
    }),
  });
  // other days picked: what was typed stays, the last answer's messages go
  const [answered, setAnswered] = useState(selection);
  if (answered.start !== selection.start || answered.end !== selection.end) {
    setAnswered(selection);
    form.clearErrors();
    setProblem(null);
  }
  const { startTime, endTime, reason } = values;
  const partOfEvening = values.part && single;
  const closing = blockedTimes(spanOf(selection, values.part, startTime, endTime), selection.start);

  const onSubmit = (event: React.FormEvent) => {
    if (add.isPending) return event.preventDefault();
    return submit((input) =>
      add.mutate(input, {
        onSuccess: (added) => {
          form.setValue("reason", "");
          form.setValue("reasonTa", "");
          onAdded(added);
        },
        onError: (caught) => fail(caught),
      }),
    )(event);
  };

  const dayError = error("startDate") ?? error("endDate");
  return (
    <form
      ref={setForm}
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label="Close the clinic on the picked days"
    >
      {dayError && <Message tone="error">{dayError}</Message>}
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">How long</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <Choice name={`${id}-kind`} checked={!partOfEvening} onChange={() => set("part", false)}>
            {single ? "The whole day" : "The whole days"}
          </Choice>
          <Choice
            name={`${id}-kind`}
            checked={partOfEvening}
            disabled={!single}
            onChange={() => set("part", true)}
            describedBy={single ? undefined : `${id}-part-hint`}
          >
            Part of the evening
          </Choice>
        </div>
        {!single && (
          <p id={`${id}-part-hint`} className="mt-1.5 text-xs text-slate-500">
            Part of an evening can be closed on one day at a time.
          </p>
        )}
      </fieldset>

      {partOfEvening && (
        <div className="grid grid-cols-2 gap-3">
          <Field label="From" name="startTime" error={error("startTime")}>
            {(control) => (
              <select
                {...control}
                value={startTime}
                onChange={(e) => {
                  const start = e.target.value;
                  set("startTime", start);
                  if (endTime <= start) set("endTime", endTimesAfter(start)[0]);
                }}
                className={inputClass(!!error("startTime"))}
              >
                {START_TIMES.map((t) => (
                  <option key={t} value={t}>
                    {formatSlot(t)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Until" name="endTime" error={error("endTime")}>
            {(control) => (
              <select
                {...control}
                value={endTime}
                onChange={(e) => set("endTime", e.target.value)}
                className={inputClass(!!error("endTime"))}
              >
                {endTimesAfter(startTime).map((t) => (
                  <option key={t} value={t}>
                    {endTimeLabel(t)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <p className="col-span-2 text-xs text-slate-600" aria-live="polite">
            {closing.length
              ? `Closes ${closing.length} appointment ${closing.length === 1 ? "time" : "times"}: ${formatSlot(closing[0])}${
                  closing.length > 1 ? ` to ${formatSlot(closing[closing.length - 1])}` : ""
                }.`
              : "No appointment times in between."}
          </p>
        </div>
      )}

      <Field
        label="Reason"
        name="reason"
        required
        error={error("reason")}
        hint={`Patients see it, for example “Doctor at a conference”. ${reason.length}/${MAX_REASON_LENGTH}`}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            value={reason}
            maxLength={MAX_REASON_LENGTH}
            onChange={(e) => field("reason").onValueChange(e.target.value)}
            className={inputClass(!!error("reason"))}
          />
        )}
      </Field>

      <Field
        label="Tamil wording of the reason (optional)"
        name="reasonTa"
        error={error("reasonTa")}
        hint="Tamil pages and messages say it, for example “மருத்துவர் மாநாட்டில் இருக்கிறார்”. Without it they show the reason above."
      >
        {(control) => (
          <input
            {...control}
            type="text"
            lang="ta"
            value={values.reasonTa}
            maxLength={MAX_REASON_LENGTH}
            onChange={(e) => field("reasonTa").onValueChange(e.target.value)}
            className={inputClass(!!error("reasonTa"))}
          />
        )}
      </Field>

      <label className="flex items-start gap-2.5 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={values.notify}
          onChange={(e) => set("notify", e.target.checked)}
          aria-describedby={`${id}-notify-hint`}
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
        />
        <span>
          Message the patients booked inside it
          <span id={`${id}-notify-hint`} className="block text-xs text-slate-500">
            By e-mail or WhatsApp where set up, with their link to choose another time.
          </span>
        </span>
      </label>

      {problem && !hasErrors && <Message tone="error">{problem}</Message>}
      <Button type="submit" variant="primary" size="dialog" pending={add.isPending} className="w-full">
        {add.isPending ? "Closing…" : "Close the clinic"}
      </Button>
    </form>
  );
}

/** The days and, for part of one evening, the times a closure covers. */
function spanOf(selection: DayRange, part: boolean, startTime: string, endTime: string) {
  const partOfEvening = part && selection.start === selection.end;
  return {
    startDate: selection.start,
    endDate: selection.end,
    startTime: partOfEvening ? startTime : null,
    endTime: partOfEvening ? endTime : null,
  };
}

function Choice({
  name,
  checked,
  disabled,
  onChange,
  describedBy,
  children,
}: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  describedBy?: string;
  children: React.ReactNode;
}) {
  return (
    <label
      className={`flex min-h-11 items-center gap-2.5 rounded-lg px-3 py-2 text-sm ring-1 ${
        disabled
          ? "cursor-not-allowed bg-slate-50 text-slate-400 ring-slate-200"
          : checked
            ? "cursor-pointer bg-brand-50 font-medium text-brand-900 ring-brand-600"
            : "cursor-pointer bg-white text-slate-700 ring-slate-300 hover:bg-slate-50"
      }`}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={describedBy}
        className="size-4 accent-brand-700"
      />
      {children}
    </label>
  );
}
