"use client";

/**
 * Sending reports from My appointments (FEATURES.md §14): the manage page's own upload, for
 * one upcoming appointment, opened when asked — its link's token is the key, as on the manage
 * page, so the same limits (five files, content checked) hold.
 */
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ReportsUpload } from "@/components/manage/reports-upload";
import { Button } from "@/components/ui/button";
import type { SentReportsAnswer } from "@/lib/shared/api/patient-reports";

type Sent = Omit<SentReportsAnswer, "success">;

export function MyReportsUpload({ manageUrl }: { manageUrl: string }) {
  const t = useTranslations("my");
  const token = new URL(manageUrl).pathname.split("/").pop() ?? "";
  const [state, setState] = useState<"closed" | "loading" | "failed" | Sent>("closed");

  async function open() {
    setState("loading");
    const res = await fetch(`/api/appointments/manage/${encodeURIComponent(token)}/reports`, {
      cache: "no-store",
    }).catch(() => null);
    setState(res?.ok ? ((await res.json()) as Sent) : "failed");
  }

  if (state === "closed")
    return (
      <Button type="button" variant="secondary" size="lg" className="mt-3 w-full sm:w-auto" onClick={open}>
        {t("sendReports")}
      </Button>
    );
  if (state === "loading") return <p className="mt-3 text-base">{t("loading")}</p>;
  if (state === "failed")
    return (
      <p className="mt-3 text-base" role="alert">
        {t("failed")}
      </p>
    );
  return <ReportsUpload token={token} initial={state} framed={false} />;
}
