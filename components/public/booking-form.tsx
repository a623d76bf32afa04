"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { PatientDetailField } from "@/components/booking/patient-fields";
import { VisitReasonField } from "./visit-reason-field";
import { Field, FieldError, RequiredMark, publicInputClass } from "@/components/ui/field";
import type { PrivacyNoticeFacts } from "@/lib/content/clinic";
import { HONEYPOT_FIELD, MAX_LENGTH, SEXES, type BookingRules } from "@/lib/shared/validation/booking";
import { CallLink } from "./call-link";
import { BookingConsent } from "./booking-consent";
import { BookingPhoneCode } from "./booking-phone-code";
import { useFloatingContactClear } from "./floating-contact-clear";
import { BookingConfirmation } from "./booking-confirmation";
import { BookingBanner, type BookingClinic } from "./booking-outcome";
import { BookingSlotFields } from "./booking-slot-fields";
import { WaitlistJoin } from "./waitlist-join";
import { fieldId, useBookingForm } from "./use-booking-form";

export type { BookingClinic } from "./booking-outcome";

const sexErrorId = `${fieldId("patientSex")}-error`;

/**
 * The public booking form (SPEC §2 Contact, §4, §5, §8): validates with the same schema as
 * the server, loads the booked slots of the chosen date, and after success shows the
 * booking with an .ics download and a prefilled WhatsApp message. Above its button, the
 * privacy notice and its consent (FEATURES.md §7): the form sends nothing until it is agreed.
 */
export function BookingForm({
  clinic,
  rules,
  notice,
}: {
  clinic: BookingClinic;
  rules: BookingRules;
  notice: PrivacyNoticeFacts;
}) {
  const { formRef, bannerRef, summaryRef, ...form } = useBookingForm(rules);
  const { values, errors, update, field, submitting } = form;
  const t = useTranslations("booking");
  const submitRef = useRef<HTMLButtonElement>(null);
  useFloatingContactClear(submitRef);
  useFocusNameOnBookLink();
  // a full evening, typed or pressed on the calendar: its waiting list is offered (FEATURES.md §14)
  // (a pressed one until another date is chosen)
  const [pressed, setPressed] = useState<{ full: string; chosen: string } | null>(null);
  const typedFull = form.availability.days.get(values.preferredDate)?.state === "full" ? values.preferredDate : null;
  const fullDate = typedFull ?? (pressed?.chosen === values.preferredDate ? pressed.full : null);

  return (
    <div>
      <BookingBanner banner={form.banner} focusRef={bannerRef} />

      {form.confirmed ? (
        <BookingConfirmation clinic={clinic} appointment={form.confirmed} titleRef={summaryRef} />
      ) : null}

      <form
        ref={formRef}
        onSubmit={form.submit}
        noValidate
        aria-describedby="booking-required-note"
        className="relative"
      >
        <p id="booking-required-note" className="mb-6 text-sm text-slate-600">
          {t.rich("form.requiredNote", {
            star: (chunks) => (
              <span className="text-heart-600" aria-hidden="true">
                {chunks}
              </span>
            ),
            sr: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </p>

        <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
          <PatientDetailField detail="name" {...field("patientName")} />
          {/* booking again from a cancelled appointment: the number used then, masked, as the hint */}
          <PatientDetailField
            detail="phone"
            {...field("patientPhone")}
            {...(form.phoneHint ? { placeholder: form.phoneHint } : {})}
          />
          <PatientDetailField detail="email" {...field("patientEmail")} />
          <PatientDetailField detail="age" {...field("patientAge")} />

          <fieldset
            role="radiogroup"
            aria-labelledby="booking-patientSex-legend"
            aria-required="true"
            aria-invalid={errors.patientSex ? true : undefined}
            aria-describedby={errors.patientSex ? sexErrorId : undefined}
          >
            <legend id="booking-patientSex-legend" className="block text-sm font-semibold text-slate-800">
              {t("fields.sex")}
              <RequiredMark required look="public" />
            </legend>
            {/* each answer as wide as its words at least (Tamil's are longer), sharing what is left */}
            <div className="mt-1.5 flex flex-wrap gap-2">
              {SEXES.map((sex) => (
                <label
                  key={sex}
                  className="flex min-h-11 flex-[1_0_auto] cursor-pointer items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2.5 text-base text-slate-800 shadow-sm hover:border-slate-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900"
                >
                  <input
                    type="radio"
                    name="patientSex"
                    value={sex}
                    checked={values.patientSex === sex}
                    onChange={() => update("patientSex", sex)}
                    aria-describedby={errors.patientSex ? sexErrorId : undefined}
                    className="size-5 shrink-0 accent-brand-700"
                  />
                  {t(`fields.sexes.${sex}`)}
                </label>
              ))}
            </div>
            <FieldError look="public" id={sexErrorId} error={errors.patientSex} />
          </fieldset>

          <VisitReasonField {...field("serviceRequired")} />

          <BookingSlotFields form={form} onFull={(full) => setPressed({ full, chosen: values.preferredDate })} />
          {fullDate ? (
            <WaitlistJoin
              key={fullDate}
              date={fullDate}
              rules={rules}
              start={{ name: values.patientName, phone: values.patientPhone, email: values.patientEmail }}
            />
          ) : null}

          <PatientDetailField detail="address" {...field("patientAddress")} />
          <PatientDetailField detail="occupation" {...field("patientOccupation")} />

          <Field
            look="public"
            id={fieldId("additionalInfo")}
            name="additionalInfo"
            label={t("fields.additionalInfo")}
            error={errors.additionalInfo}
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={MAX_LENGTH.additionalInfo}
                placeholder={t("fields.additionalInfoPlaceholder")}
                value={values.additionalInfo}
                onChange={(e) => update("additionalInfo", e.target.value)}
                className={`${publicInputClass} resize-y`}
              />
            )}
          </Field>
        </div>

        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
          {/* i18n-exempt: a trap for bots, hidden from people and assistive technology */}
          <label htmlFor={`booking-${HONEYPOT_FIELD}`}>Website</label>
          <input
            id={`booking-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={form.honeypot}
            onChange={(e) => form.setHoneypot(e.target.value)}
          />
        </div>

        <BookingConsent notice={notice} ticks={form.ticks} error={errors.consent} onTick={form.tick} />

        {form.codeAsked ? (
          <BookingPhoneCode phone={values.patientPhone} code={form.phoneCode} error={form.codeError} />
        ) : null}

        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <Button
            ref={submitRef}
            type="submit"
            size="lg"
            aria-disabled={submitting || undefined}
            className="w-full aria-disabled:cursor-wait aria-disabled:opacity-70 sm:w-auto"
          >
            {submitting ? t("form.submitting") : t("form.submit")}
          </Button>
          <p className="text-sm text-slate-600">
            {t("form.preferCall")}{" "}
            <CallLink href={clinic.phoneHref}>{t("form.call", { phone: clinic.phone })}</CallLink>
          </p>
        </div>
      </form>
    </div>
  );
}

/**
 * A "Book Appointment" link on this page (/contact's own, to #book) takes the patient to the
 * form's first field, focused, rather than to the section's top with the form a scroll away.
 */
function useFocusNameOnBookLink() {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = e.target instanceof Element ? e.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href);
      if (url.hash !== "#book" || url.pathname !== window.location.pathname) return;
      const name = document.getElementById(fieldId("patientName"));
      if (!name) return;
      e.preventDefault();
      name.focus(); // scrolls it into view, below the sticky header (scroll-margin-top)
    };
    // capture: before the link's own navigation, which would only scroll to the section
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
}
