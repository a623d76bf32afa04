"use client";

/**
 * In a client component: how the page says a problem (lib/shared/validation/say.ts) — the
 * shared schemas' and the server's error codes, in the page's language.
 */
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { speaker, type Say, type Translate } from "@/lib/shared/validation/say";

export function useSay(): Say {
  const locale = useLocale() as Locale;
  const t = useTranslations() as unknown as Translate;
  return useMemo(() => speaker(t, locale), [t, locale]);
}
