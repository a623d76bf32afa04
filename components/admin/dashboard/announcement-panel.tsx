"use client";

/**
 * The desk's editor of the website's announcement (FEATURES.md §2), on the Clinic calendar
 * screen: what the website shows now; a form to write one — at most 200 characters, counted
 * as they are typed, the same in Tamil for the Tamil pages (optional: without it they show the
 * English), and an optional last day — checked with the server's own
 * announcementSchema before it is sent; Publish (PUT), and Remove (DELETE) after a
 * confirmation. The server's messages and field errors show in the panel. The form starts
 * from what is published, so a change is an edit of it.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, InputField, inputClass, type FieldProps } from "@/components/ui/field";
import { formatLongDate, todayIst } from "@/lib/shared/clinic-time";
import { announcementSchema, MAX_ANNOUNCEMENT_LENGTH, type Announcement } from "@/lib/shared/validation/calendar";
import { cleanSingleLine } from "@/lib/shared/validation/text";
import { ApiError } from "../ui/api";
import { Message } from "../ui/alert";
import { useAdminForm, type FieldBinding } from "../ui/use-admin-form";
import { useAnnouncement, usePublishAnnouncement, useRemoveAnnouncement } from "./announcement-queries";
import { Panel } from "../ui/panel";

type Values = { text: string; textTa: string; until: string };

const NETWORK = "Could not reach the server. Please check the connection and try again.";
/** The public pages regenerate on their next request, other server processes within a minute. */
const WHEN = "The website shows the change within a minute.";

const valuesOf = (a: Announcement | null | undefined): Values => ({
  text: a?.text ?? "",
  textTa: a?.textTa ?? "",
  until: a?.until ?? "",
});

/** What the server will count: the text cleaned and trimmed as the schema does. */
const counted = (text: string) => cleanSingleLine(text).trim().length;

