"use client";

/**
 * One appointment of the admin table: a table row from 1280 px (a landscape tablet at 1024 px gets the cards: the columns need more room — issue 29), a card below. Columns of
 * SPEC §2: Patient Name (with Patient Info), Contact Info, Service, Date & Time, Additional
 * Info (first 50 characters), Address & Occupation (address's first 40), Status (the toggle
 * and the status menu) and Actions (Reschedule, Delete).
 *
 * Cancelled and No-show rows stay readable but step back: a grey ground, quieter text, the
 * status as a badge, and a cancelled slot's time struck through (its time is free again).
 *
 * A pending appointment a closure covers (`closed_reason`, FEATURES.md §2) is marked "Clinic
 * closed" with the reason, and Cancel sits beside Reschedule: the desk moves or cancels it.
 *
 * A pending appointment whose phone WhatsApp can reach has a WhatsApp menu under the phone
 * (FEATURES.md §4, click-to-chat): Send confirmation, Send reminder and, when the clinic is
 * closed that day, We are closed that day — each a link the server answers with a wa.me
 * link holding the message and the patient's manage link, opened in a new tab.
 */
import { Icon } from "@/components/ui/icon";
import { SolidIcon } from "@/components/ui/solid-icon";
import type { AppointmentListRecord, AppointmentRecord } from "@/lib/shared/api/appointments";
import { formatPhone, whatsappNumber } from "@/lib/shared/phone";
import { EmailText } from "../ui/email-text";
import { STATUS_LABELS, type AppointmentStatus } from "@/lib/shared/validation/appointments";
import {
  ADDITIONAL_INFO_PREVIEW,
  ADDRESS_PREVIEW,
  canReschedule,
  isDone,
  isInactive,
  preview,
  shortDate,
  slotLabel,
  slotText,
  statusOf,
} from "./appointment-format";
import { noShowTooEarly, STATUS_DOT, StatusMenu } from "../queue/status-menu";
import { QueueStatusChip } from "../queue/queue-row";
import type { QueueEntry } from "@/lib/shared/api/queue";
import Link from "next/link";
import { RowButton, ROW_BUTTON_CLASS, ROW_TONES } from "../ui/row-button";
import { consultHref } from "../consult/consult-href";
import { useAdminSession } from "../session/session-context";
import { CLINICAL } from "@/lib/shared/roles";
import { clinicToday } from "./queries";
import { useConfirm } from "../ui/confirm-dialog";
import { WhatsAppMenu } from "./whatsapp-menu";

export const APPOINTMENT_COLUMNS = [
  "Patient Name",
  "Contact Info",
  "Service",
  "Date & Time",
  "Additional Info",
  "Address & Occupation",
  "Status",
  "Actions",
] as const;

/** The question before Cancel: the time becomes free for others. */
export const cancelQuestion = (row: Pick<AppointmentRecord, "name" | "preferred_date" | "preferred_time">) =>
  `Cancel ${row.name}'s appointment on ${slotText(row)}? The time becomes free for others.`;

/** The row's actions stand one above the other in the table's last column, the same width; busy while a change is sent. */
const IN_CELL = "justify-center xl:min-h-0 disabled:cursor-wait disabled:opacity-60";

/**
 * The doctor's chart of this appointment (FEATURES.md §10): today's or an earlier one opens
 * its visit; a later one (or a cancelled one) the chart alone.
 */
function chartHref(row: AppointmentRecord): string {
  const consulted = row.status !== "Cancelled" && row.preferred_date <= clinicToday();
  return consulted ? consultHref(row.id, row.patient_id) : `/admin/consult?patient=${row.patient_id}`;
}

