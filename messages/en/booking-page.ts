/**
 * English words of the `bookingPage` namespace (docs/decisions/012-tamil.md): the booking
 * section of /contact around the form (components/public/booking-section.tsx), rendered on
 * the server, so they stay out of the browser's `booking` namespace. ta/booking-page.ts has
 * the same keys in Tamil.
 */
export const bookingPage = {
  eyebrow: "Appointments",
  heading: "Book Your Appointment",
  intro:
    "Request a consultation online in a minute. The calendar marks the days the clinic is closed or fully booked, and the times already taken, so you only pick a time that is free.",
  steps: {
    pick: { title: "Pick a day and time", text: "Monday to Saturday, 6:00 PM to 9:00 PM, in 15-minute slots." },
    tell: { title: "Tell us a little", text: "Who the appointment is for and what you need help with." },
    arrive: {
      title: "Arrive 15 minutes early",
      text: "Bring photo ID, previous records and a list of your medicines.",
    },
  },
  hours: "<b>Clinic hours:</b> {hours}",
  emergency:
    "Sunday closed. For an emergency, call <ambulance>{emergency}</ambulance> (ambulance) or the clinic on <call>{phone}</call>.",
};
