import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import type { Locale } from "@/lib/i18n/locales";
import { groupIndian } from "@/lib/shared/rupees-in-words";

/**
 * The consultation fee as the clinic set it (FEATURES.md §12); nothing while no fee is set. The
 * page reads it at render (lib/server/public-pages.ts) and regenerates within a minute of a change.
 */
export async function ConsultationFee({ amount, locale }: { amount: number | null; locale: Locale }) {
  if (amount === null) return null;
  const t = await getTranslations({ locale, namespace: "info" });
  return (
    <div className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5" data-testid="consultation-fee">
      <Icon name="cash" className="size-8 shrink-0 text-brand-700" />
      <p>
        <span className="block text-sm font-semibold text-slate-600">{t("fee.label")}</span>
        <span className="block text-2xl font-bold text-slate-900">
          {t("fee.amount", { amount: groupIndian(amount) })}
        </span>
        <span className="mt-1 block text-sm text-slate-600">{t("fee.note")}</span>
      </p>
    </div>
  );
}
