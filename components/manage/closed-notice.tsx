/**
 * The manage page's notice when the clinic has closed at the appointment's time (the GET's
 * `closedReason`): what happened, in calm words, and what to do — another time below or
 * cancelling, or, once online changes have stopped, a call to the clinic.
 */
import { Icon } from "@/components/ui/icon";
import type { ManageClinic } from "./manage-words";

export function ClosedNotice({
  reason,
  canChange,
  clinic,
}: {
  reason: string;
  /** the appointment can still be moved or cancelled online */
  canChange: boolean;
  clinic: Pick<ManageClinic, "phone" | "phoneHref">;
}) {
  return (
    <section
      aria-labelledby="closed-heading"
      className="mb-6 rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:p-6"
      data-testid="closed-notice"
    >
      <h2 id="closed-heading" className="flex items-start gap-2.5 text-lg font-bold text-amber-950">
        <Icon name="calendar" className="mt-0.5 size-5 shrink-0 text-amber-800" />
        The clinic is closed at your appointment time
      </h2>
      <p className="mt-2 text-slate-800">
        <span className="font-semibold">Reason: {reason}.</span> We are sorry for the change.{" "}
        {canChange ? (
          "Please choose another time below, or cancel the appointment."
        ) : (
          <>
            Please call the clinic on{" "}
            <a href={clinic.phoneHref} className="font-semibold text-brand-700 underline underline-offset-2">
              {clinic.phone}
            </a>{" "}
            to arrange another time.
          </>
        )}
      </p>
    </section>
  );
}
