import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/messages";

// next-intl's keys and locales, checked by TypeScript (docs/decisions/012-tamil.md).
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
