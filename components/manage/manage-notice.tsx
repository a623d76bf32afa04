/**
 * The manage page when it cannot show an appointment (a link that is not valid, too many
 * requests): what happened in plain words and the clinic's phone as the way forward.
 */
import { useLocale, useTranslations } from "next-intl";
import { buttonClasses, LinkButton } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { localePath } from "@/lib/i18n/locales";
import type { ManageClinic } from "./manage-words";

export function ManageNotice({
  eyebrow,
  title,
  message,
  clinic: c,
}: {
  eyebrow: string;
  title: string;
  message: string;
  clinic: Pick<ManageClinic, "phone" | "phoneHref">;
}) {
  const t = useTranslations("shell");
  const locale = useLocale();
  return (
    <>
      <p className="text-sm font-semibold tracking-wider text-heart-600 uppercase">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">{message}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <CallButton phone={c.phone} phoneHref={c.phoneHref} />
        <LinkButton href={localePath(locale, "/")} variant="secondary" size="lg">
          {t("goHome")}
        </LinkButton>
      </div>
    </>
  );
}

/** The clinic's number as a big tap-to-call button. */
export function CallButton({ phone, phoneHref }: { phone: string; phoneHref: string }) {
  const t = useTranslations("manage");
  return (
    <a href={phoneHref} className={buttonClasses("primary", "lg")}>
      <Icon name="phone" />
      {t("call", { phone })}
    </a>
  );
}
