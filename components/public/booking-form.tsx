"use client";

import Link from "next/link";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Button, LinkButton } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { BOOKABLE_SERVICES } from "@/lib/content/services";
import {
  SLOT_TIMES,
  formatLongDate,
  formatSlot,
  isPastSlot,
  isRealDate,
  todayIst,
} from "@/lib/shared/clinic-time";
import { appointmentIcs, icsFileName } from "@/lib/shared/ics";
import {
  FAILURE_MESSAGE,
  HONEYPOT_FIELD,
  MAX_AGE,
  MAX_LENGTH,
  MIN_AGE,
  SEXES,
  SLOT_TAKEN_MESSAGE,
  SOME_BOOKED_NOTE,
  SUCCESS_MESSAGE,
  chosenDateProblem,
  lastBookableDate,
  SUNDAY_NOTE,
  validateBooking,
  type BookingField,
  type BookingFormValues,
  type BookingRules,
} from "@/lib/shared/validation/booking";

/** The clinic's public identity, passed down from the server (never read config here). */
export type BookingClinic = {
  name: string;
  address: string;
  phone: string;
  phoneHref: string;
  /** digits with country code, for wa.me */
  whatsapp: string;
  /** host name, for calendar event ids */
  domain: string;
};

/** What the server answers for a booking (DESIGN.md §3 read-back fields we show; never a patient id). */
type BookedAppointment = {
  timestamp: string;
  name: string;
  phone: string;
  service_required: string;
  preferred_date: string;
  preferred_time: string;
};

type Errors = Partial<Record<BookingField, string>>;
type Banner = { kind: "success" | "error"; message: string; id: number } | null;
type SlotState = "idle" | "loading" | "loaded" | "failed";

const EMPTY: BookingFormValues = {
  patientName: "",
  patientEmail: "",
  patientPhone: "",
  patientAge: "",
  patientSex: "",
  serviceRequired: "",
  preferredDate: "",
  preferredTime: "",
  additionalInfo: "",
  patientAddress: "",
  patientOccupation: "",
};

/** Order in which fields appear, to focus the first one with a problem. */
const FIELD_ORDER: BookingField[] = [
  "patientName",
  "patientPhone",
  "patientEmail",
  "patientAge",
  "patientSex",
  "serviceRequired",
  "preferredDate",
  "preferredTime",
  "patientAddress",
  "patientOccupation",
  "additionalInfo",
];

const fieldId = (field: BookingField) => `booking-${field}`;
const errorId = (field: BookingField) => `booking-${field}-error`;

/** Typing a date fires a change per keystroke; act once the value has settled. */
const DATE_SETTLE_MS = 300;

function toPayload(values: BookingFormValues, honeypot: string) {
  const age = values.patientAge.trim();
  return { ...values, patientAge: /^\d+$/.test(age) ? Number(age) : age, [HONEYPOT_FIELD]: honeypot };
}

function whatsappHref(clinic: BookingClinic, a: BookedAppointment): string {
  const text = [
    "Hello, I have just requested an appointment on your website.",
    `Name: ${a.name}`,
    `Service: ${a.service_required}`,
    `Date: ${formatLongDate(a.preferred_date)}`,
    `Time: ${formatSlot(a.preferred_time)}`,
    `Phone: ${a.phone}`,
  ].join("\n");
  return `https://wa.me/${clinic.whatsapp}?text=${encodeURIComponent(text)}`;
}

function icsHref(clinic: BookingClinic, a: BookedAppointment): string {
  const ics = appointmentIcs({
    date: a.preferred_date,
    time: a.preferred_time,
    service: a.service_required,
    patientName: a.name,
    timestamp: a.timestamp,
    clinicName: clinic.name,
    clinicAddress: clinic.address,
    clinicPhone: clinic.phone,
    domain: clinic.domain,
  });
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

const inputClasses =
  "block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm " +
  "placeholder:text-slate-400 hover:border-slate-400 focus:border-brand-600 " +
  "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 " +
  "aria-[invalid=true]:border-heart-600 aria-[invalid=true]:bg-heart-50/40";

function Field({
  field,
  label,
  required,
  hint,
  error,
  children,
  className = "",
}: {
  field: BookingField;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={fieldId(field)} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span className="text-heart-600" aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-500"> (optional)</span>
        )}
      </label>
      <div className="mt-1.5">{children}</div>
      {hint ? <div className="mt-1.5 text-sm text-slate-600">{hint}</div> : null}
      <FieldError field={field} error={error} />
    </div>
  );
}

