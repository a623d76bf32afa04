"use client";

/**
 * Consent and privacy in the Patient Profile (FEATURES.md §7): the patient's WhatsApp choice
 * and where it was made, one line per booking's privacy notice, Withdraw (after the
 * browser's confirmation: it stops every WhatsApp message to them) or Record WhatsApp consent,
 * Export data (their ZIP, after a confirmation: it is logged as an access request), Delete
 * patient (erasure), and their rights requests. The server logs a withdrawal, an export and
 * an erasure in the rights requests itself.
 */
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { SolidIcon } from "@/components/ui/solid-icon";
import type { ProfileConsent, RightsRequestRecord } from "@/lib/shared/api/privacy";
import { PRIVACY_MESSAGES } from "@/lib/shared/validation/privacy";
import { ApiError, NETWORK_MESSAGE } from "../ui/api";
import { shortDate, slotLabel } from "../appointments/appointment-format";
import { Message, type MessageTone } from "../ui/alert";
import { useConfirm } from "../ui/confirm-dialog";
import {
  instantDay,
  kindLabel,
  noticeLine,
  smsState,
  smsWhere,
  whatsappState,
  whatsappWhere,
  type WhatsappState,
} from "../privacy/privacy-format";
import { useExportPatientData, useSetConsent } from "../privacy/queries";

const STATE_INK: Record<WhatsappState | "Allowed", string> = {
  Agreed: "text-emerald-800",
  Allowed: "text-slate-700",
  Declined: "text-heart-700",
  Withdrawn: "text-heart-700",
  "Not asked": "text-slate-700",
};

/** What saying no to a channel asks first. */
const STOP = {
  whatsapp: {
    title: "Withdraw WhatsApp consent",
    question: PRIVACY_MESSAGES.withdrawConfirm,
    confirmLabel: "Withdraw",
  },
  sms: { title: "Stop SMS", question: PRIVACY_MESSAGES.smsStopConfirm, confirmLabel: "Stop SMS" },
};

const EXPORTED = "Data exported. The export is recorded as an access request.";