export function AppointmentRow({
  row,
  busy,
  onInfo,
  onToggle,
  onStatus,
  onReschedule,
  onDelete,
  queue,
}: {
  /** a list record: `closed_reason` when a closure covers this pending appointment */
  row: AppointmentRecord & Partial<Pick<AppointmentListRecord, "closed_reason" | "walk_in">>;
  busy?: "status" | "delete";
  onInfo: (opener: HTMLElement) => void;
  onToggle: () => void;
  onStatus: (status: AppointmentStatus) => void;
  onReschedule: (opener: HTMLElement) => void;
  onDelete: () => void;
  /** tonight's row on the Today screen: where the patient stands in the queue */
  queue?: Pick<QueueEntry, "status" | "token">;
}) {
  const inactive = isInactive(row);
  const movable = canReschedule(row);
  const [ask, asking] = useConfirm();
  const chart = useAdminSession().can(CLINICAL) ? chartHref(row) : null;
  const closedReason = row.status === "" ? (row.closed_reason ?? null) : null;
  // here tonight and not yet done: the queue's words say where they stand
  const inQueue =
    row.status === "" && queue && (queue.status === "checked-in" || queue.status === "with-doctor") ? queue : null;
  // the quieter text of a cancelled or no-show row (still readable: slate-600/500 on slate-50)
  const ink = inactive ? "text-slate-600" : "text-slate-800";
  const soft = inactive ? "text-slate-500" : "text-slate-700";
  const info = preview(row.additional_info, ADDITIONAL_INFO_PREVIEW);
  const address = preview(row.patient_address, ADDRESS_PREVIEW);
  const cell =
    "flex gap-3 py-1.5 xl:table-cell xl:px-3 xl:py-3.5 xl:align-top before:w-24 before:shrink-0 before:pt-px before:text-xs before:font-medium before:uppercase before:tracking-wide before:text-slate-500 before:content-[attr(data-label)] xl:before:content-none";
  const none = <span className="text-slate-400">—</span>;

  return (
    <tr
      data-appointment-id={row.id}
      data-status={STATUS_LABELS[statusOf(row)]}
      data-clinic-closed={closedReason ? true : undefined}
      className={`block rounded-xl p-4 ring-1 xl:table-row xl:rounded-none xl:p-0 xl:ring-0 ${
        inactive
          ? "bg-slate-50 text-slate-500 ring-slate-200/70"
          : closedReason
            ? "ring-heart-100 xl:bg-heart-50/40"
            : "ring-slate-200"
      } ${busy === "delete" ? "opacity-60" : ""}`}
    >
      <td className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 pb-3 mb-1.5 xl:mb-0 xl:table-cell xl:border-0 xl:py-3.5 xl:pl-6 xl:pr-3 xl:align-top">
        <span className={`font-semibold ${inactive ? "text-slate-600" : "text-slate-900"}`}>{row.name}</span>
        <button
          type="button"
          onClick={(e) => onInfo(e.currentTarget)}
          aria-label={`Patient Info for ${row.name}`}
          className="inline-flex items-center gap-1 rounded-md border border-brand-200 bg-brand-50 px-2 py-1 text-xs font-medium text-brand-800 hover:border-brand-300 hover:bg-brand-100 xl:mt-1.5 xl:flex xl:w-fit"
        >
          <SolidIcon name="info" /> Patient Info
        </button>
      </td>
      <td data-label="Contact" className={cell}>
        <span className="flex min-w-0 flex-col gap-0.5">
          {row.phone ? (
            <a
              href={`tel:${row.phone.replace(/[^\d+]/g, "")}`}
              className={`${ink} hover:text-brand-800 hover:underline`}
            >
              {formatPhone(row.phone)}
            </a>
          ) : (
            none
          )}
          {row.email && (
            <a href={`mailto:${row.email}`} className="text-slate-600 hover:text-brand-800 hover:underline">
              <EmailText email={row.email} />
            </a>
          )}
          {/* a walk-in is at the desk: nothing to confirm or remind (issue 29) */}
          {row.status === "" && !row.walk_in && whatsappNumber(row.phone) && (
            <WhatsAppMenu id={row.id} name={row.name} closed={closedReason !== null} />
          )}
        </span>
      </td>
      <td data-label="Service" className={cell}>
        <span className={ink}>{row.service_required || none}</span>
      </td>
      <td data-label="Date & Time" className={`${cell} xl:whitespace-nowrap`}>
        <span className="flex flex-col">
          <span className={ink}>{shortDate(row.preferred_date)}</span>
          <span className={`text-slate-600 ${row.status === "Cancelled" ? "line-through decoration-slate-400" : ""}`}>
            {slotLabel(row.preferred_time)}
          </span>
          {closedReason && <ClinicClosed reason={closedReason} />}
        </span>
      </td>
      <td data-label="Additional Info" className={`${cell} xl:max-w-56`}>
        {info ? (
          <span className={soft} title={row.additional_info !== info ? row.additional_info : undefined}>
            {info}
          </span>
        ) : (
          none
        )}
      </td>
      <td data-label="Address" className={`${cell} xl:max-w-56`}>
        <span className="flex min-w-0 flex-col gap-0.5">
          {address ? (
            <span className={soft} title={row.patient_address !== address ? row.patient_address : undefined}>
              {address}
            </span>
          ) : (
            none
          )}
          {row.patient_occupation && <span className="text-slate-500">{row.patient_occupation}</span>}
        </span>
      </td>
      <td data-label="Status" className={`${cell} items-center xl:whitespace-nowrap`}>
        <span className="flex flex-wrap items-center gap-1.5">
          {/* tonight's place in the Tonight panel's own words instead of "Pending" (issue 29: one
              vocabulary on the screen); the menu still sets Done, Cancelled or No-show */}
          {inQueue ? (
            <span data-testid="row-queue-status" className="inline-flex items-center gap-1">
              <QueueStatusChip status={inQueue.status} />
              {inQueue.token !== null && <span className="text-xs text-slate-600">token {inQueue.token}</span>}
            </span>
          ) : (
            <StatusControl row={row} busy={busy === "status"} disabled={!!busy} onToggle={onToggle} />
          )}
          <StatusMenu
            name={row.name}
            status={statusOf(row)}
            disabled={!!busy}
            noShowRefused={noShowTooEarly(row, queue)}
            onChoose={onStatus}
          />
        </span>
      </td>
      <td className="mt-2 flex justify-end border-t border-slate-100 pt-3 xl:mt-0 xl:table-cell xl:border-0 xl:py-3.5 xl:pl-3 xl:pr-6 xl:align-top">
        {/* a card's footer: side by side; a table's last column: one above the other, the same width */}
        <span className="flex items-center gap-2 xl:w-fit xl:flex-col xl:items-stretch">
          {chart && (
            <Link
              href={chart}
              className={`${ROW_BUTTON_CLASS} ${ROW_TONES.neutral} ${IN_CELL}`}
              aria-label={`Open ${row.name}'s chart`}
            >
              <Icon name="heart" className="size-4" /> Chart
            </Link>
          )}
          <RowButton
            tone={movable ? "neutral" : "off"}
            className={IN_CELL}
            onClick={(e) => onReschedule(e.currentTarget)}
            disabled={!!busy}
            // Done and No-show are history: the server refuses to move them; the click says why
            aria-disabled={movable ? undefined : true}
            aria-label={`Reschedule ${row.name}'s appointment`}
          >
            <Icon name="calendar" className="size-4" /> Reschedule
          </RowButton>
          {closedReason && (
            <RowButton
              tone="undo"
              className={IN_CELL}
              onClick={() =>
                ask({
                  title: "Cancel appointment",
                  question: cancelQuestion(row),
                  confirmLabel: "Cancel appointment",
                  onConfirm: () => onStatus("Cancelled"),
                })
              }
              disabled={!!busy}
              aria-label={`Cancel ${row.name}'s appointment`}
            >
              <Icon name="x" className="size-4" /> Cancel
            </RowButton>
          )}
          <RowButton
            tone="danger"
            className={IN_CELL}
            onClick={onDelete}
            disabled={!!busy}
            aria-label={`Delete ${row.name}'s appointment`}
          >
            <SolidIcon name="trash" /> Delete
          </RowButton>
        </span>
        {asking}
      </td>
    </tr>
  );
}

