"use client";

/**
 * The state of the public booking form (SPEC §2 Contact, §4, §5, §8): the values, their
 * messages, the banner, the calendar's days, the chosen date's slots and the submission.
 * Validates with the same schema as the server, and sends the page's language with the
 * booking (FEATURES.md §6). Messages are in the page's language: the schema checks in it, and
 * the server's answers are said again by their error codes (lib/shared/validation/say.ts). Nothing is sent until the
 * privacy notice is agreed (validateBookingForm); the booking then carries the notice's version
 * and the WhatsApp tick (FEATURES.md §7).
 */
import { usePhoneCode } from "@/components/phone-code/use-phone-code";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useRef, useState, type FormEvent } from "react";
import { useAvailability } from "@/components/booking/availability";
import { useBrowserClock, useChosenDate } from "@/components/booking/booked-slots";
import { useSay } from "@/components/booking/use-say";
import { PRIVACY_NOTICE_VERSION } from "@/lib/content/privacy-notice";
import type { Locale } from "@/lib/i18n/locales";
import { isRealDate, todayIst } from "@/lib/shared/clinic-time";
import {
  HONEYPOT_FIELD,
  lastBookableDate,
  validateBookingForm,
  type BookingField,
  type BookingFormValues,
  type BookingRules,
} from "@/lib/shared/validation/booking";
import { sayAnswer, sayFields } from "@/lib/shared/validation/say";
import { useBookAgain } from "./book-again";
import type { Banner, BookedAppointment } from "./booking-outcome";

/** What the form asks for: the booking's fields and the notice's box. */
export type FormField = BookingField | "consent";
export type BookingErrors = Partial<Record<FormField, string>>;

/** The notice's two boxes: agreed (required to send) and WhatsApp messages (optional). */
export type ConsentTicks = { agreed: boolean; whatsapp: boolean; sms: boolean };
// SMS about the patient's own appointment is allowed unless they say no (FEATURES.md §15): ticked at first
const NO_TICKS: ConsentTicks = { agreed: false, whatsapp: false, sms: true };

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
const FIELD_ORDER: FormField[] = [
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
  "consent",
];

/** The id of a field's control (its error is `${id}-error`). */
export const fieldId = (field: FormField) => `booking-${field}`;

/** Typing a date fires a change per keystroke; act once the value has settled. */
const DATE_SETTLE_MS = 300;

function toPayload(values: BookingFormValues, ticks: ConsentTicks, honeypot: string, language: Locale) {
  const age = values.patientAge.trim();
  // unticked: no consent at all, which the form's schema refuses
  const consent = ticks.agreed
    ? { version: PRIVACY_NOTICE_VERSION, whatsapp: ticks.whatsapp, sms: ticks.sms }
    : undefined;
  return {
    ...values,
    patientAge: /^\d+$/.test(age) ? Number(age) : age,
    language,
    consent,
    [HONEYPOT_FIELD]: honeypot,
  };
}

