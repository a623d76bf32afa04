/**
 * English words of the calendar file (lib/shared/ics.ts), part of the `email` namespace
 * (email.calendar). A file of their own because the booking form builds the file in the
 * browser too: it takes these few words, not every e-mail's. ta/calendar.ts has the same keys.
 */
export const calendar = {
  /** What every patient is asked before a visit: in the calendar file and the messages. */
  arrivalAdvice: "Please arrive 15 minutes early and bring previous medical records and a list of current medicines.",
  title: "Appointment — {clinic}",
  titleWithService: "{service} — {clinic}",
  cancelledTitle: "Cancelled: {title}",
  about: "Appointment for {name}.",
  /** when the name typed is no name to write (lib/shared/names.ts) */
  aboutPatient: "Your appointment.",
  aboutWithService: "Appointment for {name}: {service}.",
  cancelled: "This appointment has been cancelled.",
  phone: "Clinic phone: {phone}",
  manage: "Change or cancel: {url}",
  alarm: "Appointment at the clinic",
};