/** "Clinic closed" and the closure's reason, under the appointment's time. */
export function ClinicClosed({ reason }: { reason: string }) {
  return (
    <span className="mt-1.5 flex max-w-56 flex-col items-start gap-0.5" data-testid="clinic-closed">
      <span
        title={reason}
        className="inline-flex items-center gap-1 rounded-full bg-heart-50 px-2 py-0.5 text-xs font-semibold text-heart-700 ring-1 ring-heart-100"
      >
        <Icon name="alert" className="size-3.5" /> Clinic closed<span className="sr-only">:</span>
      </span>
      <span className="whitespace-normal text-xs text-heart-700">{reason}</span>
    </span>
  );
}

/**
 * The Status cell's main control. Pending and Done: the spec's toggle, exactly as before
 * (one press flips '' ↔ 'Done'). Cancelled and No-show: a plain badge instead — a toggle
 * there would either claim "Pending" or silently turn a cancellation into Done; the menu
 * beside it is how such a row changes.
 */
function StatusControl({
  row,
  busy,
  disabled,
  onToggle,
}: {
  row: AppointmentRecord;
  busy: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const status = statusOf(row);
  if (isInactive(row)) {
    return (
      <span
        data-testid="status-badge"
        className="inline-flex min-h-9 min-w-24 items-center justify-center gap-1.5 rounded-full bg-slate-100 px-3 py-1.5 xl:min-h-0 text-xs font-semibold text-slate-700 ring-1 ring-slate-200"
      >
        {busy ? <Spinner /> : <span className={`size-2 rounded-full ${STATUS_DOT[status]}`} aria-hidden />}
        {STATUS_LABELS[status]}
      </span>
    );
  }
  const done = isDone(row);
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={disabled}
      title={done ? "Mark as pending" : "Mark as done"}
      className={`inline-flex min-h-9 min-w-24 items-center justify-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold ring-1 xl:min-h-0 transition-colors disabled:cursor-wait disabled:opacity-60 ${
        done
          ? "bg-emerald-50 text-emerald-800 ring-emerald-200 hover:bg-emerald-100"
          : "bg-amber-50 text-amber-900 ring-amber-200 hover:bg-amber-100"
      }`}
    >
      {busy ? (
        <Spinner />
      ) : done ? (
        <SolidIcon name="check" />
      ) : (
        <span className={`size-2 rounded-full ${STATUS_DOT[""]}`} aria-hidden />
      )}
      {done ? "Done" : "Pending"}
      <span className="sr-only">{`, mark ${row.name}'s appointment as ${done ? "pending" : "done"}`}</span>
    </button>
  );
}

const Spinner = () => (
  <span className="size-3 animate-spin rounded-full border-2 border-current/30 border-t-current" aria-hidden />
);
