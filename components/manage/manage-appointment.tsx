"use client";

/**
 * The manage page's live part: the appointment, and what the patient may do with it —
 * move it, cancel it (after a confirmation step), add it to a calendar — or, once it can
 * no longer be changed online, the clinic's phone. When the clinic has closed at the
 * appointment's time, a notice says so and the page opens with the new-time picker. On the
 * appointment's evening, a card shows the patient's place in the queue (./tonight-card.tsx).
 * Once the doctor has finalised the visit's prescription, it is offered as a PDF.
 */
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { rememberBookAgain } from "@/components/public/book-again";
import { BookingBanner } from "@/components/public/booking-outcome";
import { Button, buttonClasses, LinkButton } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { localePath } from "@/lib/i18n/locales";
import type { BookingRules } from "@/lib/shared/validation/booking";
import { AppointmentDetails } from "./appointment-details";
import { CancelPanel } from "./cancel-panel";
import { ClosedNotice } from "./closed-notice";
import { CallButton } from "./manage-notice";
import type { ManageClinic, ManagedAppointment } from "./manage-words";
import { ReschedulePanel } from "./reschedule-panel";
import { TonightCard } from "./tonight-card";
import { useManageAppointment, type ManageState } from "./use-manage-appointment";

type Mode = "idle" | "reschedule" | "cancel";

export function ManageAppointment({
  token,
  initial,
  clinic,
  rules,
  cutoffHours,
}: {
  token: string;
  initial: ManagedAppointment;
  clinic: ManageClinic;
  rules: BookingRules;
  /** MANAGE_CUTOFF_HOURS: online changes stop this long before the appointment */
  cutoffHours: number;
}) {
  const t = useTranslations("manage");
  const locale = useLocale();
  const state = useManageAppointment({ token, initial, phone: clinic.phone });
  // inside a closure: the way to another time is open from the start (without taking the focus)
  const [mode, setMode] = useState<Mode>(initial.closedReason && initial.canReschedule ? "reschedule" : "idle");
  const [openedByHand, setOpenedByHand] = useState(false);
  const rescheduleRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const a = state.appointment;

  function start(next: "reschedule" | "cancel") {
    state.clearBanner();
    setOpenedByHand(true);
    setMode(next);
  }

  /** Back to the buttons; focus returns to the one pressed unless the action was done (the message has it). */
  function close(from: "reschedule" | "cancel", done: boolean) {
    setMode("idle");
    const trigger = from === "reschedule" ? rescheduleRef : cancelRef;
    if (!done) requestAnimationFrame(() => trigger.current?.focus());
  }

  let panel;
  if (mode === "reschedule" && a.canReschedule) {
    panel = (
      <ReschedulePanel
        state={state}
        rules={rules}
        onClose={(moved) => close("reschedule", moved)}
        onCancelInstead={() => start("cancel")}
        focusOnOpen={openedByHand}
      />
    );
  } else if (mode === "cancel" && a.canCancel) {
    panel = <CancelPanel state={state} onClose={(cancelled) => close("cancel", cancelled)} />;
  } else if (a.status === "Cancelled") {
    panel = <Cancelled clinic={clinic} token={token} />;
  } else if (a.canCancel || a.canReschedule) {
    panel = (
      <section aria-labelledby="actions-heading">
        <h2 id="actions-heading" className="text-lg font-bold text-slate-900">
          {t("actions.heading")}
        </h2>
        <p className="mt-1 text-slate-600">{t("actions.until", { hours: cutoffHours })}</p>
        <div className="mt-5 grid gap-3 sm:flex sm:flex-wrap">
          {a.canReschedule ? (
            <Button ref={rescheduleRef} size="lg" onClick={() => start("reschedule")}>
              <Icon name="calendar" />
              {t("actions.reschedule")}
            </Button>
          ) : null}
          {a.canCancel ? (
            <Button ref={cancelRef} variant="secondary" size="lg" onClick={() => start("cancel")}>
              <Icon name="x" />
              {t("actions.cancel")}
            </Button>
          ) : null}
          <CalendarLink state={state} />
        </div>
      </section>
    );
  } else {
    panel = <CallTheClinic state={state} clinic={clinic} cutoffHours={cutoffHours} />;
  }

  // the confirmation step takes the card's whole colour, so it reads as a question to answer
  const tone = mode === "cancel" && a.canCancel ? "border-heart-100 bg-heart-50" : "border-slate-200 bg-white";
  return (
    <>
      <p className="mt-3 mb-6 text-lg leading-relaxed text-slate-600">
        {t("intro", { clinic: clinic.name })}
        {a.status === "" && !a.closedReason && (a.tonight?.status ?? "booked") === "booked" ? ` ${t("arrive")}` : ""}
      </p>
      <BookingBanner banner={state.banner} focusRef={state.bannerRef} />
      {a.tonight ? <TonightCard tonight={a.tonight} behind={state.tonightBehind} /> : null}
      {a.closedReason ? (
        <ClosedNotice
          reason={(locale === "ta" && a.closedReasonTa) || a.closedReason}
          canChange={a.canReschedule}
          clinic={clinic}
        />
      ) : null}
      <AppointmentDetails appointment={a} clinic={clinic} />
      {a.prescription ? <PrescriptionLink state={state} /> : null}
      {a.documents.map((d) => (
        <DocumentLink key={d.id} state={state} document={d} />
      ))}
      <div className={`mt-6 rounded-2xl border p-4 shadow-sm sm:p-6 ${tone}`}>{panel}</div>
    </>
  );
}

