"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import type { MyAnswer, MyPatient } from "@/lib/shared/api/my";
import { formatLongDate, formatSlot, todayIst } from "@/lib/shared/clinic-time";
import { MyReportsUpload } from "./my-reports-upload";
import { MySignIn } from "./my-sign-in";

type View = { kind: "loading" } | { kind: "signed-out" } | { kind: "failed" } | { kind: "in"; data: MyAnswer };

/** What /api/my says of this browser: signed out (401), the patients of its phone, or a failure. */
async function fetchView(): Promise<View> {
  try {
    const res = await fetch("/api/my", { cache: "no-store" });
    if (res.status === 401) return { kind: "signed-out" };
    if (!res.ok) return { kind: "failed" };
    return { kind: "in", data: (await res.json()) as MyAnswer };
  } catch {
    return { kind: "failed" };
  }
}

const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

/**
 * My appointments (FEATURES.md §15): asks /api/my whether this browser is signed in (the cookie
 * is HttpOnly); signed out → the sign-in, signed in → every patient record on that phone.
 */
export function MyAppointments() {
  const t = useTranslations("my");
  const [view, setView] = useState<View>({ kind: "loading" });

  const load = useCallback(() => void fetchView().then(setView), []);
  useEffect(() => {
    let live = true;
    fetchView().then((next) => live && setView(next));
    return () => {
      live = false;
    };
  }, []);

  async function signOut() {
    await fetch("/api/my/session", { method: "DELETE" }).catch(() => null);
    setView({ kind: "signed-out" });
  }

  if (view.kind === "loading") return <p className="mt-6 text-base">{t("loading")}</p>;
  if (view.kind === "failed")
    return (
      <p className="mt-6 text-base" role="alert">
        {t("failed")}
      </p>
    );
  if (view.kind === "signed-out") return <MySignIn onSignedIn={load} />;
  return (
    <div className="mt-6 flex flex-col gap-8">
      {view.data.patients.map((p) => (
        <PatientCard key={p.id} patient={p} onChanged={load} />
      ))}
      <Button type="button" variant="secondary" size="lg" className="w-full sm:w-auto" onClick={signOut}>
        {t("signOut")}
      </Button>
    </div>
  );
}

function PatientCard({ patient: p, onChanged }: { patient: MyPatient; onChanged: () => void }) {
  const t = useTranslations("my");
  const locale = useLocale() as Locale;
  const today = todayIst(new Date());
  const upcoming = p.appointments.filter((a) => a.date >= today).reverse();
  const past = p.appointments.filter((a) => a.date < today);
  const status = (s: string) =>
    s === ""
      ? t("statuses.pending")
      : s === "Confirmed" || s === "Completed" || s === "Done" || s === "Cancelled"
        ? t(`statuses.${s}`)
        : s;

  async function withdraw(channel: "whatsapp" | "sms") {
    await fetch(`/api/my/patients/${p.id}/consent`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ [channel]: false }),
    }).catch(() => null);
    onChanged();
  }

  async function download() {
    const res = await fetch(`/api/my/patients/${p.id}/export`, { method: "POST" }).catch(() => null);
    if (!res?.ok) return;
    const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "my-data.zip";
    const url = URL.createObjectURL(await res.blob());
    const a = Object.assign(document.createElement("a"), { href: url, download: name });
    a.click();
    URL.revokeObjectURL(url);
  }

  const appointmentList = (items: MyPatient["appointments"]) =>
    items.length ? (
      <ul className="mt-2 flex flex-col gap-3">
        {items.map((a) => (
          <li key={`${a.date} ${a.time}`} className="rounded-lg border border-slate-200 p-3 text-base">
            <p className="font-semibold">
              {formatLongDate(a.date, locale)}, {formatSlot(a.time, locale)}
            </p>
            <p>{status(a.status)}</p>
            {a.manageUrl && a.status !== "Cancelled" && a.date >= today ? (
              <>
                <a href={a.manageUrl} className={linkClass}>
                  {t("manage")}
                </a>
                <MyReportsUpload manageUrl={a.manageUrl} />
              </>
            ) : null}
          </li>
        ))}
      </ul>
    ) : (
      <p className="mt-2 text-base text-slate-600">{t("none")}</p>
    );

  return (
    <section aria-labelledby={`patient-${p.id}`} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={`patient-${p.id}`} className="text-2xl font-bold text-slate-900">
        {p.name}
      </h2>
      <h3 className="mt-4 text-lg font-semibold">{t("upcoming")}</h3>
      {appointmentList(upcoming)}
      <h3 className="mt-4 text-lg font-semibold">{t("past")}</h3>
      {appointmentList(past)}
      <Listed heading={t("prescriptions")} items={p.prescriptions}>
        {(rx) => (
          <li key={rx.number}>
            <a href={rx.pdfUrl} className={linkClass}>
              {rx.number} · {formatLongDate(rx.date, locale)}
            </a>
          </li>
        )}
      </Listed>
      <Listed heading={t("letters")} items={p.documents}>
        {(d) => (
          <li key={d.pdfUrl}>
            <a href={d.pdfUrl} className={linkClass}>
              {d.title} · {formatLongDate(d.date, locale)}
            </a>
          </li>
        )}
      </Listed>
      <Listed heading={t("receipts")} items={p.bills}>
        {(b) => (
          <li key={b.number}>
            <a href={b.receiptUrl} className={linkClass}>
              {t("receipt", { number: b.number })}
            </a>{" "}
            · {t("paid", { paid: `₹${b.paid}`, total: `₹${b.total}` })}
          </li>
        )}
      </Listed>
      <Listed heading={t("reports")} items={p.reports} tight>
        {(r) => (
          <li key={`${r.date} ${r.name}`}>
            {r.name} · {r.type} · {formatLongDate(r.date, locale)}
          </li>
        )}
      </Listed>
      <h3 className="mt-4 text-lg font-semibold">{t("consent")}</h3>
      <ul className="mt-2 text-base">
        <li>
          {t(
            p.consent.whatsapp === true
              ? "whatsappYes"
              : p.consent.whatsapp === false
                ? "whatsappNo"
                : "whatsappUnknown",
          )}
        </li>
        <li>{t(p.consent.sms === true ? "smsYes" : p.consent.sms === false ? "smsNo" : "smsUnknown")}</li>
      </ul>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {p.consent.whatsapp ? (
          <Button type="button" variant="secondary" size="lg" onClick={() => withdraw("whatsapp")}>
            {t("withdraw")}
          </Button>
        ) : null}
        {p.consent.sms !== false ? (
          <Button type="button" variant="secondary" size="lg" onClick={() => withdraw("sms")}>
            {t("withdrawSms")}
          </Button>
        ) : null}
        <Button type="button" variant="secondary" size="lg" onClick={download}>
          {t("download")}
        </Button>
      </div>
    </section>
  );
}

/** A heading and its list, shown only when there is something in it (prescriptions, receipts, reports). */
function Listed<T>({
  heading,
  items,
  tight = false,
  children,
}: {
  heading: string;
  items: readonly T[];
  tight?: boolean;
  children: (item: T) => ReactNode;
}) {
  if (!items.length) return null;
  return (
    <>
      <h3 className="mt-4 text-lg font-semibold">{heading}</h3>
      <ul className={`mt-2 flex flex-col ${tight ? "gap-1" : "gap-2"} text-base`}>{items.map(children)}</ul>
    </>
  );
}
