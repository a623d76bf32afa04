import { Container } from "@/components/ui/container";

/**
 * SLOT FOR THE BOOKING FORM (owned by the booking work). The contact page renders this
 * section; replace its content with the appointment form. Keep id="book" (every
 * "Book Appointment" button links to /contact#book) and the "Book Your Appointment" heading.
 */
export function BookingSection() {
  return (
    <section id="book" aria-labelledby="book-heading" className="bg-slate-50 py-16 sm:py-20">
      <Container>
        <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <h2 id="book-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Book Your Appointment
          </h2>
          <p className="mt-3 text-slate-600">
            Online booking is coming soon. Until then, please call or message the clinic to book a consultation.
          </p>
        </div>
      </Container>
    </section>
  );
}
