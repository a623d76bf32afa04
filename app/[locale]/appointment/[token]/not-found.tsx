import { getLocale, getTranslations } from "next-intl/server";
import { ManageNotice } from "@/components/manage/manage-notice";
import { clinic } from "@/lib/content/clinic";
import type { Locale } from "@/lib/i18n/locales";
import { speaker, type Translate } from "@/lib/shared/validation/say";

/** Every unknown or malformed manage token (404): the same words for all, and the clinic's phone, in the link's language. */
export default async function ManageLinkNotValid() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: "managePage" });
  const words = (await getTranslations({ locale })) as unknown as Translate;
  return (
    <ManageNotice
      eyebrow={t("invalidEyebrow")}
      title={t("invalidTitle")}
      message={speaker(words, locale)("link_not_found")}
      clinic={clinic()}
    />
  );
}
