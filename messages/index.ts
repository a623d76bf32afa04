/**
 * The message catalogues (next-intl): English and Tamil, key for key. The type system holds
 * the keys together (ta is typed by en); tests/unit/messages.test.ts checks the placeholders.
 */
import type { Locale } from "@/lib/i18n/locales";
import { en } from "./en";
import { ta } from "./ta";

export type Messages = typeof en;
export const MESSAGES: Record<Locale, Messages> = { en, ta };

/** The namespaces client components read: only these ever travel to the browser. */
type ClientNamespace = "shell" | "booking" | "manage" | "my";

/**
 * The words of the given client namespaces, for a NextIntlClientProvider. Every patient page
 * gets `shell` (header, menu, widgets); only /contact adds `booking` and the manage page
 * `booking` and `manage`, so a content page's HTML does not carry the form's words.
 */
export function clientMessages<N extends ClientNamespace>(locale: Locale, namespaces: readonly N[]): Pick<Messages, N> {
  const all = MESSAGES[locale];
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]])) as Pick<Messages, N>;
}