export function useBookingForm(rules: BookingRules) {
  const locale = useLocale();
  const say = useSay();
  const t = useTranslations("booking.server");
  const [values, setValues] = useState<BookingFormValues>(EMPTY);
  const [ticks, setTicks] = useState<ConsentTicks>(NO_TICKS);
  const [honeypot, setHoneypot] = useState("");
  const [errors, setErrors] = useState<BookingErrors>({});
  const [banner, setBanner] = useState<Banner>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirmed, setConfirmed] = useState<BookedAppointment | null>(null);
  const { slots, changeDate, pickDate, clearDate } = useChosenDate({
    rules,
    setValues,
    setErrors,
    settleMs: DATE_SETTLE_MS,
  });
  const availability = useAvailability();
  const nowMs = useBrowserClock();
  // online booking busy (428): the phone proves itself with a code by SMS (FEATURES.md §15)
  const phoneCode = usePhoneCode("booking", locale);
  const [codeAsked, setCodeAsked] = useState(false);
  const [codeError, setCodeError] = useState<string | undefined>();

  // from a cancelled appointment's "Book a new appointment": the details again, the time left to choose
  // (the name, and the phone used then as a masked hint in the phone field)
  const [phoneHint, setPhoneHint] = useState<string | null>(null);
  useBookAgain((details) => {
    setValues((v) => ({ ...v, patientName: details.patientName }));
    setPhoneHint(details.phoneHint);
  });

  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const attempted = useRef(false);

  const bannerCount = useRef(0);
  function showBanner(kind: "success" | "error", message: string) {
    setBanner({ kind, message, id: ++bannerCount.current });
  }

  // Once booked: focus on the booking summary as it appears (its code may arrive a moment after
  // the answer), and the success banner above it in view, below the sticky header (focus alone
  // would scroll the banner up under it).
  const summaryRef = useCallback((title: HTMLHeadingElement | null) => {
    if (!title) return;
    title.focus({ preventScroll: true });
    bannerRef.current?.scrollIntoView({ block: "start" });
  }, []);

  function focusField(field: FormField) {
    const el =
      field === "patientSex"
        ? formRef.current?.querySelector<HTMLInputElement>(`input[name="patientSex"]`)
        : document.getElementById(fieldId(field));
    el?.focus();
  }

  /** After a failed submit, re-checks a changed field so its message clears once fixed. */
  function recheck(next: BookingFormValues, nextTicks: ConsentTicks, field: FormField) {
    if (!attempted.current) return;
    const result = validateBookingForm(toPayload(next, nextTicks, honeypot, locale), rules, say);
    const message = result.success ? undefined : result.errors[field];
    setErrors((prev) => ({ ...prev, [field]: message }));
    // Everything fixed: the error summary no longer applies.
    if (result.success) setBanner((b) => (b?.kind === "error" ? null : b));
  }

  function update(field: BookingField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field] || banner?.kind === "error") recheck(next, ticks, field);
  }

  function tick(box: keyof ConsentTicks, checked: boolean) {
    const next = { ...ticks, [box]: checked };
    setTicks(next);
    if (box === "agreed" && (errors.consent || banner?.kind === "error")) recheck(values, next, "consent");
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    attempted.current = true;
    const payload = { ...toPayload(values, ticks, honeypot, locale), ...(codeAsked ? { phoneCode: phoneCode.code } : {}) };
    const check = validateBookingForm(payload, rules, say);
    setCodeError(check.success ? undefined : check.errors.phoneCode);
    if (!check.success) {
      setErrors(check.errors);
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
        setConfirmed({ ...(body.appointment as BookedAppointment), manageUrl: body.manageUrl });
        setValues(EMPTY);
        setTicks(NO_TICKS);
        setErrors({});
        clearDate();
        setCodeAsked(false);
        phoneCode.setCode("");
        attempted.current = false;
        showBanner("success", t("success"));
        availability.reload(); // the day may be full now
      } else if (typeof body?.code === "string" && body.code.startsWith("phone_code_")) {
        // 428: ask for the code in place; a wrong or ended code: said beside its field
        setCodeAsked(true);
        if (body.code !== "phone_code_required") setCodeError(sayAnswer(say, body));
        showBanner("error", sayAnswer(say, body));
        bannerRef.current?.focus();
      } else if (body?.code === "slot_taken") {
        // the slot went meanwhile (other refusals say so below)
        setValues((v) => ({ ...v, preferredTime: "" }));
        setErrors({ preferredTime: say("slot_taken") });
        showBanner("error", say("slot_taken"));
        slots.reload();
        availability.reload();
        focusField("preferredTime");
      } else if (res.status < 500 && typeof body?.message === "string") {
        const serverErrors = sayFields(say, body) as BookingErrors;
        if (res.status === 409 && body.closure) {
          // the clinic closed that time meanwhile: its times and days are read again
          if (serverErrors.preferredTime) setValues((v) => ({ ...v, preferredTime: "" }));
          slots.reload();
          availability.reload();
        }
        setErrors(serverErrors);
        showBanner("error", sayAnswer(say, body));
        const first = FIELD_ORDER.find((f) => serverErrors[f]);
        if (first) focusField(first);
        else bannerRef.current?.focus();
      } else {
        showBanner("error", t("failure"));
        bannerRef.current?.focus();
      }
    } catch {
      showBanner("error", t("failure"));
      bannerRef.current?.focus();
    } finally {
      setSubmitting(false);
    }
  }

  /** What a field's control is given: the look, its id and name, its value and message, what changes it. */
  function field(name: BookingField) {
    const onValueChange = (value: string) => update(name, value);
    return { look: "public", id: fieldId(name), name, value: values[name], error: errors[name], onValueChange } as const;
  }

  const date = values.preferredDate;
  return {
    field,
    values,
    phoneHint,
    phoneCode,
    codeAsked,
    codeError,
    ticks,
    tick,
    errors,
    banner,
    submitting,
    confirmed,
    honeypot,
    setHoneypot,
    update,
    changeDate,
    pickDate,
    submit,
    slots,
    availability,
    /** a real date without a problem: its times can be chosen */
    dateChosen: isRealDate(date) && !errors.preferredDate,
    now: nowMs === null ? null : new Date(nowMs),
    /** the date input's bounds, once the browser's clock is read */
    today: nowMs === null ? "" : todayIst(new Date(nowMs)),
    lastDate: nowMs === null ? "" : lastBookableDate(new Date(nowMs), rules),
    formRef,
    bannerRef,
    summaryRef,
  };
}

/** What the form's parts read (the refs stay with the form itself). */
export type BookingFormState = Omit<ReturnType<typeof useBookingForm>, "formRef" | "bannerRef" | "summaryRef">;