export function ConsentPanel({
  patientId,
  consent,
  requests,
  onDelete,
}: {
  patientId: number;
  consent: ProfileConsent;
  requests: RightsRequestRecord[];
  /** opens the deletion's confirmation (erasure); absent for the desk, as is the export (FEATURES.md §9: they carry medical records) */
  onDelete?: () => void;
}) {
  const setConsent = useSetConsent(patientId, "whatsapp");
  const setSms = useSetConsent(patientId, "sms");
  const exportData = useExportPatientData(patientId);
  const [ask, asking] = useConfirm();
  const [outcome, setOutcome] = useState<{ tone: MessageTone; text: string } | null>(null);
  // only a recorded yes sends WhatsApp (not asked is no): that is what can be withdrawn
  const agreed = consent.whatsapp === true;
  const state = whatsappState(consent);
  // SMS never asked is allowed (transactional): what can be stopped is anything but a recorded no
  const smsOn = consent.sms !== false;
  const sms = smsState(consent);

  const failed = (error: Error) =>
    setOutcome({ tone: "error", text: error instanceof ApiError ? error.message : NETWORK_MESSAGE });

  /** Records a channel's answer: a yes at once, a no once confirmed (it stops their messages there). */
  function save(channel: keyof typeof STOP, agreed: boolean) {
    const mutation = channel === "whatsapp" ? setConsent : setSms;
    const send = () => {
      setOutcome(null);
      mutation.mutate(agreed, {
        onSuccess: ({ message }) => setOutcome({ tone: "success", text: message }),
        onError: failed,
      });
    };
    if (agreed) send();
    else ask({ ...STOP[channel], onConfirm: send });
  }

  function exportZip() {
    ask({
      title: "Export the patient's data",
      question: PRIVACY_MESSAGES.exportConfirm,
      confirmLabel: "Export",
      onConfirm: () => {
        setOutcome(null);
        exportData.mutate(undefined, {
          onSuccess: () => setOutcome({ tone: "success", text: EXPORTED }),
          onError: failed,
        });
      },
    });
  }

  return (
    <div className="space-y-4 text-sm">
      <div className="space-y-2">
        <p className="text-slate-800" data-testid="whatsapp-consent">
          WhatsApp: <span className={`font-semibold ${STATE_INK[state]}`}>{state}</span>
          {whatsappWhere(consent)}
        </p>
        <p className="text-slate-800" data-testid="sms-consent">
          SMS: <span className={`font-semibold ${STATE_INK[sms]}`}>{sms}</span>
          {smsWhere(consent)}
        </p>
        {consent.bookings.length > 0 && (
          <ul className="space-y-1.5" aria-label="Consent at booking, newest first">
            {consent.bookings.map((b) => (
              <li key={b.appointmentId} className="flex items-start gap-2 text-slate-700">
                <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" aria-hidden />
                <span className="min-w-0">
                  <span className="block break-words">{noticeLine(b)}</span>
                  <span className="block text-xs text-slate-500">
                    For {shortDate(b.date)} · {slotLabel(b.time)}
                    {b.whatsapp !== null && ` · WhatsApp ${b.whatsapp ? "ticked" : "not ticked"}`}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="flex flex-wrap gap-2">
        <PanelAction pending={setConsent.isPending} onClick={() => save("whatsapp", !agreed)}>
          {agreed ? "Withdraw WhatsApp consent" : "Record WhatsApp consent"}
        </PanelAction>
        <PanelAction pending={setSms.isPending} onClick={() => save("sms", !smsOn)}>
          {smsOn ? "Stop SMS" : "Record SMS consent"}
        </PanelAction>
        {onDelete && (
          <>
            <PanelAction pending={exportData.isPending} onClick={exportZip}>
              {!exportData.isPending && <SolidIcon name="download" />}
              {exportData.isPending ? "Preparing…" : "Export data"}
            </PanelAction>
            <button
              type="button"
              onClick={onDelete}
              className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-heart-100 bg-white px-3 py-2 text-sm font-medium text-heart-700 hover:border-heart-600 hover:bg-heart-50 max-sm:min-h-11"
            >
              <SolidIcon name="trash" /> Delete patient
            </button>
          </>
        )}
      </div>

      <div aria-live="polite" className="empty:hidden">
        {outcome && <Message tone={outcome.tone}>{outcome.text}</Message>}
      </div>

      <div>
        <h4 className="text-xs font-medium uppercase tracking-wide text-slate-500">Rights requests</h4>
        {requests.length === 0 ? (
          <p className="mt-1 text-slate-600">None recorded.</p>
        ) : (
          <ul
            className="mt-1.5 divide-y divide-slate-100 rounded-xl border border-slate-200"
            aria-label="Rights requests"
          >
            {requests.map((r) => (
              <li key={r.id} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 px-3.5 py-2.5">
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{kindLabel(r.kind)}</span>
                  <span className="block break-words text-xs text-slate-600">
                    Asked by {r.requester} · received {instantDay(r.receivedAt)}
                  </span>
                </span>
                <RequestState request={r} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {asking}
    </div>
  );
}

/** Open, or Done with its date. */
export function RequestState({ request }: { request: Pick<RightsRequestRecord, "doneAt"> }) {
  return request.doneAt ? (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      <SolidIcon name="check" className="size-3.5" /> Done {instantDay(request.doneAt)}
    </span>
  ) : (
    <span className="inline-flex shrink-0 items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
      Open
    </span>
  );
}

/** The panel's consent and export buttons: one look, pressed once while their request is out. */
function PanelAction({ pending, onClick, children }: { pending: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="neutral" size="toolbar" className="max-sm:min-h-11" pending={pending} onClick={onClick}>
      {children}
    </Button>
  );
}
