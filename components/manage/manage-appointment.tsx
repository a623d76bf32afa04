"use client";

/**
 * The manage page's live part: the appointment, and what the patient may do with it —
 * move it, cancel it (after a confirmation step), add it to a calendar — or, once it can
 * no longer be changed online, the clinic's phone. When the clinic has closed at the
 * appointment's time, a notice says so and the page opens with the new-time picker. On the
 * appointment's evening, a card shows the patient's place in the queue (./tonight-card.tsx).
 */
import { useRef, useState } from "react";
import { BookingBanner } from "@/components/public/booking-outcome";
import { Button, buttonClasses, LinkButton } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { BookingRules } from "@/lib/shared/validation/booking";
import { MANAGE_MESSAGES } from "@/lib/shared/validation/manage";
import { AppointmentDetails } from "./appointment-details";
import { CancelPanel } from "./cancel-panel";
import { ClosedNotice } from "./closed-notice";
import { CallButton } from "./manage-notice";
import type { ManageClinic, ManagedAppointment } from "./manage-words";
import { ReschedulePanel } from "./reschedule-panel";
import { TonightCard } from "./tonight-card";
import { useManageAppointment, type ManageState } from "./use-manage-appointment";

type Mode = "idle" | "reschedule" | "cancel";

const hoursWords = (hours: number) => (hours === 1 ? "1 hour" : `${hours} hours`);

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
    panel = <Cancelled clinic={clinic} />;
  } else if (a.canCancel || a.canReschedule) {
    panel = (
      <section aria-labelledby="actions-heading">
        <h2 id="actions-heading" className="text-lg font-bold text-slate-900">
          Need to change your plans?
        </h2>
        <p className="mt-1 text-slate-600">
          You can move or cancel this appointment online until {hoursWords(cutoffHours)} before it starts.
        </p>
        <div className="mt-5 grid gap-3 sm:flex sm:flex-wrap">
          {a.canReschedule ? (
            <Button ref={rescheduleRef} size="lg" onClick={() => start("reschedule")}>
              <Icon name="calendar" />
              Change date or time
            </Button>
          ) : null}
          {a.canCancel ? (
            <Button ref={cancelRef} variant="secondary" size="lg" onClick={() => start("cancel")}>
              <Icon name="x" />
              Cancel appointment
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
        Here is your appointment at {clinic.name}.
        {a.status === "" && !a.closedReason && (a.tonight?.status ?? "booked") === "booked"
          ? " Please arrive 15 minutes early."
          : ""}
      </p>
      <BookingBanner banner={state.banner} focusRef={state.bannerRef} />
      {a.tonight ? <TonightCard tonight={a.tonight} behind={state.tonightBehind} /> : null}
      {a.closedReason ? <ClosedNotice reason={a.closedReason} canChange={a.canReschedule} clinic={clinic} /> : null}
      <AppointmentDetails appointment={a} clinic={clinic} />
      <div className={`mt-6 rounded-2xl border p-4 shadow-sm sm:p-6 ${tone}`}>{panel}</div>
    </>
  );
}

function CalendarLink({ state }: { state: ManageState }) {
  return (
    <a href={state.icsHref} download className={buttonClasses("secondary", "lg")}>
      <Icon name="calendar" />
      Add to calendar
    </a>
  );
}

function Cancelled({ clinic }: { clinic: ManageClinic }) {
  return (
    <section aria-labelledby="cancelled-heading">
      <h2 id="cancelled-heading" className="text-lg font-bold text-slate-900">
        This appointment is cancelled
      </h2>
      <p className="mt-1 text-slate-600">Would you like another time? Book online in a minute, or call the clinic.</p>
      <div className="mt-5 grid gap-3 sm:flex sm:flex-wrap">
        <LinkButton href="/contact#book" size="lg">
          <Icon name="calendar" />
          Book a new appointment
        </LinkButton>
        <a href={clinic.phoneHref} className={buttonClasses("secondary", "lg")}>
          <Icon name="phone" />
          Call {clinic.phone}
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
  const pending = state.appointment.status === "";
  return (
    <section aria-labelledby="call-heading">
      <h2 id="call-heading" className="text-lg font-bold text-slate-900">
        Need to change something?
      </h2>
      <p className="mt-1 text-slate-700">
        {pending ? MANAGE_MESSAGES.tooLate(cutoffHours, clinic.phone) : MANAGE_MESSAGES.closed(clinic.phone)}
      </p>
      <div className="mt-5 grid gap-3 sm:flex sm:flex-wrap">
        <CallButton phone={clinic.phone} phoneHref={clinic.phoneHref} />
        {pending ? <CalendarLink state={state} /> : null}
      </div>
    </section>
  );
}
