/**
 * next-intl's per-request configuration: the page's locale (from the `[locale]` segment, set
 * by each layout with setRequestLocale so pages stay static) and its messages. Dates are
 * formatted in clinic time; numbers stay in Western digits (ta-IN's default).
 */
import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { MESSAGES } from "@/messages";
import { routing } from "./routing";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: MESSAGES[locale], timeZone: "Asia/Kolkata" };
});
