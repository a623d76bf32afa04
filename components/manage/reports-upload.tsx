"use client";

/**
 * "Upload your reports" on the manage page (FEATURES.md §14): the patient sends the doctor
 * their test reports before the visit — a PDF or a photo of each page, one file at a time, up
 * to five — and sees the list of what was sent. Made for a phone in an elderly hand: one big
 * button to choose (the phone offers its camera or files), one to send, the outcome in plain
 * words in a live region, in English or Tamil (refusals said by their code).
 */
import { useFormatter, useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { useSay } from "@/components/booking/use-say";
import { Button, buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { ReportSentAnswer, SentReport, SentReportsAnswer } from "@/lib/shared/api/patient-reports";
import {
  MAX_PATIENT_REPORTS,
  MAX_UPLOAD_BYTES,
  PATIENT_REPORT_ACCEPT,
  PATIENT_REPORT_FIELD,
} from "@/lib/shared/validation/patient-reports";
import { sayAnswer } from "@/lib/shared/validation/say";

type Outcome = { tone: "success" | "error"; text: string } | null;

export function ReportsUpload({
  token,
  initial,
  framed = true,
}: {
  token: string;
  initial: Omit<SentReportsAnswer, "success">;
  /** a card of its own (the manage page); inside an appointment's card on /my, none: the phone's width is the patient's */
  framed?: boolean;
}) {
  const t = useTranslations("manage.reports");
  const say = useSay();
  const format = useFormatter();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [list, setList] = useState(initial);
  const [chosen, setChosen] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const canSend = list.open && list.left > 0;

  function choose(file: File | null) {
    setOutcome(null);
    if (file && file.size > MAX_UPLOAD_BYTES) {
      setChosen(null);
      if (input.current) input.current.value = "";
      return setOutcome({ tone: "error", text: t("errors.tooLarge") });
    }
    setChosen(file);
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!chosen) return setOutcome({ tone: "error", text: t("errors.noFile") });
    setBusy(true);
    setOutcome(null);
    try {
      const body = new FormData();
      body.append(PATIENT_REPORT_FIELD, chosen);
      const res = await fetch(`/api/appointments/manage/${encodeURIComponent(token)}/reports`, {
        method: "POST",
        body,
      });
      const answer = (await res.json().catch(() => null)) as (ReportSentAnswer & { code?: string }) | null;
      if (res.status === 201 && answer) {
        setList({ reports: answer.reports, left: answer.left, open: answer.open });
        setOutcome({ tone: "success", text: t("sent", { name: answer.report.fileName }) });
        setChosen(null);
        if (input.current) input.current.value = "";
      } else if (res.status === 413) {
        setOutcome({ tone: "error", text: t("errors.tooLarge") });
      } else {
        setOutcome({ tone: "error", text: (answer && sayAnswer(say, answer)) || t("errors.failed") });
      }
    } catch {
      setOutcome({ tone: "error", text: t("errors.failed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby={`${ids}-heading`}
      className={framed ? "mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" : "mt-4"}
      data-testid="reports-upload"
    >
      <h2 id={`${ids}-heading`} className="text-lg font-bold text-slate-900">
        {t("heading")}
      </h2>
      <p className="mt-1 text-lg leading-relaxed text-slate-700">{t("intro", { max: MAX_PATIENT_REPORTS })}</p>
      {canSend ? (
        <form onSubmit={send} className="mt-5 grid gap-3">
          {/* the input first, so its keyboard focus shows on the big button that stands for it */}
          <input
            ref={input}
            id={`${ids}-file`}
            type="file"
            accept={PATIENT_REPORT_ACCEPT}
            className="peer sr-only"
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
          <label
            htmlFor={`${ids}-file`}
            className={`${buttonClasses("secondary", "lg")} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600`}
          >
            <Icon name="file" />
            {t("choose")}
          </label>
          {chosen && <p className="text-lg break-words text-slate-800">{t("chosen", { name: chosen.name })}</p>}
          <Button type="submit" size="lg" disabled={busy || !chosen}>
            <Icon name="check" />
            {busy ? t("sending") : t("send")}
          </Button>
        </form>
      ) : (
        <p className="mt-4 text-lg text-slate-700">
          {list.open ? t("full", { max: MAX_PATIENT_REPORTS }) : t("closedNote")}
        </p>
      )}
      <p
        // a live region without role="status": the page's banner is its one status
        aria-live="polite"
        aria-atomic="true"
        data-testid="reports-outcome"
        className={
          outcome
            ? `mt-4 rounded-xl px-4 py-3 text-lg ${
                outcome.tone === "success" ? "bg-emerald-50 text-emerald-900" : "bg-heart-50 text-heart-800"
              }`
            : "sr-only"
        }
      >
        {outcome?.text}
      </p>
      <h3 className="mt-6 text-base font-semibold text-slate-900">{t("listHeading")}</h3>
      {list.reports.length === 0 ? (
        <p className="mt-1 text-slate-600">{t("none")}</p>
      ) : (
        <ul className="mt-2 space-y-2" aria-label={t("listHeading")}>
          {list.reports.map((r: SentReport) => (
            <li key={r.id} className="flex items-start gap-2 text-lg text-slate-800">
              <Icon name="check" />
              <span className="min-w-0 break-words">
                {r.fileName}{" "}
                <span className="text-base text-slate-600">
                  (
                  {t("sentAt", {
                    date: format.dateTime(new Date(r.uploadedAt), { dateStyle: "medium", timeZone: "Asia/Kolkata" }),
                  })}
                  )
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
