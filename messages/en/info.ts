/**
 * English words of the `info` namespace (docs/decisions/012-tamil.md): the clinic's practical
 * facts as every page words them (hours, emergency line), and the words of Patient Info,
 * Contact, Privacy and Terms; ta/info.ts has the same keys in Tamil. lib/content/clinic.ts
 * keeps the English hours and emergency line as constants.
 */
export const info = {
  hours: {
    label: "Mon-Sat: 6:00 PM - 9:00 PM",
    sunday: "Sunday: closed for online bookings",
    emergency: "Emergency: 24/7",
  },
  patientInfo: {
    eyebrow: "Patient Info",
    title: "Preparing for your appointment",
    lead: "A little preparation helps us make the most of your consultation. Here is what to bring, when to arrive and how to pay.",
    bringHeading: "What to bring",
    arriveHeading: "Arrive {minutes} minutes early",
    hoursHeading: "Consultation hours",
    visitEyebrow: "Your visit",
    visitHeading: "What happens during your visit",
    paymentEyebrow: "Payment",
    paymentHeading: "Payment methods",
    paymentLead: "Payment is due at the time of service.",
  },
  /** The consultation fee (FEATURES.md §12), shown on /contact and /patient-info once the clinic sets it. */
  fee: {
    label: "Consultation fee",
    amount: "₹{amount}",
    note: "Pay at the desk by cash, UPI or card. You get a numbered receipt.",
  },
  contact: {
    eyebrow: "Contact",
    title: "Get in touch",
    lead: "Book an appointment, ask a question or find your way to the clinic. We are here Monday to Saturday evenings, and our emergency line never sleeps.",
    book: "Book Appointment",
    whatsapp: "WhatsApp Us",
    detailsHeading: "Contact details",
  },
  /** The contact details' cards (components/public/contact-details.tsx). */
  details: {
    address: "Address",
    openInMaps: "Open in maps",
    phone: "Phone",
    email: "Email",
    replyTime: "We reply within one working day",
    hours: "Hours",
  },
  legal: {
    eyebrow: "Legal",
    lastUpdated: "Last Updated:",
  },
};
