import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { BookingForm, type BookingClinic } from "@/components/public/booking-form";
import { bookingRules, clinic, EMERGENCY_NUMBER, HOURS_LABEL } from "@/lib/content/clinic";
import type { IconName } from "@/lib/content/icons";

const STEPS: { icon: IconName; title: string; text: string }[] = [
  { icon: "calendar", title: "Pick a day and time", text: "Monday to Saturday, 6:00 PM to 9:00 PM, in 15-minute slots." },
  { icon: "clipboard", title: "Tell us a little", text: "Who the appointment is for and what you need help with." },
  { icon: "clock", title: "Arrive 15 minutes early", text: "Bring photo ID, previous records and a list of your medicines." },
];

/**
 * The booking section of /contact (id="book": every "Book Appointment" button links to
 * /contact#book). Reads the clinic's identity on the server and hands the form only
 * what it shows.
 */
export function BookingSection() {
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
            <p className="text-sm font-semibold uppercase tracking-wider text-heart-600">Appointments</p>
            <h2 id="book-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 text-balance sm:text-4xl">
              Book Your Appointment
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-600 text-pretty">
              Request a consultation online in a minute. The calendar marks the days the clinic is closed or fully
              booked, and the times already taken, so you only pick a time that is free.
            </p>
            <ol className="mt-8 space-y-5">
              {STEPS.map((step) => (
                <li key={step.title} className="flex gap-4">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                    <Icon name={step.icon} className="size-5" />
                  </span>
                  <div>
                    <p className="font-semibold text-slate-900">{step.title}</p>
                    <p className="mt-0.5 text-sm leading-relaxed text-slate-600">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <p className="mt-8 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">Clinic hours:</span> {HOURS_LABEL}
              <br />
              Sunday closed. For an emergency, call <span className="font-semibold">{EMERGENCY_NUMBER}</span> or the clinic on{" "}
              <a href={c.phoneHref} className="font-semibold text-brand-700 underline underline-offset-2">
                {c.phone}
              </a>
              .
            </p>
          </div>

          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
            <BookingForm clinic={formClinic} rules={bookingRules()} />
          </div>
        </div>
      </Container>
    </section>
  );
}

export default BookingSection;
