/**
 * Tamil Nadu's public holidays from late 2026 through 2027, for the Clinic calendar's
 * "Tamil Nadu holidays" panel: the desk ticks the ones the clinic closes on, each still a
 * choice (FEATURES.md §2). Bundled, never fetched.
 *
 * Fixed-date holidays are certain. The others follow the lunar (or Tamil solar) calendar:
 * their dates here are the expected ones (`expected: true`), worked out from the 2027 new
 * and full moons. The Tamil Nadu Government's G.O. listing the public holidays for 2027
 * must be checked when it is published, and this file corrected to it.
 */

export type Holiday = {
  /** clinic date, YYYY-MM-DD */
  date: string;
  name: string;
  /** the name in Tamil: the closure's Tamil reason (Tamil pages and messages) */
  nameTa: string;
  /** a lunar or solar date not yet confirmed by the Government's G.O. */
  expected?: true;
};

/** Earliest first. */
export const TAMIL_NADU_HOLIDAYS: readonly Holiday[] = [
  { date: "2026-12-25", name: "Christmas", nameTa: "கிறிஸ்துமஸ்" },
  { date: "2027-01-01", name: "New Year's Day", nameTa: "ஆங்கிலப் புத்தாண்டு" },
  // Thai 1: the Sun enters Capricorn after sunset on 14 January 2027
  { date: "2027-01-15", name: "Pongal", nameTa: "பொங்கல்", expected: true },
  { date: "2027-01-16", name: "Thiruvalluvar Day", nameTa: "திருவள்ளுவர் தினம்", expected: true },
  { date: "2027-01-17", name: "Uzhavar Thirunal", nameTa: "உழவர் திருநாள்", expected: true },
  { date: "2027-01-22", name: "Thai Poosam", nameTa: "தைப்பூசம்", expected: true },
  { date: "2027-01-26", name: "Republic Day", nameTa: "குடியரசு தினம்" },
  { date: "2027-03-10", name: "Ramzan (Idul Fitr)", nameTa: "ரம்ஜான்", expected: true },
  // Easter Sunday is 28 March 2027
  { date: "2027-03-26", name: "Good Friday", nameTa: "புனித வெள்ளி" },
  { date: "2027-04-07", name: "Telugu New Year's Day", nameTa: "தெலுங்கு வருடப் பிறப்பு", expected: true },
  {
    date: "2027-04-14",
    name: "Tamil New Year's Day and Dr. B.R. Ambedkar's Birthday",
    nameTa: "தமிழ்ப் புத்தாண்டு மற்றும் டாக்டர் அம்பேத்கர் பிறந்த நாள்",
  },
  { date: "2027-04-19", name: "Mahaveer Jayanthi", nameTa: "மகாவீரர் ஜெயந்தி", expected: true },
  { date: "2027-05-01", name: "May Day", nameTa: "மே தினம்" },
  { date: "2027-05-17", name: "Bakrid (Idul Azha)", nameTa: "பக்ரீத்", expected: true },
  { date: "2027-06-15", name: "Muharram", nameTa: "மொகரம்", expected: true },
  { date: "2027-08-15", name: "Independence Day", nameTa: "சுதந்திர தினம்" },
  { date: "2027-08-15", name: "Milad-un-Nabi", nameTa: "மிலாது நபி", expected: true },
  { date: "2027-08-25", name: "Krishna Jayanthi", nameTa: "கிருஷ்ண ஜெயந்தி", expected: true },
  { date: "2027-09-04", name: "Vinayakar Chathurthi", nameTa: "விநாயகர் சதுர்த்தி", expected: true },
  { date: "2027-10-02", name: "Gandhi Jayanti", nameTa: "காந்தி ஜெயந்தி" },
  { date: "2027-10-09", name: "Ayutha Pooja", nameTa: "ஆயுத பூஜை", expected: true },
  { date: "2027-10-10", name: "Vijaya Dasami", nameTa: "விஜயதசமி", expected: true },
  { date: "2027-10-29", name: "Deepavali", nameTa: "தீபாவளி", expected: true },
  { date: "2027-12-25", name: "Christmas", nameTa: "கிறிஸ்துமஸ்" },
];

/** The holidays on or after `today` (clinic date), earliest first. */
export const holidaysFrom = (today: string): Holiday[] => TAMIL_NADU_HOLIDAYS.filter((h) => h.date >= today);
