/**
 * The waiting list's words (FEATURES.md §14): what its calls answer beside their codes
 * (`waitlistServer`, part of `booking.server`), and the booking form's offer, the claim page and
 * the leave page (`booking.waitlist`).
 */
export const waitlistServer = {
  waitlistNotFull: "There are still free times on {date}. Please choose one of them to book.",
  waitlistClosed: "The clinic is closed on {date}. Please choose another evening.",
  waitlistDuplicate: "This phone number is already on the waiting list for {date}.",
  offerGone:
    "Sorry, this place has just been taken or the offer has ended. You are still on the waiting list, and we will write again if another place frees up.",
  offerNotFound: "This link is not valid. Please check the message we sent you, or call the clinic.",
};

export const waitlist = {
  full: "Every time on this evening is booked.",
  join: "Join the waiting list for this evening",
  title: "Join the waiting list for {date}",
  explain:
    "If a place frees up, we will send you a link by WhatsApp or SMS (and e-mail, if you give one). The link holds the place for 30 minutes.",
  submit: "Join the waiting list",
  submitting: "Joining...",
  joined: "You are on the waiting list for {date}. We will write to you if a place frees up.",
  leaveLink: "Leave the waiting list",
  claim: {
    title: "A place is free",
    lead: "A place is free on {date} at {time}.",
    hold: "It is held for you until {until}.",
    button: "Book this time",
    booking: "Booking...",
    booked: "Your appointment is booked for {date} at {time}.",
    manage: "See, move or cancel it",
  },
  leave: {
    title: "The waiting list",
    lead: "You are on the waiting list for {date}.",
    button: "Leave the waiting list",
    leaving: "Leaving...",
    left: "You are not on the waiting list for {date}.",
  },
};