export function AnnouncementPanel() {
  const current = useAnnouncement();
  const publish = usePublishAnnouncement();
  const remove = useRemoveAnnouncement();
  const { form, setForm, field, error, submit, fail, problem, setProblem, dirty } = useAdminForm({
    schema: announcementSchema,
    defaultValues: valuesOf(current.data),
    networkMessage: NETWORK,
  });
  /** the server's "published" or "removed", until something is typed */
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const busy = publish.isPending || remove.isPending;

  // Until something is typed the form shows what is published, so a change is an edit of it.
  useEffect(() => {
    if (!dirty) form.reset(valuesOf(current.data));
  }, [current.data, dirty, form]);

  // After a removal the cursor goes to the text, once the form is enabled again (it is disabled while busy).
  const textRef = useRef<HTMLTextAreaElement>(null);
  const focusText = useRef(false);
  useEffect(() => {
    if (busy || !focusText.current) return;
    textRef.current?.focus();
    focusText.current = false;
  });

  // The confirmation takes focus; leaving it without removing gives it back to Remove.
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) removeRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  /** A field's binding, held while busy; typing also clears the last outcome. */
  function bind(name: keyof Values): FieldBinding & { disabled: boolean } {
    const binding = field(name);
    return {
      ...binding,
      disabled: busy,
      onValueChange: (value) => {
        setDone(null);
        binding.onValueChange(value);
      },
    };
  }

  const send = submit((input) =>
    publish.mutate(input, {
      onSuccess: (body) => {
        form.reset(form.getValues()); // what is published now, until the server's copy is read again
        setDone(`${body.message} ${WHEN}`);
      },
      onError: (caught) => fail(caught),
    }),
  );

  function confirmRemove() {
    if (busy) return;
    setDone(null);
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: (body) => {
        wasConfirming.current = false; // Remove is gone: focus goes to the form instead
        setConfirming(false);
        form.reset(valuesOf(null));
        setDone(`${body.message} ${WHEN}`);
        focusText.current = true;
      },
      onError: (caught) => {
        setConfirming(false);
        setProblem(caught instanceof ApiError ? caught.message : NETWORK);
      },
    });
  }

  // a field names the problem: the message below the form is for the rest
  const fieldSays = (["text", "textTa", "until"] as const).some((name) => error(name) === problem);
  const message =
    problem && !fieldSays
      ? ({ tone: "error", text: problem } as const)
      : done
        ? ({ tone: "success", text: done } as const)
        : null;

  return (
    <Panel
      title="Website announcement"
      description="One short notice at the top of every page of the website — a closure, a change of hours."
      testId="announcement-panel"
    >
      <div className="mt-4">
        {current.isPending ? (
          <p className="text-sm text-slate-600">Loading the announcement…</p>
        ) : current.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <Message tone="error">Could not load the announcement.</Message>
            <Button variant="neutral" size="toolbar" onClick={() => void current.refresh()}>
              Try again
            </Button>
          </div>
        ) : current.data ? (
          <div className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100" data-testid="announcement-current">
            <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">On the website now</p>
            <p className="mt-1.5 text-sm font-medium break-words text-slate-900">{current.data.text}</p>
            <p className="mt-1 text-sm break-words text-slate-700" data-testid="announcement-current-ta">
              {current.data.textTa ? (
                <>
                  <span className="font-medium text-slate-600">Tamil: </span>
                  <span lang="ta-IN">{current.data.textTa}</span>
                </>
              ) : (
                "No Tamil text: the Tamil pages show the English."
              )}
            </p>
            <p className="mt-1 text-xs text-slate-600">
              {current.data.until
                ? `Shown until ${formatLongDate(current.data.until)} (its last day)`
                : "No last day: shown until it is removed"}
            </p>
            {confirming ? (
              <div
                role="group"
                aria-labelledby="announcement-remove-question"
                className="mt-3 rounded-lg bg-white p-3 ring-1 ring-heart-100"
              >
                <p id="announcement-remove-question" className="text-sm text-slate-800">
                  Remove this announcement from the website?
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button
                    ref={confirmRef}
                    variant="danger"
                    size="toolbar"
                    onClick={confirmRemove}
                    disabled={busy}
                    busy={remove.isPending}
                  >
                    {remove.isPending ? "Removing..." : "Yes, remove it"}
                  </Button>
                  <Button variant="neutral" size="toolbar" onClick={() => setConfirming(false)} disabled={busy}>
                    Keep it
                  </Button>
                </div>
              </div>
            ) : (
              <Button
                ref={removeRef}
                variant="neutral"
                size="toolbar"
                className="mt-3"
                onClick={() => setConfirming(true)}
                disabled={busy}
              >
                Remove
              </Button>
            )}
          </div>
        ) : (
          <p className="text-sm text-slate-600" data-testid="announcement-current">
            The website shows no announcement.
          </p>
        )}
      </div>

      <form
        ref={setForm}
        onSubmit={(event) => {
          if (busy) return event.preventDefault();
          setConfirming(false);
          setDone(null);
          void send(event);
        }}
        noValidate
        className="mt-5 space-y-4"
      >
        <AnnouncementText
          label="Announcement"
          required
          ref={textRef}
          placeholder="Clinic closed for Pongal, 14–16 January. Appointments resume on 17 January."
          {...bind("text")}
        />

        <AnnouncementText
          label="Tamil text (optional)"
          lang="ta-IN"
          hint="The same notice in Tamil, for the Tamil pages of the website. Leave it empty and they show the English."
          placeholder="பொங்கலை முன்னிட்டு ஜனவரி 14–16 மருத்துவமனை விடுமுறை. ஜனவரி 17 முதல் சந்திப்புகள் வழக்கம்போல்."
          {...bind("textTa")}
        />

        <InputField
          label="Last day shown"
          hint="Optional, in clinic time. Leave it empty to show the announcement until you remove it."
          type="date"
          min={todayIst(new Date())}
          controlClassName="sm:max-w-48"
          {...bind("until")}
        />

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" size="dialog" disabled={busy} busy={publish.isPending}>
            {publish.isPending ? "Publishing..." : "Publish"}
          </Button>
          {message && (
            <div className="min-w-0 flex-1">
              <Message tone={message.tone}>{message.text}</Message>
            </div>
          )}
        </div>
      </form>
    </Panel>
  );
}

/**
 * One of the announcement's texts: a one-line textarea (Enter publishes, as in a text box) with
 * its character count against the limit beside the label.
 */
function AnnouncementText({
  label,
  required,
  hint,
  name,
  value,
  error,
  onValueChange,
  lang,
  placeholder,
  disabled,
  ref,
}: Pick<FieldProps, "label" | "required" | "hint"> &
  FieldBinding & {
    lang?: string;
    placeholder: string;
    disabled: boolean;
    ref?: React.Ref<HTMLTextAreaElement>;
  }) {
  const countId = useId();
  const length = counted(value);
  return (
    <div className="relative">
      <Field label={label} name={name} required={required} error={error} hint={hint}>
        {(control) => (
          <textarea
            {...control}
            aria-describedby={[control["aria-describedby"], countId].filter(Boolean).join(" ")}
            ref={ref}
            lang={lang}
            rows={name === "text" ? 4 : 3}
            value={value}
            placeholder={placeholder}
            onChange={(e) => onValueChange(e.target.value)}
            onKeyDown={(e) => {
              // one line: Enter publishes, as in a text box (not while an IME composes)
              if (e.key === "Enter" && !e.nativeEvent.isComposing) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            disabled={disabled}
            className={`${inputClass(!!error)} resize-y`}
          />
        )}
      </Field>
      <p
        id={countId}
        className={`absolute top-0 right-0 text-xs tabular-nums ${
          length > MAX_ANNOUNCEMENT_LENGTH ? "font-semibold text-heart-700" : "text-slate-500"
        }`}
      >
        {length} / {MAX_ANNOUNCEMENT_LENGTH} characters
      </p>
    </div>
  );
}
