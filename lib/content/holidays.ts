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
  /** a lunar or solar date not yet confirmed by the Government's G.O. */
  expected?: true;
};

/** Earliest first. */
export const TAMIL_NADU_HOLIDAYS: readonly Holiday[] = [
  { date: "2026-12-25", name: "Christmas" },
  { date: "2027-01-01", name: "New Year's Day" },
  // Thai 1: the Sun enters Capricorn after sunset on 14 January 2027
  { date: "2027-01-15", name: "Pongal", expected: true },
  { date: "2027-01-16", name: "Thiruvalluvar Day", expected: true },
  { date: "2027-01-17", name: "Uzhavar Thirunal", expected: true },
  { date: "2027-01-22", name: "Thai Poosam", expected: true },
  { date: "2027-01-26", name: "Republic Day" },
  { date: "2027-03-10", name: "Ramzan (Idul Fitr)", expected: true },
  // Easter Sunday is 28 March 2027
  { date: "2027-03-26", name: "Good Friday" },
  { date: "2027-04-07", name: "Telugu New Year's Day", expected: true },
  { date: "2027-04-14", name: "Tamil New Year's Day and Dr. B.R. Ambedkar's Birthday" },
  { date: "2027-04-19", name: "Mahaveer Jayanthi", expected: true },
  { date: "2027-05-01", name: "May Day" },
  { date: "2027-05-17", name: "Bakrid (Idul Azha)", expected: true },
  { date: "2027-06-15", name: "Muharram", expected: true },
  { date: "2027-08-15", name: "Independence Day" },
  { date: "2027-08-15", name: "Milad-un-Nabi", expected: true },
  { date: "2027-08-25", name: "Krishna Jayanthi", expected: true },
  { date: "2027-09-04", name: "Vinayakar Chathurthi", expected: true },
  { date: "2027-10-02", name: "Gandhi Jayanti" },
  { date: "2027-10-09", name: "Ayutha Pooja", expected: true },
  { date: "2027-10-10", name: "Vijaya Dasami", expected: true },
  { date: "2027-10-29", name: "Deepavali", expected: true },
  { date: "2027-12-25", name: "Christmas" },
];

/** The holidays on or after `today` (clinic date), earliest first. */
export const holidaysFrom = (today: string): Holiday[] => TAMIL_NADU_HOLIDAYS.filter((h) => h.date >= today);
