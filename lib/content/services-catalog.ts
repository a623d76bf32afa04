/**
 * The 28 service cards of the Services page (SPEC §2) and the three "why choose" features.
 * Each bookable card names its entry in BOOKABLE_SERVICES (services.ts), so the page, the
 * footer and the booking form agree on names.
 */
import type { IconName } from "./icons";
import type { BookableService } from "./services";

export type Duration = { from: number; to: number; unit: "minutes" | "hours" };

export type ServiceCard = {
  /** Anchor on /services (footer links point at it) */
  slug: string;
  icon: IconName;
  title: string;
  description: string;
  duration: Duration;
  /** The matching booking-form option, when this service can be booked online */
  bookable: BookableService | null;
};

/** "15–20 minutes", "3–5 hours" */
export function formatDuration(d: Duration): string {
  return `${d.from}–${d.to} ${d.unit}`;
}

export function durationInMinutes(d: Duration): { from: number; to: number } {
  const k = d.unit === "hours" ? 60 : 1;
  return { from: d.from * k, to: d.to * k };
}

export function serviceSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const min = (from: number, to: number): Duration => ({ from, to, unit: "minutes" });
const hrs = (from: number, to: number): Duration => ({ from, to, unit: "hours" });

type CardInput = Omit<ServiceCard, "slug" | "bookable"> & { bookable?: BookableService | null };

function card(c: CardInput): ServiceCard {
  const bookable = c.bookable === undefined ? null : c.bookable;
  return { ...c, slug: serviceSlug(bookable ?? c.title), bookable };
}

