import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ManageAppointment } from "@/components/manage/manage-appointment";
import { ManageNotice } from "@/components/manage/manage-notice";
import { ReportsUpload } from "@/components/manage/reports-upload";
import type { ManageClinic, ManagedAppointment } from "@/components/manage/manage-words";
import { bookingRules, clinic } from "@/lib/content/clinic";
import type { Locale } from "@/lib/i18n/locales";
import { clientAddress } from "@/lib/server/client-address";
import { config } from "@/lib/server/config";
import { openByManageToken, toManagedAppointment } from "@/lib/server/domain/manage";
import { linkReports } from "@/lib/server/domain/patient-reports";
import type { SentReportsAnswer } from "@/lib/shared/api/patient-reports";
import { HttpError } from "@/lib/server/http";
import { sayAnswer, speaker, type Translate } from "@/lib/shared/validation/say";

// Read per request (the appointment changes; the token must never sit in a cache).
export const dynamic = "force-dynamic";

type Found =
  | { kind: "found"; appointment: ManagedAppointment; reports: Omit<SentReportsAnswer, "success"> }
  | { kind: "busy"; refusal: HttpError };

/** The appointment the token opens, under the same limits as the manage calls. */
async function lookUp(token: string): Promise<Found> {
  try {
    const appointment = await openByManageToken(token, clientAddress(await headers()));
    return {
      kind: "found",
      appointment: await toManagedAppointment(appointment),
      reports: await linkReports(appointment),
    };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) notFound();
    if (error instanceof HttpError && error.status === 429) return { kind: "busy", refusal: error };
    throw error;
  }
}

export default async function ManageAppointmentPage({
  params,
}: {
  params: Promise<{ locale: string; token: string }>;
}) {
  const { locale, token } = await params;
  setRequestLocale(locale as Locale);
  const t = await getTranslations({ locale: locale as Locale, namespace: "managePage" });
  const found = await lookUp(token);
  const c = clinic();
  const shown: ManageClinic = {
    name: c.name,
    address: c.address,
    mapsUrl: c.mapsUrl,
    phone: c.phone,
    phoneHref: c.phoneHref,
  };
  if (found.kind === "busy") {
    const words = (await getTranslations({ locale: locale as Locale })) as unknown as Translate;
    const message = sayAnswer(speaker(words, locale as Locale), found.refusal);
    return <ManageNotice eyebrow={t("busyEyebrow")} title={t("busyTitle")} message={message} clinic={shown} />;
  }
  // the name every message greets by (lib/shared/names.ts), "" when what was typed is no name
  const name = found.appointment.firstName;
  return (
    <>
      <p className="text-sm font-semibold tracking-wider text-heart-600 uppercase">{t("eyebrow")}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {name ? t("helloName", { name }) : t("hello")}
      </h1>
      <ManageAppointment
        token={token}
        initial={found.appointment}
        clinic={shown}
        rules={bookingRules()}
        cutoffHours={config().MANAGE_CUTOFF_HOURS}
      />
      {/* reports from patients (FEATURES.md §14): while it is to come, and the list of what was sent after */}
      {found.reports.open || found.reports.reports.length > 0 ? (
        <ReportsUpload token={token} initial={found.reports} />
      ) : null}
    </>
  );
}
