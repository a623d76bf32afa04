/**
 * English words of the `email` namespace (docs/decisions/012-tamil.md): every message a patient
 * receives — e-mail, WhatsApp's click-to-chat text and the calendar file (lib/server/messages/render.ts,
 * lib/shared/ics.ts). Server only but for `calendar`. ta/email.ts has the same keys in Tamil.
 * The clinic's own alert is for its staff and stays English (render.ts).
 */
import { calendar } from "./calendar";

export const email = {
  /** whom the message greets: the name as the clinic writes it (lib/shared/names.ts)… */
  greeting: "Dear {name},",
  /** …or, when what was typed does not look like a name, the patient (never a link someone typed) */
  greetingPatient: "Dear patient,",
  /** WhatsApp's {{1}} in that case: "Dear {{1}}," */
  patient: "patient",
  phone: "Phone: {phone}",
  /** where the patient changes the appointment: a lead, then the manage link */
  link: "{lead}: {link}",
  /** …or the clinic's phone when no link can be made */
  noLink: "To change it, please call us on {phone}.",
  /** every patient message's line to the patient's own page (FEATURES.md §15, /my) */
  allAppointments: "See all your appointments: {link}",
  confirmation: {
    subject: "Appointment booked: {date} at {time}",
    lead: "Your appointment at {clinic} is booked for {date} at {time}.",
    linkLead: "To see, move or cancel it",
  },
  reminder: {
    subject: "Reminder: your appointment on {date} at {time}",
    lead: "A reminder of your appointment at {clinic} on {date} at {time}.",
    linkLead: "To move or cancel it",
  },
  rescheduled: {
    subject: "Appointment moved to {date} at {time}",
    lead: "Your appointment at {clinic} has been moved to {date} at {time}.",
    linkLead: "To see, move or cancel it",
  },
  cancelled: {
    subject: "Appointment cancelled: {date} at {time}",
    lead: "Your appointment at {clinic} on {date} at {time} has been cancelled.",
    bookAgain: "To book again: {bookUrl} or call {phone}.",
  },
  closure: {
    subject:
      "The clinic is closed {part, select, yes {from {from} to {to} } other {}}on {date}: please choose another time",
    lead: "The clinic is closed {part, select, yes {from {from} to {to} } other {}}on {date}{withReason, select, yes { ({reason})} other {}}, the day of your appointment at {time}. We are sorry.",
    linkLead: "Please choose another time or cancel here",
  },
  runningLate: {
    subject: "The doctor is running about {minutes} minutes late",
    lead: "The doctor is running about {minutes} minutes late this evening. Your appointment at {time} will start later than planned. We are sorry for the wait.",
  },
  /** a prescription sent to the patient (FEATURES.md §11): that it is attached, never what it says */
  prescription: {
    subject: "Your prescription from {clinic}",
    lead: "Your prescription from your visit on {date} is attached.",
  },
  /** a follow-up due (FEATURES.md §14): when the doctor wants to see them, and where to book — nothing medical */
  recall: {
    subject: "Time for your follow-up at {clinic}",
    lead: "The doctor would like to see you again in {month}.",
    book: "To book a time: {bookUrl} or call {phone}.",
  },
  /** a letter or certificate sent to the patient (FEATURES.md §14): that it is attached, never what it says */
  document: {
    subject: "A letter from {clinic}",
    lead: "The letter from your visit on {date} is attached.",
  },
  /** a freed place offered from the waiting list (FEATURES.md §14): when, and the claim link — nothing medical */
  waitlistOffer: {
    subject: "A place is free at {clinic} on {date}",
    lead: "A place is free on {date} at {time}. It is held for you for 30 minutes.",
    claim: "To take it: {link}",
    stay: "If you do not take it, you stay on the waiting list. To leave it, call {phone}.",
  },
  calendar,
};