function FieldError({ field, error }: { field: BookingField; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(field)} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-heart-700">
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      <span>{error}</span>
    </p>
  );
}

/** aria attributes tying a control to its hint and error. */
function describe(field: BookingField, error: string | undefined, ...hintIds: (string | false | undefined)[]) {
  const ids = [...hintIds.filter(Boolean), error ? errorId(field) : null].filter(Boolean).join(" ");
  return {
    id: fieldId(field),
    name: field,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids || undefined,
  } as const;
}

/**
 * The public booking form (SPEC §2 Contact, §4, §5, §8): validates with the same schema as
 * the server, loads the booked slots of the chosen date, and after success shows the
 * booking with an .ics download and a prefilled WhatsApp message.
 */
export function BookingForm({ clinic, rules }: { clinic: BookingClinic; rules: BookingRules }) {
  const [values, setValues] = useState<BookingFormValues>(EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<Banner>(null);
  const [submitting, setSubmitting] = useState(false);
  const [booked, setBooked] = useState<string[]>([]);
  const [slotState, setSlotState] = useState<SlotState>("idle");
  const [confirmed, setConfirmed] = useState<BookedAppointment | null>(null);
  // The browser's clock, read after hydration and every 30 s (for "today" and past slots).
  const [nowMs, setNowMs] = useState<number | null>(null);

  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const slotRequest = useRef<AbortController | null>(null);
  const dateTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const attempted = useRef(false);

  useEffect(() => {
    setNowMs(Date.now());
    const timer = setInterval(() => setNowMs(Date.now()), 30_000);
    return () => {
      clearInterval(timer);
      slotRequest.current?.abort();
      if (dateTimer.current) clearTimeout(dateTimer.current);
    };
  }, []);

  const today = nowMs === null ? "" : todayIst(new Date(nowMs));
  const lastDate = nowMs === null ? "" : lastBookableDate(new Date(nowMs), rules);

  const loadSlots = useCallback(async (date: string) => {
    slotRequest.current?.abort();
    const controller = new AbortController();
    slotRequest.current = controller;
    setSlotState("loading");
    try {
      const res = await fetch(`/api/appointments/slots?date=${encodeURIComponent(date)}`, {
        signal: controller.signal,
        cache: "no-store",
      });
      const body = await res.json();
      if (!res.ok || !body?.success || !Array.isArray(body.bookedSlots)) throw new Error("slots");
      setBooked(body.bookedSlots.map((s: { value: string }) => s.value));
      setSlotState("loaded");
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      setBooked([]);
      setSlotState("failed");
    }
  }, []);

  const bannerCount = useRef(0);
  function showBanner(kind: "success" | "error", message: string) {
    setBanner({ kind, message, id: ++bannerCount.current });
  }

  // Move focus to the booking summary once it is shown.
  useEffect(() => {
    if (confirmed) summaryRef.current?.focus();
  }, [confirmed]);

  function focusField(field: BookingField) {
    const el =
      field === "patientSex"
        ? formRef.current?.querySelector<HTMLInputElement>(`input[name="patientSex"]`)
        : document.getElementById(fieldId(field));
    el?.focus();
  }

  /** After a failed submit, re-checks a changed field so its message clears once fixed. */
  function recheck(next: BookingFormValues, field: BookingField) {
    if (!attempted.current) return;
    const result = validateBooking(toPayload(next, honeypot), rules);
    setErrors((prev) => ({ ...prev, [field]: result.success ? undefined : result.errors[field] }));
    // Everything fixed: the error summary no longer applies.
    if (result.success) setBanner((b) => (b?.kind === "error" ? null : b));
  }

  function update(field: BookingField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field] || banner?.kind === "error") recheck(next, field);
  }

  function onDateChange(date: string) {
    setValues((v) => ({ ...v, preferredDate: date, preferredTime: "" }));
    setErrors((e) => ({ ...e, preferredDate: undefined, preferredTime: undefined }));
    setBooked([]);
    setSlotState("idle");
    slotRequest.current?.abort();
    if (dateTimer.current) clearTimeout(dateTimer.current);
    if (!isRealDate(date)) return; // empty, or a year still being typed
    dateTimer.current = setTimeout(() => settleDate(date), DATE_SETTLE_MS);
  }

  function settleDate(date: string) {
    const problem = chosenDateProblem(date, new Date(), rules);
    if (problem) {
      // SPEC §5: picking a Sunday clears the date, alerts and says why.
      if (problem.sunday) {
        setValues((v) => ({ ...v, preferredDate: "", preferredTime: "" }));
        window.alert(problem.message);
      }
      setErrors((e) => ({ ...e, preferredDate: problem.message }));
      return;
    }
    void loadSlots(date);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    attempted.current = true;
    const payload = toPayload(values, honeypot);
    const check = validateBooking(payload, rules);
    if (!check.success) {
      setErrors(check.errors as Errors);
      showBanner("error", check.message);
      const first = FIELD_ORDER.find((f) => check.errors[f]);
      if (first) focusField(first);
      return;
    }

    setSubmitting(true);
    setBanner(null);
    setConfirmed(null);
    try {
      const res = await fetch("/api/appointments/book", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload),
      });
      const body = await res.json().catch(() => null);
      if (res.ok && body?.success) {
        setConfirmed(body.appointment as BookedAppointment);
        setValues(EMPTY);
        setErrors({});
        setBooked([]);
        setSlotState("idle");
        attempted.current = false;
        showBanner("success", SUCCESS_MESSAGE);
      } else if (res.status === 409 && body?.errors?.preferredTime) {
        // the slot went meanwhile (other 409s, such as the per-phone cap, say so below)
        setValues((v) => ({ ...v, preferredTime: "" }));
        setErrors({ preferredTime: SLOT_TAKEN_MESSAGE });
        showBanner("error", SLOT_TAKEN_MESSAGE);
        await loadSlots(values.preferredDate);
        focusField("preferredTime");
      } else if (res.status < 500 && typeof body?.message === "string") {
        const serverErrors = (body.errors ?? {}) as Errors;
        setErrors(serverErrors);
        showBanner("error", body.message);
        const first = FIELD_ORDER.find((f) => serverErrors[f]);
        if (first) focusField(first);
        else bannerRef.current?.focus();
      } else {
        showBanner("error", FAILURE_MESSAGE);
        bannerRef.current?.focus();
      }
    } catch {
      showBanner("error", FAILURE_MESSAGE);
      bannerRef.current?.focus();
    } finally {
      setSubmitting(false);
    }
  }

  const date = values.preferredDate;
  const dateChosen = isRealDate(date) && !errors.preferredDate;
  const now = nowMs === null ? null : new Date(nowMs);
  const someBooked = dateChosen && booked.length > 0;

  return (
    <div>
      {/* Two live regions that always exist, so a new message is announced; `key` makes a
          repeated message count as new. */}
      <div ref={bannerRef} tabIndex={-1} className="outline-none">
        <div role="alert">
          {banner?.kind === "error" ? (
            <div
              key={banner.id}
              className="mb-6 flex items-start gap-3 rounded-xl border border-heart-600/30 bg-heart-50 p-4 text-heart-700"
            >
              <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
              <p className="font-semibold">{banner.message}</p>
            </div>
          ) : null}
        </div>
        <div role="status">
          {banner?.kind === "success" ? (
            <div
              key={banner.id}
              className="mb-6 flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
            >
              <Icon name="check" className="mt-0.5 size-5 shrink-0" />
              <p className="font-semibold">{banner.message}</p>
            </div>
          ) : null}
        </div>
      </div>

      {confirmed ? (
        <section
          aria-labelledby="booking-summary-title"
          className="mb-8 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
          data-testid="booking-summary"
        >
          <h3
            id="booking-summary-title"
            ref={summaryRef}
            tabIndex={-1}
            className="text-lg font-bold text-brand-900 outline-none"
          >
            Your appointment request
          </h3>
          <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <SummaryItem label="Patient" value={confirmed.name} />
            <SummaryItem label="Service" value={confirmed.service_required} />
            <SummaryItem label="Date" value={formatLongDate(confirmed.preferred_date)} />
            <SummaryItem label="Time" value={`${formatSlot(confirmed.preferred_time)} (IST)`} />
            <SummaryItem label="Where" value={clinic.address} className="sm:col-span-2" />
          </dl>
          <p className="mt-4 text-sm text-slate-700">
            Please arrive 15 minutes early. To change or cancel, call{" "}
            <a href={clinic.phoneHref} className="font-semibold text-brand-700 underline underline-offset-2">
              {clinic.phone}
            </a>
            .
          </p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <LinkButton
              href={icsHref(clinic, confirmed)}
              download={icsFileName(confirmed.preferred_date, confirmed.preferred_time)}
              variant="secondary"
            >
              <Icon name="calendar" />
              Add to calendar (.ics)
            </LinkButton>
            <LinkButton href={whatsappHref(clinic, confirmed)} variant="chat">
              <Icon name="chat" />
              Send details on WhatsApp
            </LinkButton>
          </div>
        </section>
      ) : null}

      <form ref={formRef} onSubmit={onSubmit} noValidate aria-describedby="booking-required-note" className="relative">
        <p id="booking-required-note" className="mb-6 text-sm text-slate-600">
          Fields marked <span className="text-heart-600" aria-hidden="true">*</span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>

        <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
          <Field field="patientName" label="Patient's full name" required error={errors.patientName}>
            <input
              {...describe("patientName", errors.patientName)}
              type="text"
              autoComplete="name"
              aria-required="true"
              maxLength={MAX_LENGTH.patientName}
              value={values.patientName}
              onChange={(e) => update("patientName", e.target.value)}
              className={inputClasses}
            />
          </Field>

          <Field field="patientPhone" label="Phone number" required error={errors.patientPhone}>
            <input
              {...describe("patientPhone", errors.patientPhone)}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              aria-required="true"
              maxLength={MAX_LENGTH.patientPhone}
              placeholder="e.g. 98400 12345"
              value={values.patientPhone}
              onChange={(e) => update("patientPhone", e.target.value)}
              className={inputClasses}
            />
          </Field>

          <Field field="patientEmail" label="Email" error={errors.patientEmail}>
            <input
              {...describe("patientEmail", errors.patientEmail)}
              type="email"
              autoComplete="email"
              maxLength={MAX_LENGTH.patientEmail}
              value={values.patientEmail}
              onChange={(e) => update("patientEmail", e.target.value)}
              className={inputClasses}
            />
          </Field>

          <Field field="patientAge" label="Age" required error={errors.patientAge}>
            <input
              {...describe("patientAge", errors.patientAge)}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              aria-required="true"
              maxLength={3}
              placeholder={`${MIN_AGE}–${MAX_AGE}`}
              value={values.patientAge}
              onChange={(e) => update("patientAge", e.target.value)}
              className={`${inputClasses} sm:max-w-40`}
            />
          </Field>

          <fieldset
            role="radiogroup"
            aria-labelledby="booking-patientSex-legend"
            aria-required="true"
            aria-invalid={errors.patientSex ? true : undefined}
            aria-describedby={errors.patientSex ? errorId("patientSex") : undefined}
          >
            <legend id="booking-patientSex-legend" className="block text-sm font-semibold text-slate-800">
              Sex
              <span className="text-heart-600" aria-hidden="true">
                {" "}
                *
              </span>
            </legend>
            <div className="mt-1.5 grid grid-cols-3 gap-2">
              {SEXES.map((sex) => (
                <label
                  key={sex}
                  className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-base text-slate-800 shadow-sm hover:border-slate-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900"
                >
                  <input
                    type="radio"
                    name="patientSex"
                    value={sex}
                    checked={values.patientSex === sex}
                    onChange={() => update("patientSex", sex)}
                    aria-describedby={errors.patientSex ? errorId("patientSex") : undefined}
                    className="size-4 accent-brand-700"
                  />
                  {sex}
                </label>
              ))}
            </div>
            <FieldError field="patientSex" error={errors.patientSex} />
          </fieldset>

          <Field field="serviceRequired" label="Service required" required error={errors.serviceRequired}>
            <select
              {...describe("serviceRequired", errors.serviceRequired)}
              aria-required="true"
              value={values.serviceRequired}
              onChange={(e) => update("serviceRequired", e.target.value)}
              className={inputClasses}
            >
              <option value="">Select a service</option>
              {BOOKABLE_SERVICES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </Field>

          <Field
            field="preferredDate"
            label="Preferred date"
            required
            error={errors.preferredDate}
            hint={<span id="booking-date-note">{SUNDAY_NOTE}</span>}
          >
            <input
              {...describe("preferredDate", errors.preferredDate, "booking-date-note")}
              type="date"
              aria-required="true"
              min={today || undefined}
              max={lastDate || undefined}
              value={values.preferredDate}
              onChange={(e) => onDateChange(e.target.value)}
              className={inputClasses}
            />
          </Field>

          <Field
            field="preferredTime"
            label="Preferred time"
            required
            error={errors.preferredTime}
            hint={
              <span id="booking-time-note" aria-live="polite">
                {!dateChosen
                  ? "Choose a date first. Consultations run 6:00 PM to 9:00 PM."
                  : slotState === "loading"
                    ? "Checking which times are free…"
                    : slotState === "failed"
                      ? "We couldn't check which times are free. You can still send your request."
                      : someBooked
                        ? SOME_BOOKED_NOTE
                        : "Consultations run 6:00 PM to 9:00 PM (IST)."}
              </span>
            }
          >
            <select
              {...describe("preferredTime", errors.preferredTime, "booking-time-note")}
              aria-required="true"
              disabled={!dateChosen}
              value={values.preferredTime}
              onChange={(e) => update("preferredTime", e.target.value)}
              className={inputClasses}
            >
              <option value="">Select a time</option>
              {SLOT_TIMES.map((time) => {
                const isBooked = dateChosen && booked.includes(time);
                const isPast = dateChosen && now !== null && isPastSlot(date, time, now);
                return (
                  <option key={time} value={time} disabled={isBooked || isPast}>
                    {formatSlot(time)}
                    {isBooked ? " (Booked)" : isPast ? " (Past)" : ""}
                  </option>
                );
              })}
            </select>
          </Field>

          <Field field="patientAddress" label="Address" error={errors.patientAddress}>
            <input
              {...describe("patientAddress", errors.patientAddress)}
              type="text"
              autoComplete="street-address"
              maxLength={MAX_LENGTH.patientAddress}
              value={values.patientAddress}
              onChange={(e) => update("patientAddress", e.target.value)}
              className={inputClasses}
            />
          </Field>

          <Field field="patientOccupation" label="Occupation" error={errors.patientOccupation}>
            <input
              {...describe("patientOccupation", errors.patientOccupation)}
              type="text"
              autoComplete="organization-title"
              maxLength={MAX_LENGTH.patientOccupation}
              value={values.patientOccupation}
              onChange={(e) => update("patientOccupation", e.target.value)}
              className={inputClasses}
            />
          </Field>

          <Field
            field="additionalInfo"
            label="Additional information"
            error={errors.additionalInfo}
            className="sm:col-span-2"
          >
            <textarea
              {...describe("additionalInfo", errors.additionalInfo)}
              rows={4}
              maxLength={MAX_LENGTH.additionalInfo}
              placeholder="Symptoms, current medicines, or anything the doctor should know"
              value={values.additionalInfo}
              onChange={(e) => update("additionalInfo", e.target.value)}
              className={`${inputClasses} resize-y`}
            />
          </Field>
        </div>

        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
          <label htmlFor={`booking-${HONEYPOT_FIELD}`}>Website</label>
          <input
            id={`booking-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(e) => setHoneypot(e.target.value)}
          />
        </div>

        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <Button
            type="submit"
            size="lg"
            aria-disabled={submitting || undefined}
            className="w-full aria-disabled:cursor-wait aria-disabled:opacity-70 sm:w-auto"
          >
            {submitting ? "Submitting..." : "Book Appointment"}
          </Button>
          <p className="text-sm text-slate-600">
            Prefer to talk?{" "}
            <a href={clinic.phoneHref} className="font-semibold text-brand-700 underline underline-offset-2">
              Call {clinic.phone}
            </a>
          </p>
        </div>

        <p className="mt-6 border-t border-slate-200 pt-4 text-sm leading-relaxed text-slate-600">
          <Icon name="shield" className="mr-1.5 inline size-4 align-[-2px] text-slate-500" />
          We use these details only to arrange your appointment and keep your record at the clinic. Read our{" "}
          <Link href="/privacy" className="font-semibold text-brand-700 underline underline-offset-2">
            privacy policy
          </Link>
          .
        </p>
      </form>
    </div>
  );
}

function SummaryItem({ label, value, className = "" }: { label: string; value: string; className?: string }) {
  return (
    <div className={className}>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
