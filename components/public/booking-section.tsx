import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { KeepClear } from "./keep-clear";
import { callLink } from "./call-link";
import { BookingForm, type BookingClinic } from "@/components/public/booking-form";
import { bookingRules, clinic, EMERGENCY_NUMBER, privacyNoticeFacts } from "@/lib/content/clinic";
import type { IconName } from "@/lib/content/icons";

/** The three steps beside the form, by their words in the `bookingPage` namespace. */
const STEPS = [
  { icon: "calendar", step: "pick" },
  { icon: "clipboard", step: "tell" },
  { icon: "clock", step: "arrive" },
] as const satisfies readonly { icon: IconName; step: string }[];

/**
 * The booking section of /contact (id="book": every "Book Appointment" button links to
 * /contact#book). Reads the clinic's identity on the server and hands the form only
 * what it shows. A server component: its own words, in the page's language, stay out of
 * the messages sent to the browser.
 */
export function BookingSection() {
  const t = useTranslations("bookingPage");
  const hours = useTranslations("info")("hours.label");
  const c = clinic();
  const formClinic: BookingClinic = {
    name: c.name,
    address: c.address,
    phone: c.phone,
    phoneHref: c.phoneHref,
    whatsapp: c.whatsapp,
    domain: new URL(c.siteUrl).hostname,
  };
  return (
    <section id="book" aria-labelledby="book-heading" className="bg-slate-50 py-16 sm:py-20">
      <Container>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-heart-600">{t("eyebrow")}</p>
            <h2
              id="book-heading"
              className="mt-2 text-3xl font-bold tracking-tight text-slate-900 text-balance sm:text-4xl"
            >
              {t("heading")}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-600 text-pretty">{t("intro")}</p>
            <ol className="mt-8 space-y-5">
              {STEPS.map(({ icon, step }) => (
                <li key={step} className="flex gap-4">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                    <Icon name={icon} className="size-5" />
                  </span>
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{t(`steps.${step}.title`)}</p>
                    <p className="mt-0.5 text-sm leading-relaxed text-slate-600">{t(`steps.${step}.text`)}</p>
                  </div>
                </li>
              ))}
            </ol>
            <KeepClear className="mt-8 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
              {t.rich("hours", {
                hours,
                b: (chunks) => <span className="font-semibold text-slate-900">{chunks}</span>,
              })}
              <br />
              {t.rich("emergency", {
                emergency: EMERGENCY_NUMBER,
                phone: c.phone,
                // the ambulance number, tap-to-call like the clinic's (issue 29)
                ambulance: (chunks) => (
                  <a href={`tel:${EMERGENCY_NUMBER}`} className="font-semibold text-heart-700 underline underline-offset-2">
                    {chunks}
                  </a>
                ),
                call: callLink(c.phoneHref),
              })}
            </KeepClear>
          </div>

          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
            <BookingForm clinic={formClinic} rules={bookingRules()} notice={privacyNoticeFacts()} />
          </div>
        </div>
      </Container>
    </section>
  );
}

