"use client";

/**
 * Reschedule from an appointment row: the shared slot picker (the booking form's rules and
 * marks; the appointment's own slot "(Current)") and PUT /api/appointments/reschedule. A
 * slot taken meanwhile (409) shows at the time field with the free times read again; a
 * refused date or time (400) at its field. On success the modal closes and the notice says
 * where the appointment went (components/admin/appointments/queries.ts useReschedule).
 */
import { SlotPickerFields, useSlotPicker } from "@/components/booking/slot-picker";
import type { AppointmentRecord } from "@/lib/shared/api/appointments";
import type { BookingRules } from "@/lib/shared/validation/booking";
import { ApiError } from "../ui/api";
import { slotText } from "./appointment-format";
import { Message } from "../ui/alert";
import { Modal, ModalButton } from "../ui/modal";
import { useReschedule } from "./queries";

export function RescheduleModal({
  row,
  rules,
  onClose,
  onMoved,
  returnFocus,
}: {
  row: AppointmentRecord;
  rules: BookingRules;
  onClose: () => void;
  /** told where the appointment went, before the modal closes */
  onMoved?: (moved: AppointmentRecord) => void;
  returnFocus?: React.RefObject<HTMLElement | null>;
}) {
  const cancelled = row.status === "Cancelled";
  // a cancelled appointment holds no slot: its old time may be chosen again if it is free
  const picker = useSlotPicker(rules, {
    current: cancelled ? null : { preferredDate: row.preferred_date, preferredTime: row.preferred_time },
  });
  const move = useReschedule();
  const formId = `reschedule-${row.id}`;
  const failure = move.error && !(move.error instanceof ApiError && fieldOf(move.error)) ? move.error : null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (move.isPending) return;
    const slot = picker.validate();
    if (!slot) return;
    move.mutate(
      { row, slot },
      {
        onSuccess: ({ appointment }) => {
          onMoved?.(appointment);
          onClose();
        },
        onError: (error) => {
          const field = error instanceof ApiError ? fieldOf(error) : null;
          if (field) picker.refuse(field, (error as ApiError).errors[field] || error.message);
        },
      },
    );
  }

  return (
    <Modal
      title={`Reschedule ${row.name}'s appointment`}
      description={
        <>
          {cancelled ? "Was" : "Now"}: {slotText(row)}
          {cancelled ? " (cancelled — moving it makes it pending again)" : ""}
        </>
      }
      onClose={onClose}
      returnFocus={returnFocus}
      size="sm"
      dismissible={!move.isPending}
      data-testid="reschedule-modal"
      footer={
        <>
          {failure && (
            <div className="w-full">
              <Message tone="error">{failure.message}</Message>
            </div>
          )}
          <ModalButton onClick={onClose} disabled={move.isPending}>
            Cancel
          </ModalButton>
          <ModalButton variant="primary" type="submit" form={formId} disabled={move.isPending} busy={move.isPending}>
            {move.isPending ? "Moving…" : "Move appointment"}
          </ModalButton>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
        <SlotPickerFields picker={picker} idPrefix={formId} />
      </form>
    </Modal>
  );
}

/**
 * The picker field a refusal belongs to: a taken slot (409) or a refused time → the time, a
 * refused date → the date; anything else (a Done appointment, a change meanwhile) is said
 * above the buttons.
 */
function fieldOf(error: ApiError): "preferredDate" | "preferredTime" | null {
  if (error.errors.preferredDate) return "preferredDate";
  if (error.errors.preferredTime) return "preferredTime";
  return null;
}
