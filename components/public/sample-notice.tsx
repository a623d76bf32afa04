import { useLocale } from "next-intl";
import { SAMPLE_CONTENT } from "@/lib/content/sample";
import { Icon } from "@/components/ui/icon";
import type { Locale, Text } from "@/lib/i18n/locales";

/** A small, honest note under illustrative content; disappears when SAMPLE_CONTENT is false. */
export function SampleNotice({ text, className = "" }: { text: Text; className?: string }) {
  const locale = useLocale() as Locale;
  if (!SAMPLE_CONTENT) return null;
  return (
    <p className={`text-sm text-slate-600 ${className}`} data-sample-notice>
      <Icon name="alert" className="mr-1.5 inline size-4 align-[-3px] text-slate-500" />
      {text[locale]}
    </p>
  );
}
