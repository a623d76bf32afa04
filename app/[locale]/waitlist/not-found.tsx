import { getLocale, getTranslations } from "next-intl/server";
import { ManageNotice } from "@/components/manage/manage-notice";
import { clinic } from "@/lib/content/clinic";
import type { Locale } from "@/lib/i18n/locales";
import { speaker, type Translate } from "@/lib/shared/validation/say";

/** Every unknown or malformed waiting-list link (404): the same words for all, and the clinic's phone. */
export default async function WaitlistLinkNotValid() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: "managePage" });
  const words = (await getTranslations({ locale })) as unknown as Translate;
  return (
    <ManageNotice
      eyebrow={t("invalidEyebrow")}
      title={t("invalidTitle")}
      message={speaker(words, locale)("offer_not_found")}
      clinic={clinic()}
    />
  );
}
