/**
 * English words of the `manage` namespace (docs/decisions/012-tamil.md); ta/manage.ts has the
 * same keys in Tamil. A client namespace: what the manage page's live part shows in the
 * browser. Its server-rendered frame is manage-page.ts.
 */
export const manage = {
  /**
   * What the manage calls answer (lib/shared/validation/manage.ts MANAGE_MESSAGES, and the
   * limits and races a patient can meet): the API speaks this English beside an error code
   * (lib/shared/error-codes.ts); a Tamil page says the code in Tamil (lib/shared/validation/say.ts).
   */
  server: {
    notFound: "This appointment link is not valid. Please check the link, or call the clinic.",
    cancelled: "Your appointment has been cancelled.",
    rescheduled: "Your appointment has been moved.",
    alreadyCancelled: "This appointment has been cancelled. Please book a new appointment.",
    tooLate:
      "It is less than {hours, plural, =1 {1 hour} other {# hours}} to your appointment, so it can no longer be changed online. Please call the clinic on {phone}.",
    closed: "This appointment can no longer be changed online. Please call the clinic on {phone}.",
    /** lib/server/rate-limit.ts: the manage link's limits (per address, per link) */
    tooManyRequests: "Too many requests from this connection. Please wait a few minutes, or call the clinic.",
    tooManyForLink: "Too many requests for this appointment. Please wait a few minutes, or call the clinic.",
    /** lib/shared/validation/appointments.ts: the desk changed it while the patient moved it */
    changedMeanwhile: "This appointment was changed or removed meanwhile. Please reload and try again.",
    /** …/prescription when the visit has no finalised prescription */
    noPrescription: "There is no prescription for this appointment. Please ask at the clinic.",
  },
  /** the finalised prescription of the appointment's visit, as a PDF to download (FEATURES.md §11) */
  prescription: "Your prescription",
  prescriptionFile: "PDF file",
  /** a letter or certificate of the appointment's visit, as a PDF to download (FEATURES.md §14) */
  documents: {
    referral: "Referral letter",
    fitness: "Fitness certificate",
    "medical-leave": "Medical leave certificate",
    "visit-summary": "Visit summary",
  },
  unreachable: "We could not reach the clinic's website. Please try again, or call the clinic on {phone}.",
  intro: "Here is your appointment at {clinic}.",
  arrive: "Please arrive 15 minutes early.",
  call: "Call {phone}",
  status: {
    label: "Status:",
    booked: "Booked",
    done: "Done",
    cancelled: "Cancelled",
    noShow: "No-show",
    checkedIn: "Checked in",
    withDoctor: "With the doctor",
  },
  details: {
    heading: "Appointment",
    date: "Date",
    time: "Time",
    indiaTime: "(India time)",
    where: "Where",
    maps: "Open in Google Maps",
    newTab: "(opens in a new tab)",
    phone: "Clinic phone",
  },
  closed: {
    heading: "The clinic is closed at your appointment time",
    reason: "Reason: {reason}.",
    sorry: "We are sorry for the change.",
    chooseBelow: "Please choose another time below, or cancel the appointment.",
    call: "Please call the clinic on <call>{phone}</call> to arrange another time.",
  },
  actions: {
    heading: "Need to change your plans?",
    until:
      "You can move or cancel this appointment online until {hours, plural, =1 {1 hour} other {# hours}} before it starts.",
    reschedule: "Change date or time",
    cancel: "Cancel appointment",
    calendar: "Add to my phone's calendar",
    callHeading: "Need to change something?",
  },
  cancelled: {
    heading: "This appointment is cancelled",
    text: "Would you like another time? Book online in a minute, or call the clinic.",
    book: "Book a new appointment",
  },
  cancel: {
    question: "Cancel this appointment?",
    explain: "The time will be offered to other patients.",
    /** the appointment named under the question */
    what: "<when>{date} at {time}</when>. {explain}",
    yes: "Yes, cancel",
    busy: "Cancelling…",
    keep: "Keep my appointment",
  },
  reschedule: {
    heading: "Choose a new date and time",
    closedHint: "Pick a day on the calendar, then a time. Your current time is {date} at {time}.",
    hint: "Your current time, {date} at {time}, stays booked until you move it.",
    submit: "Move my appointment",
    busy: "Moving…",
    cancelInstead: "Cancel the appointment",
    keep: "Keep the current time",
    /** after the server's "moved" message */
    when: "It is now on {date} at {time}.",
  },
  tonight: {
    heading: "Tonight at the clinic",
    token: "Your token: {token}",
    turn: "It's your turn — please go in",
    checkIn: "Please check in at the desk when you arrive",
    next: "You are next",
    ahead: "{count} ahead of you",
    nowServing: "Now with the doctor: <b>token {token}</b>",
    about: "About {minutes, plural, =1 {1 minute} other {# minutes}}",
    estimate:
      "An estimate from tonight's average consultation of {minutes, plural, =1 {1 minute} other {# minutes}}; it may change.",
    runningLate: "The doctor is running about {minutes} minutes late tonight.",
    behind: "Could not update just now; trying again in {seconds} seconds. The desk can always tell you.",
    updates: "This card updates by itself every {seconds} seconds.",
  },
  // ——— reports from patients (FEATURES.md §14): the manage page's "Upload your reports" ———
  reports: {
    heading: "Upload your reports",
    intro:
      "Send the doctor your test reports before the visit: a PDF, or a photo (JPG or PNG) of each page. Up to {max} files, each up to 10 MB.",
    choose: "Choose a file",
    send: "Send this file",
    sending: "Sending…",
    chosen: "Chosen: {name}",
    sent: "Thank you. {name} has been sent to the doctor.",
    listHeading: "Sent to the doctor",
    none: "Nothing sent yet.",
    sentAt: "sent {date}",
    full: "You have sent {max} files, the most for one appointment. Please bring any others to the clinic.",
    closedNote: "Reports can be sent until the day of your appointment.",
    /** what the upload call answers (the API's English; a Tamil page says the code in Tamil) */
    errors: {
      tooMany: "You have already sent {max} files for this appointment. Please bring any others to the clinic.",
      badFile: "Please send a PDF, JPG or PNG file. This file is not one of them.",
      tooLarge: "This file is larger than 10 MB. Please send a smaller file, or one page at a time.",
      closed: "Reports can only be sent for an appointment that is still to come.",
      failed: "The file could not be sent. Please try again, or bring it to the clinic.",
      noFile: "Please choose a file first.",
    },
  },
  // ——— end reports from patients ———
};