export const SERVICE_CATALOG: readonly ServiceCard[] = [
  card({
    icon: "scan",
    title: "Angiography",
    bookable: "Angiography",
    description:
      "X-ray imaging of the heart arteries with contrast dye to find narrowings or blockages, usually through the wrist.",
    duration: min(30, 45),
  }),
  card({
    icon: "stent",
    title: "Angioplasty",
    bookable: "Angioplasty",
    description:
      "A tiny balloon opens a narrowed heart artery and restores blood flow, relieving chest pain and protecting the heart.",
    duration: hrs(1, 2),
  }),
  card({
    icon: "stent",
    title: "Stent Placement",
    bookable: "Stent Placement",
    description: "A drug-eluting mesh tube is placed in the opened artery to keep it open for the long term.",
    duration: hrs(1, 2),
  }),
  card({
    icon: "valve",
    title: "Valvuloplasty",
    bookable: "Valvuloplasty",
    description:
      "Balloon widening of a narrowed heart valve, such as rheumatic mitral stenosis, without open-heart surgery.",
    duration: hrs(1, 2),
  }),
  card({
    icon: "valve",
    title: "TAVR (Transcatheter Aortic Valve Replacement)",
    bookable: "TAVR",
    description:
      "A new aortic valve delivered through a leg artery for severe aortic stenosis, avoiding open-heart surgery.",
    duration: hrs(2, 3),
  }),
  card({
    icon: "valve",
    title: "Mitral Valve Repair/Replacement",
    bookable: "Mitral Valve Repair/Replacement",
    description:
      "Repair or replacement of a leaking or narrowed mitral valve, planned together with the heart surgery team.",
    duration: hrs(3, 5),
  }),
  card({
    icon: "gauge",
    title: "Fractional Flow Reserve (FFR)",
    bookable: "Fractional Flow Reserve (FFR)",
    description:
      "A pressure wire measures whether a borderline blockage really limits blood flow, so only necessary stents are placed.",
    duration: min(45, 60),
  }),
  card({
    icon: "target",
    title: "Chronic Total Occlusion (CTO)",
    bookable: "Chronic Total Occlusion (CTO)",
    description:
      "Specialised techniques to reopen arteries that have been completely blocked for three months or more.",
    duration: hrs(2, 4),
  }),
  card({
    icon: "zap",
    title: "Atherectomy",
    bookable: "Atherectomy",
    description:
      "Rotational or orbital devices gently sand away hard calcium so that a stent can be placed and fully expanded.",
    duration: hrs(1, 2),
  }),
  card({
    icon: "droplet",
    title: "Pericardiocentesis",
    bookable: "Pericardiocentesis",
    description:
      "Ultrasound-guided drainage of fluid collected around the heart, relieving pressure and breathlessness.",
    duration: min(30, 60),
  }),
  card({
    icon: "activity",
    title: "Cardiac Catheterization",
    bookable: "Cardiac Catheterization",
    description:
      "Thin tubes measure pressures and oxygen levels inside the heart chambers to assess valves and heart function.",
    duration: min(30, 60),
  }),
  card({
    icon: "vessel",
    title: "Endovenous Thermal Ablation",
    bookable: "Endovenous Thermal Ablation",
    description:
      "Laser or radiofrequency treatment that closes varicose veins from the inside, through a needle puncture.",
    duration: min(45, 90),
  }),
  card({
    icon: "activity",
    title: "ECG",
    bookable: "ECG",
    description:
      "A painless recording of the heart's electrical activity to check rhythm and look for signs of strain or damage.",
    duration: min(15, 20),
  }),
  card({
    icon: "clipboard",
    title: "Heart Checkup",
    bookable: "Heart Checkup",
    description:
      "A complete heart health assessment: consultation, ECG, blood pressure, and tests tailored to your risk.",
    duration: min(45, 60),
  }),
  card({
    icon: "heart-pulse",
    title: "Stress Test",
    bookable: "Stress Test",
    description:
      "A treadmill test that records the ECG and blood pressure during exercise to uncover hidden blockages.",
    duration: min(45, 60),
  }),
  card({
    icon: "scan",
    title: "Echocardiography",
    bookable: "Echocardiography",
    description:
      "An ultrasound scan of the heart showing its pumping strength, valves and chambers — no radiation, no needles.",
    duration: min(30, 45),
  }),
  card({
    icon: "shield",
    title: "Preventive Cardiology",
    bookable: "Preventive Cardiology",
    description:
      "A personal plan to lower your risk: cholesterol, blood pressure, diabetes, weight, diet, exercise and smoking.",
    duration: min(30, 45),
  }),
  card({
    icon: "stethoscope",
    title: "Cardiac Consultation",
    bookable: "Cardiac Consultation",
    description: "An unhurried one-to-one consultation to review symptoms, reports and treatment options.",
    duration: min(20, 30),
  }),
  card({
    icon: "shield",
    title: "Percutaneous Device Closures",
    bookable: "Percutaneous Device Closures",
    description: "Closing holes in the heart (ASD, VSD, PDA) with devices delivered by catheter instead of surgery.",
    duration: hrs(1, 2),
  }),
  card({
    icon: "device",
    title: "Pacemaker Implantation",
    bookable: "Pacemaker Implantation",
    description: "A small device placed under the collarbone keeps a slow or irregular heartbeat at a safe rate.",
    duration: hrs(1, 2),
  }),
  card({
    icon: "device",
    title: "Cardiac Resynchronising Therapy (CRT)",
    bookable: "Cardiac Resynchronising Therapy (CRT)",
    description: "A special pacemaker that coordinates both sides of a weak heart, improving heart failure symptoms.",
    duration: hrs(2, 3),
  }),
  card({
    icon: "zap",
    title: "AICD Implantation",
    bookable: "AICD Implantation",
    description: "An implantable defibrillator that detects dangerous heart rhythms and corrects them instantly.",
    duration: hrs(1, 2),
  }),
  card({
    icon: "scan",
    title: "Intravascular Imaging (IVUS/OCT)",
    description:
      "Ultrasound or light-based imaging from inside the artery to size stents precisely and check the result.",
    duration: min(30, 45),
  }),
  card({
    icon: "vessel",
    title: "Peripheral Angioplasty",
    description: "Opening blocked arteries of the legs to relieve pain on walking and heal non-healing wounds.",
    duration: hrs(1, 3),
  }),
  card({
    icon: "vessel",
    title: "Renal & Carotid Artery Stenting",
    description: "Stenting narrowed kidney or neck arteries to control blood pressure or lower the risk of stroke.",
    duration: hrs(1, 2),
  }),
  card({
    icon: "heart",
    title: "Heart Failure Management",
    description:
      "Medicines, device therapy and close follow-up to help a weak heart work better and keep you out of hospital.",
    duration: min(30, 45),
  }),
  card({
    icon: "gauge",
    title: "Hypertension Management",
    description:
      "Accurate diagnosis and step-by-step treatment of high blood pressure, including resistant hypertension.",
    duration: min(20, 30),
  }),
  card({
    icon: "calendar",
    title: "Post-Procedure Follow-up",
    description:
      "Review after angioplasty, valve or device procedures: wound check, medicines, tests and return to activity.",
    duration: min(20, 30),
  }),
];

export type Feature = { icon: IconName; title: string; description: string };

/** "Why choose" features on the Services page. */
export const WHY_CHOOSE: readonly Feature[] = [
  {
    icon: "award",
    title: "Experienced Specialist",
    description:
      "More than 15 years in interventional cardiology and thousands of procedures, from routine to complex.",
  },
  {
    icon: "target",
    title: "Modern, Precise Techniques",
    description:
      "Wrist-access procedures, intravascular imaging and pressure wires for safer, more accurate treatment.",
  },
  {
    icon: "heart",
    title: "Personal, Continuous Care",
    description: "You see the same doctor at every visit, with clear explanations and follow-up after every procedure.",
  },
];