/** The calendar file, its words in the page's language (the API's `?lang`; by default the patient's own). */
function CalendarLink({ state }: { state: ManageState }) {
  const t = useTranslations("manage.actions");
  const locale = useLocale();
  return (
    <a
      href={locale === "en" ? state.icsHref : `${state.icsHref}?lang=${locale}`}
      download
      className={buttonClasses("secondary", "lg")}
    >
      <Icon name="calendar" />
      {t("calendar")}
    </a>
  );
}

/** The visit's finalised prescription, A4 in the patient's language: a file to keep, print or show at a pharmacy. */
function PrescriptionLink({ state }: { state: ManageState }) {
  const t = useTranslations("manage");
  return (
    <p className="mt-6">
      <a href={state.prescriptionHref} download className={buttonClasses("secondary", "lg")}>
        <Icon name="pill" />
        {t("prescription")}
        <span className="text-sm font-normal text-slate-600">({t("prescriptionFile")})</span>
      </a>
    </p>
  );
}

/** A letter or certificate of the visit (FEATURES.md §14), A4 in the patient's language. */
function DocumentLink({ state, document }: { state: ManageState; document: ManagedAppointment["documents"][number] }) {
  const t = useTranslations("manage");
  return (
    <p className="mt-3">
      <a href={state.documentHref(document.id)} download className={buttonClasses("secondary", "lg")}>
        <Icon name="pill" />
        {t(`documents.${document.kind}`)} {document.number}
        <span className="text-sm font-normal text-slate-600">({t("prescriptionFile")})</span>
      </a>
    </p>
  );
}

function Cancelled({ clinic, token }: { clinic: ManageClinic; token: string }) {
  const t = useTranslations("manage");
  const locale = useLocale();
  return (
    <section aria-labelledby="cancelled-heading">
      <h2 id="cancelled-heading" className="text-lg font-bold text-slate-900">
        {t("cancelled.heading")}
      </h2>
      <p className="mt-1 text-slate-600">{t("cancelled.text")}</p>
      <div className="mt-5 grid gap-3 sm:flex sm:flex-wrap">
        <LinkButton href={`${localePath(locale, "/contact")}#book`} size="lg" onClick={() => rememberBookAgain(token)}>
          <Icon name="calendar" />
          {t("cancelled.book")}
        </LinkButton>
        <a href={clinic.phoneHref} className={buttonClasses("secondary", "lg")}>
          <Icon name="phone" />
          {t("call", { phone: clinic.phone })}
        </a>
      </div>
    </section>
  );
}

/** Past the cut-off, or Done / No-show: no buttons, the clinic's phone instead. */
function CallTheClinic({
  state,
  clinic,
  cutoffHours,
}: {
  state: ManageState;
  clinic: ManageClinic;
  cutoffHours: number;
}) {
  const t = useTranslations("manage");
  const pending = state.appointment.status === "";
  return (
    <section aria-labelledby="call-heading">
      <h2 id="call-heading" className="text-lg font-bold text-slate-900">
        {t("actions.callHeading")}
      </h2>
      <p className="mt-1 text-slate-700">
        {pending
          ? t("server.tooLate", { hours: cutoffHours, phone: clinic.phone })
          : t("server.closed", { phone: clinic.phone })}
      </p>
      <div className="mt-5 grid gap-3 sm:flex sm:flex-wrap">
        <CallButton phone={clinic.phone} phoneHref={clinic.phoneHref} />
        {pending ? <CalendarLink state={state} /> : null}
      </div>
    </section>
  );
}
