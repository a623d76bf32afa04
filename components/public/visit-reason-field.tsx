"use client";

/**
 * "What is the visit for?" on the public booking form (issue 29): five answers in the
 * patient's words (lib/content/visit-reasons.ts), each standing for one of the spec's
 * services — the form still sends `serviceRequired`. Only a test asks which one. Its error
 * sits under the question.
 */
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { FieldError, RequiredMark, SelectField } from "@/components/ui/field";
import { serviceName } from "@/lib/content/services";
import { reasonOfService, VISIT_REASONS, type VisitReason } from "@/lib/content/visit-reasons";
import type { Locale } from "@/lib/i18n/locales";

export function VisitReasonField({
  id,
  value,
  error,
  onValueChange,
}: {
  /** the id the form focuses for this field: the first answer, or the choice once one is asked */
  id: string;
  /** the service it stands for ('' until answered) */
  value: string;
  error?: string;
  onValueChange: (service: string) => void;
}) {
  const t = useTranslations("booking.fields");
  const locale = useLocale() as Locale;
  const [reasonId, setReasonId] = useState(() => reasonOfService(value));
  const reason = VISIT_REASONS.find((r) => r.id === reasonId) ?? null;
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  const shownError = error && (reason?.id === "test" && !value ? t("visitTestRequired") : reason ? error : t("visitReasonRequired"));

  function choose(next: VisitReason) {
    setReasonId(next.id);
    onValueChange(next.service ?? "");
  }

  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required="true"
      aria-invalid={shownError ? true : undefined}
      aria-describedby={shownError ? errorId : undefined}
      className="sm:col-span-2"
    >
      <legend id={legendId} className="block text-sm font-semibold text-slate-800">
        {t("visitReason")}
        <RequiredMark required look="public" />
      </legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
        {VISIT_REASONS.map((r, i) => (
          <label
            key={r.id}
            className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-800 shadow-sm hover:border-slate-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900"
          >
            <input
              type="radio"
              name="visitReason"
              value={r.id}
              id={i === 0 && !reason?.choices ? id : undefined}
              checked={reasonId === r.id}
              onChange={() => choose(r)}
              aria-describedby={shownError ? errorId : undefined}
              className="size-5 shrink-0 accent-brand-700"
            />
            {r.label[locale]}
          </label>
        ))}
      </div>
      {reason?.choices && (
        <SelectField
          look="public"
          id={id}
          name="serviceRequired"
          className="mt-3"
          label={t("visitTest")}
          required
          placeholder={t("visitTestPlaceholder")}
          value={value}
          onValueChange={onValueChange}
        >
          {reason.choices.map((service) => (
            <option key={service} value={service}>
              {serviceName(service, locale)}
            </option>
          ))}
        </SelectField>
      )}
      <FieldError look="public" id={errorId} error={shownError} />
    </fieldset>
  );
}
