/**
 * Patient testimonials (Testimonials page, three quotes on Home). SAMPLE content — see
 * sample.ts; names are initialled and the stories illustrative.
 */
export type Testimonial = {
  name: string;
  /** Whole stars, 0–5 */
  rating: number;
  text: string;
  service: string;
  /** A short line for the home page */
  highlight: string;
};

/** Six testimonials (SPEC §2 Testimonials). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Ramesh K., Mylapore",
    rating: 5,
    service: "Angioplasty",
    highlight: "I was home in two days and back at work in a week.",
    text: "I came in with chest pain on climbing stairs. The angiogram showed a major blockage and the doctor explained everything with the pictures in front of us before recommending angioplasty. It was done through my wrist, I was home in two days and back at work in a week.",
  },
  {
    name: "Lakshmi S., Adyar",
    rating: 5,
    service: "Valvuloplasty",
    highlight: "He explained every step to my family in Tamil and never rushed us.",
    text: "My mitral valve was badly narrowed from childhood rheumatic fever. The doctor explained every step to my family in Tamil and never rushed us. After the balloon procedure I can walk to the temple again without stopping to catch my breath.",
  },
  {
    name: "Mohammed A., Royapettah",
    rating: 5,
    service: "Cardiac Consultation",
    highlight: "An honest second opinion saved me from a procedure I did not need.",
    text: "I had been told I needed a stent. The doctor reviewed my reports, did a pressure-wire test and showed me the blockage was not limiting blood flow. An honest second opinion saved me from a procedure I did not need — I am doing well on medicines.",
  },
  {
    name: "Priya V., Anna Nagar",
    rating: 5,
    service: "TAVR",
    highlight: "My 82-year-old father got a new valve without open-heart surgery.",
    text: "My 82-year-old father was too frail for open-heart surgery. The team planned his TAVR carefully and kept us informed at every stage. He walked on the second day and now enjoys his evening walks with his grandchildren.",
  },
  {
    name: "Suresh N., T. Nagar",
    rating: 5,
    service: "Pacemaker Implantation",
    highlight: "The evening timings meant I never had to miss work for a check-up.",
    text: "I kept fainting because my heart rate dropped very low. A pacemaker was recommended and fitted the next morning. The evening clinic timings mean I never miss work for my device check-ups, and the staff always answer my calls.",
  },
  {
    name: "Kavitha R., Velachery",
    rating: 5,
    service: "Preventive Cardiology",
    highlight: "A practical plan that brought my cholesterol and sugar under control.",
    text: "With a strong family history of heart attacks I was worried. Instead of just prescribing tablets, the doctor gave me a practical diet and exercise plan and followed up every three months. My cholesterol and sugar are now under control.",
  },
];

/** The three quotes on the home page. */
export const HOME_QUOTES: readonly Testimonial[] = [TESTIMONIALS[0], TESTIMONIALS[1], TESTIMONIALS[3]];

export type TrustStat = { value: string; label: string };

/** Trust strip under the testimonials (SPEC §2 Testimonials). */
export const TRUST_STATS: readonly TrustStat[] = [
  { value: "10,000+", label: "Patients Treated" },
  { value: "15+", label: "Years of Experience" },
  { value: "100%", label: "Patient Satisfaction" },
];
