"use client";

/**
 * The desk's bill (FEATURES.md §12), opened by Bill on a Tonight row or from the patient's
 * profile. An appointment that has a bill opens that bill (never a second one); otherwise a
 * new bill (./new-bill-form.tsx). A made bill shows in ./bill-view.tsx: what is due, taking a
 * payment, the payments, the receipts and Void.
 */
import { useState } from "react";
import { Message } from "../ui/alert";
import { Spinner } from "../ui/list-states";
import { Modal, ModalButton } from "../ui/modal";
import { billingProblem } from "./bill-parts";
import { BillView } from "./bill-view";
import { NewBill, type BillTarget } from "./new-bill-form";
import { useBill, useBills } from "./queries";

export function BillDialog({
  target,
  onClose,
  returnFocus,
}: {
  target: BillTarget;
  onClose: () => void;
  returnFocus?: React.RefObject<HTMLElement | null>;
}) {
  const [made, setMade] = useState<number | null>(target.billId ?? null);
  const appointmentBills = useBills("appointment", made === null ? (target.appointmentId ?? null) : null);
  // a void bill does not hold the appointment: a fresh one may be made
  const existing = appointmentBills.data?.find((b) => b.status !== "void") ?? null;
  // the bill found is the one this dialog shows from now on: voided here, it stays on screen with
  // its refunds rather than turning into a new bill (reopening offers a fresh one). Needed too
  // because the create's own success may come after the reload has found the bill already.
  if (made === null && existing) setMade(existing.id);
  const billId = made ?? existing?.id ?? null;
  const bill = useBill(billId);
  const deciding = made === null && target.appointmentId != null && !appointmentBills.data && !appointmentBills.isError;

  const title = bill.data ? `Bill ${bill.data.number}` : "New bill";
  // a bill whose patient was erased since has no record to name (patientId 0)
  const description =
    target.patientId > 0 ? `${target.patientName} · Patient ID ${target.patientId}` : target.patientName;

  if (deciding || (billId !== null && !bill.data))
    return (
      <Modal title={title} description={description} onClose={onClose} returnFocus={returnFocus} size="lg">
        {bill.isError || appointmentBills.isError ? (
          <Message tone="error">{billingProblem(bill.error ?? appointmentBills.error)}</Message>
        ) : (
          <Spinner label="Loading the bill…" />
        )}
      </Modal>
    );

  if (billId === null || !bill.data)
    return (
      <NewBill target={target} onClose={onClose} returnFocus={returnFocus} description={description} onMade={setMade} />
    );

  return (
    <Modal
      title={title}
      description={description}
      onClose={onClose}
      returnFocus={returnFocus}
      size="lg"
      data-testid="bill-dialog"
      footer={<ModalButton onClick={onClose}>Close</ModalButton>}
    >
      <BillView bill={bill.data} language={target.language ?? null} />
    </Modal>
  );
}
