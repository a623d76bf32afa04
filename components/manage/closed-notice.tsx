/**
 * The manage page's notice when the clinic has closed at the appointment's time (the GET's
 * `closedReason`): what happened, in calm words, and what to do — another time below or
 * cancelling, or, once online changes have stopped, a call to the clinic.
 */
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { callLink } from "@/components/public/call-link";
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
  const t = useTranslations("manage.closed");
  return (
    <section
      aria-labelledby="closed-heading"
      className="mb-6 rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:p-6"
      data-testid="closed-notice"
    >
      <h2 id="closed-heading" className="flex items-start gap-2.5 text-lg font-bold text-amber-950">
        <Icon name="calendar" className="mt-0.5 size-5 shrink-0 text-amber-800" />
        {t("heading")}
      </h2>
      <p className="mt-2 text-slate-800">
        <span className="font-semibold">{t("reason", { reason })}</span> {t("sorry")}{" "}
        {canChange
          ? t("chooseBelow")
          : t.rich("call", {
              phone: clinic.phone,
              call: callLink(clinic.phoneHref),
            })}
      </p>
    </section>
  );
}
