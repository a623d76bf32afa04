/**
 * English words of the `booking` namespace (docs/decisions/012-tamil.md); ta/booking.ts has the
 * same keys in Tamil. A client namespace: only what the booking form, its slot picker and
 * calendar show in the browser (the desk's screens share the pickers, in English). The
 * section around the form on /contact is server-rendered (booking-page.ts).
 */
import { waitlist, waitlistServer } from "./waitlist";

export const booking = {
  /**
   * What the booking schema and the booking calls answer (lib/shared/validation/booking.ts,
   * calendar.ts): the API speaks this English beside an error code (lib/shared/error-codes.ts
   * PUBLIC_ERRORS names each code's key here); a Tamil page says the code in Tamil
   * (lib/shared/validation/say.ts). Dates and times arrive as values, written in the page's language.
   */
  server: {
    required: "Please fill in all required fields and try again.",
    sunday: "Sorry, we don't accept appointments on Sundays. Please select a different date.",
    pastDate: "Please choose today or a later date.",
    pastTime: "That time has already passed today. Please choose a later time.",
    horizon: "Appointments can be booked up to {days} days ahead. Please choose an earlier date.",
    success: "Appointment request sent successfully!",
    failure: "Failed to submit. Please try again.",
    slotTaken: "Sorry, this time slot was just booked by someone else. Please choose another time.",
    honeypot: "Your request could not be processed. Please call the clinic to book.",
    /** a web booking refused for what is stored (the clinic's online budget, the network's or the phone's allowance): the same words whichever (docs/decisions/017) */
    busy: "We cannot take this booking online right now. Please call the clinic on {phone} to book.",
    tooManyBookings: "Too many booking requests from this connection. Please wait a few minutes, or call the clinic.",
    nameRequired: "Please enter the patient's name.",
    nameNoLetter: "Please enter the patient's name in letters.",
    phoneRequired: "Please enter a phone number.",
    phoneInvalid: "Please enter a valid phone number.",
    ageRequired: "Please enter the patient's age.",
    ageInvalid: "Please enter an age between {min} and {max}.",
    emailInvalid: "Please enter a valid email address.",
    sexInvalid: "Please select Male, Female or Other.",
    serviceInvalid: "Please select a service from the list.",
    dateRequired: "Please choose a date.",
    dateInvalid: "Please choose a valid date.",
    timeRequired: "Please choose a time.",
    timeInvalid: "Please choose one of the listed times (6:00 PM to 9:00 PM, every 15 minutes).",
    languageInvalid: "The language must be 'en' or 'ta'.",
    consentInvalid: "This form's privacy notice is out of date. Please reload the page and try again.",
    consentWhatsappInvalid: "Please say whether the clinic may send you WhatsApp messages.",
    /** the booking form's own rule (validateBookingForm): the notice's box left unticked */
    consentRequired: "Please tick the box to agree to the privacy notice before booking.",
    tooLong: {
      patientName: "Name must be at most {max} characters.",
      patientPhone: "Phone number must be at most {max} characters.",
      patientEmail: "Email must be at most {max} characters.",
      additionalInfo: "Additional information must be at most {max} characters.",
      patientAddress: "Address must be at most {max} characters.",
      patientOccupation: "Occupation must be at most {max} characters.",
    },
    notText: {
      patientEmail: "Email must be text.",
      additionalInfo: "Additional information must be text.",
      patientAddress: "Address must be text.",
      patientOccupation: "Occupation must be text.",
    },
    /** a phone code (FEATURES.md §15): asked for where the online budget would refuse, then checked */
    phoneCodeRequired:
      "Online booking is busy right now. To go ahead, we will send a 6-digit code by SMS to your mobile number, or call the clinic on {phone} to book.",
    phoneCodeInvalid: "Please enter the 6-digit code from the SMS.",
    phoneCodeWrong: "That code is not right. Please check the SMS and try again.",
    phoneCodeExpired: "That code has expired or was tried too often. Please ask for a new code.",
    /** the clinic closed at the chosen time (CALENDAR_MESSAGES.closed): a day, days, or part of an evening */
    closedDay: "Sorry, the clinic is closed on {date} ({reason}). Please choose another date.",
    closedDays: "Sorry, the clinic is closed from {startDate} to {endDate} ({reason}). Please choose another date.",
    closedTimes:
      "Sorry, the clinic is closed from {startTime} to {endTime} on {date} ({reason}). Please choose another time.",
    /** the waiting list (FEATURES.md §14) */
    ...waitlistServer,
  },
  fields: {
    name: "Patient's full name",
    phone: "Phone number",
    phonePlaceholder: "e.g. 98400 12345",
    email: "Email",
    age: "Age",
    address: "Address",
    occupation: "Occupation",
    sex: "Sex",
    sexes: { Male: "Male", Female: "Female", Other: "Other" },
    service: "Service required",
    servicePlaceholder: "Select a service",
    /** the public form's question (issue 29): what the visit is for, in the patient's words */
    visitReason: "What is the visit for?",
    visitReasonRequired: "Please choose what the visit is for.",
    visitTest: "Which test?",
    visitTestPlaceholder: "Select a test",
    visitTestRequired: "Please choose which test.",
    additionalInfo: "Additional information",
    additionalInfoPlaceholder: "Symptoms, current medicines, or anything the doctor should know",
    /** after an optional field's label on the public forms (components/ui/field.tsx) */
    optional: "(optional)",
  },
  /** the phone code the form asks for when online booking is busy (FEATURES.md §15) */
  phoneCode: {
    title: "Confirm your mobile number",
    explain: "We send a 6-digit code by SMS to {phone}. Type it below, then press Book Appointment again.",
    send: "Send me the code by SMS",
    sending: "Sending...",
    sent: "If {phone} is an Indian mobile number, the code is on its way. It is valid for 10 minutes.",
    resend: "Send a new code",
    label: "6-digit code from the SMS",
    failed: "The code could not be sent. Please try again, or call the clinic.",
  },
  form: {
    requiredNote: "Fields marked <star>*</star><sr>with an asterisk</sr> are required.",
    submit: "Book Appointment",
    submitting: "Submitting...",
    preferCall: "Prefer to talk?",
    call: "Call {phone}",
  },
  /**
   * The privacy notice and consent above the form's button (FEATURES.md §7, DPDP Act s.5–6): a
   * short summary, the rest behind "Read the full notice". A booking records the notice's version
   * (lib/content/privacy-notice.ts): change what these words mean, and add a new version there.
   */
  consent: {
    heading: "Your details and your privacy",
    summary:
      "The clinic uses the details on this form to arrange your appointment, to care for you and to remind you of your visit. Medical records are kept for {years} years after your last visit, as Indian regulations require.",
    more: "Read the full notice",
    collectTitle: "What we collect",
    collect:
      "Your name, phone number, age and sex, and the reason for your visit. Your e-mail, address and occupation only if you give them.",
    whyTitle: "Why",
    why: "To arrange your appointment, to give you care and keep your medical record, and to remind you of your visit. We never sell your details or use them for advertising.",
    keepTitle: "How long we keep them",
    keep: "Medical records are kept for {years} years after your last visit, as Indian regulations require. After that, a person at the clinic reviews them; nothing is deleted automatically.",
    childTitle: "Booking for a child",
    child: "If the patient is under 18, a parent or guardian should fill in this form and agree for them.",
    contactTitle: "Questions or complaints",
    contact: "Contact {name}: call <call>{phone}</call> or write to <mail>{email}</mail>.",
    withdrawTitle: "If you change your mind",
    withdraw:
      "You can withdraw your consent at any time: tell the clinic by phone, by e-mail or at the desk. WhatsApp messages stop at once; the medical record itself is kept as long as the law requires.",
    policy: "Read the full <link>privacy policy</link>.",
    agree: "I have read this notice and agree to the clinic using my details for my appointment and care.",
    whatsapp: "Send me appointment messages on WhatsApp",
    whatsappHint: "Reminders and any change to your appointment. You can stop them at any time.",
    sms: "Messages by SMS (for patients without WhatsApp)",
    smsHint: "Only about your own appointments, when WhatsApp is not agreed. Untick to receive none.",
  },
  notes: {
    sunday: "We are closed on Sundays. Please select a weekday (Monday-Saturday).",
    someBooked: "Some time slots are already booked.",
  },
  slots: {
    date: "Preferred date",
    time: "Preferred time",
    newDate: "New date",
    newTime: "New time",
    placeholder: "Select a time",
    chooseDateFirst: "Choose a date first. Consultations run 6:00 PM to 9:00 PM.",
    checking: "Checking which times are free…",
    failedSend: "We couldn't check which times are free. You can still send your request.",
    failedTry: "We couldn't check which times are free. You can still try a time.",
    hours: "Consultations run 6:00 PM to 9:00 PM (IST).",
    current: "{time} (Current)",
    closed: "{time} (Closed)",
    booked: "{time} (Booked)",
    past: "{time} (Past)",
  },
  /** Why a day cannot be booked, as the calendar and the time field say it. */
  days: {
    full: "{date} is fully booked. Please choose another date.",
    noTimesLeft: "There are no times left on {date}. Please choose another date.",
    partClosed: "Some times are closed ({reason}).",
    /** a closure's reason when none came with it */
    closedReason: "closed",
  },
  calendar: {
    label: "Choose a day",
    loading: "Loading the calendar…",
    failed: "The calendar could not be loaded. Please type the date instead.",
    key: "Calendar key",
    available: "Available",
    full: "Fully booked",
    closed: "Closed (Sunday)",
    /** a day the clinic closed: pressing it says why */
    closure: "Clinic closed (tap to see why)",
    /** a day button's name: the date, then whether it can be booked */
    day: "{date}, {status}",
    today: "Today, {day}",
    selected: "{day}, selected",
    status: {
      open: "available",
      full: "fully booked",
      closed: "closed",
      closedFor: "closed: {reason}",
      sunday: "closed on Sundays",
      past: "no times left today",
      none: "not bookable",
    },
    titleClosed: "Closed: {reason}",
    titleSunday: "Closed on Sundays",
    months: "Months",
    previous: "Previous month",
    next: "Next month",
  },
  outcome: {
    title: "Your appointment is booked",
    patient: "Patient",
    service: "Service",
    date: "Date",
    time: "Time",
    timeValue: "{time} (IST)",
    where: "Where",
    arrive: "Please arrive 15 minutes early. To change or cancel, call <call>{phone}</call>.",
    arriveWithLink:
      "Please arrive 15 minutes early. To change or cancel, use the link below or call <call>{phone}</call>.",
    manage: "Change or cancel this appointment",
    bookmark: "Bookmark this link: it is yours alone.",
    calendar: "Add to my phone's calendar",
    /** it opens a WhatsApp message to the clinic, written out: the words say so (issue 29) */
    whatsapp: "Message the clinic on WhatsApp",
    /** the WhatsApp message the patient sends the clinic, prefilled */
    whatsappText:
      "Hello, I have just booked an appointment on your website.\nName: {name}\nService: {service}\nDate: {date}\nTime: {time}\nPhone: {phone}",
  },
  /** the waiting list (FEATURES.md §14): the full evening's offer, the claim and leave pages */
  waitlist,
};
