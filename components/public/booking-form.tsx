"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { PatientDetailField, ServiceField } from "@/components/booking/patient-fields";
import { Field, FieldError, RequiredMark, publicInputClass } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { HONEYPOT_FIELD, MAX_LENGTH, SEXES, type BookingRules } from "@/lib/shared/validation/booking";
import { BookingBanner, BookingConfirmation, type BookingClinic } from "./booking-outcome";
import { BookingSlotFields } from "./booking-slot-fields";
import { fieldId, useBookingForm } from "./use-booking-form";

export type { BookingClinic } from "./booking-outcome";

const sexErrorId = `${fieldId("patientSex")}-error`;

/**
 * The public booking form (SPEC §2 Contact, §4, §5, §8): validates with the same schema as
 * the server, loads the booked slots of the chosen date, and after success shows the
 * booking with an .ics download and a prefilled WhatsApp message.
 */
export function BookingForm({ clinic, rules }: { clinic: BookingClinic; rules: BookingRules }) {
  const { formRef, bannerRef, summaryRef, ...form } = useBookingForm(rules);
  const { values, errors, update, field, submitting } = form;

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
          Fields marked <span className="text-heart-600" aria-hidden="true">*</span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>

        <div className="grid gap-x-5 gap-y-6 sm:grid-cols-2">
          <PatientDetailField detail="name" {...field("patientName")} />
          <PatientDetailField detail="phone" {...field("patientPhone")} />
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
              Sex
              <RequiredMark required look="public" />
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
                    aria-describedby={errors.patientSex ? sexErrorId : undefined}
                    className="size-4 accent-brand-700"
                  />
                  {sex}
                </label>
              ))}
            </div>
            <FieldError look="public" id={sexErrorId} error={errors.patientSex} />
          </fieldset>

          <ServiceField label="Service required" required {...field("serviceRequired")} />

          <BookingSlotFields form={form} />

          <PatientDetailField detail="address" {...field("patientAddress")} />
          <PatientDetailField detail="occupation" {...field("patientOccupation")} />

          <Field
            look="public"
            id={fieldId("additionalInfo")}
            name="additionalInfo"
            label="Additional information"
            error={errors.additionalInfo}
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={MAX_LENGTH.additionalInfo}
                placeholder="Symptoms, current medicines, or anything the doctor should know"
                value={values.additionalInfo}
                onChange={(e) => update("additionalInfo", e.target.value)}
                className={`${publicInputClass} resize-y`}
              />
            )}
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
            value={form.honeypot}
            onChange={(e) => form.setHoneypot(e.target.value)}
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
