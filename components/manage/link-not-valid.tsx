import { getLocale, getTranslations } from "next-intl/server";
import { ManageNotice } from "@/components/manage/manage-notice";
import { clinic } from "@/lib/content/clinic";
import type { Locale } from "@/lib/i18n/locales";
import type { PublicErrorCode } from "@/lib/shared/error-codes";
import { speaker, type Translate } from "@/lib/shared/validation/say";

/** A patient's link that is unknown or malformed (404): the same words for all, the clinic's phone, in the link's language. */
export async function LinkNotValid({ code }: { code: PublicErrorCode }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: "managePage" });
  const words = (await getTranslations({ locale })) as unknown as Translate;
  return (
    <ManageNotice
      eyebrow={t("invalidEyebrow")}
      title={t("invalidTitle")}
      message={speaker(words, locale)(code)}
      clinic={clinic()}
    />
  );
}
