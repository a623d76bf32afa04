import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";

/** Footer button that smoothly scrolls back to the top (./site-chrome-script.tsx; instantly when motion is reduced). */
export function ScrollToTop() {
  const t = useTranslations("shell");
  return (
    <button
      type="button"
      data-scroll-top
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-600 px-4 py-2 text-sm font-medium text-slate-200 hover:border-slate-400 hover:bg-slate-800"
    >
      <Icon name="chevron-up" className="size-4" />
      {t("backToTop")}
    </button>
  );
}
