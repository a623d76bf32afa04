/**
 * The doctor's profile (About page, home hero). The name itself comes from configuration
 * (CLINIC_DOCTOR_NAME via clinic()); everything here is SAMPLE content — see sample.ts.
 */
import type { IconName } from "./icons";

export const DOCTOR_TITLE = "INTERVENTIONAL CARDIOLOGIST";

/** The two degrees shown under the name in the home hero. */
export const HERO_QUALIFICATIONS = ["MD General Medicine", "DM Cardiology"] as const;

export const YEARS_OF_EXPERIENCE = "15+";

export const DOCTOR_PROFILE: readonly string[] = [
  "An interventional cardiologist with more than fifteen years of experience in diagnosing and treating heart disease, from the first consultation to complex catheter-based procedures.",
  "Trained in general medicine and cardiology at leading teaching hospitals in Tamil Nadu, with further fellowship training in complex coronary and structural heart interventions, the doctor has performed thousands of angiograms, angioplasties and valve procedures.",
  "Consultations at the clinic are unhurried: every patient leaves knowing what their tests show, what the options are and what happens next — in English, Tamil or Hindi.",
];

export type Credential = { title: string; detail: string };

/** Eight credentials (SPEC §2 About). */
export const CREDENTIALS: readonly Credential[] = [
  { title: "MBBS", detail: "Madras Medical College, Chennai" },
  { title: "MD (General Medicine)", detail: "Stanley Medical College, Chennai" },
  { title: "DM (Cardiology)", detail: "Madras Medical College, Chennai" },
  { title: "Fellowship in Interventional Cardiology", detail: "Complex coronary and structural heart interventions" },
  { title: "FSCAI", detail: "Fellow, Society for Cardiovascular Angiography & Interventions" },
  { title: "FESC", detail: "Fellow, European Society of Cardiology" },
  { title: "Life Member, Cardiological Society of India", detail: "CSI, Tamil Nadu chapter" },
  { title: "Registered Medical Practitioner", detail: "Tamil Nadu Medical Council" },
];

export type Specialization = { icon: IconName; title: string; description: string };

/** Ten specialization cards (SPEC §2 About). */
export const SPECIALIZATIONS: readonly Specialization[] = [
  {
    icon: "stent",
    title: "Coronary Angioplasty & Stenting",
    description:
      "Opening narrowed or blocked heart arteries with balloons and drug-eluting stents, mostly through the wrist.",
  },
  {
    icon: "target",
    title: "Complex & High-Risk PCI",
    description: "Chronic total occlusions, left main and bifurcation disease, calcified arteries needing atherectomy.",
  },
  {
    icon: "heart-pulse",
    title: "Primary Angioplasty for Heart Attacks",
    description: "Emergency opening of the blocked artery during a heart attack, when every minute saves heart muscle.",
  },
  {
    icon: "valve",
    title: "Structural Heart Interventions",
    description:
      "TAVR for aortic stenosis and catheter-based mitral valve therapies for patients at high surgical risk.",
  },
  {
    icon: "activity",
    title: "Valvular Heart Disease",
    description:
      "Balloon valvuloplasty for rheumatic mitral stenosis and long-term care of leaking or narrowed valves.",
  },
  {
    icon: "scan",
    title: "Intravascular Imaging & Physiology",
    description: "IVUS, OCT and FFR to see inside the artery and treat only the blockages that limit blood flow.",
  },
  {
    icon: "device",
    title: "Cardiac Devices",
    description: "Pacemakers, CRT and AICD implantation with device follow-up and remote monitoring.",
  },
  {
    icon: "shield",
    title: "Congenital Device Closures",
    description: "Non-surgical closure of holes in the heart (ASD, VSD, PDA) with catheter-delivered devices.",
  },
  {
    icon: "vessel",
    title: "Peripheral Vascular Interventions",
    description: "Angioplasty of leg, kidney and neck arteries and thermal ablation of varicose veins.",
  },
  {
    icon: "stethoscope",
    title: "Preventive & Clinical Cardiology",
    description: "Risk assessment and long-term management of blood pressure, cholesterol, diabetes and heart failure.",
  },
];

/** Twelve achievements (SPEC §2 About). */
export const ACHIEVEMENTS: readonly string[] = [
  "More than 5,000 coronary and structural heart procedures performed",
  "Over 90% of angiograms and angioplasties performed through the wrist (transradial)",
  "Helped set up a round-the-clock primary angioplasty service for heart attack patients in Chennai",
  "Part of the heart team that performed early TAVR procedures in the city",
  "Best Original Research award, Cardiological Society of India annual conference",
  "Invited faculty at national interventional cardiology meetings and live-case workshops",
  "Trained more than 25 cardiology fellows in coronary intervention",
  "Peer reviewer for national cardiology journals",
  "Led free heart-screening camps reaching over 20,000 people across Tamil Nadu",
  "Conducts CPR and heart-attack awareness sessions for schools and workplaces",
  "Author of patient-education booklets on heart health in Tamil and English",
  "Member of a regional heart-attack (STEMI) care network improving time to treatment",
];

export const MISSION = {
  heading: "Our Mission",
  paragraphs: [
    "To give every patient who walks through our door the same standard of heart care we would want for our own families: accurate diagnosis, honest advice and treatment that is only as invasive as it needs to be.",
    "We combine modern interventional cardiology with careful listening, clear explanations and follow-up that continues long after a procedure — because a healthy heart is built over years, not in a single visit.",
  ],
  image: {
    src: "/images/mission.svg",
    alt: "Illustration of a heart with a steady heartbeat line held in caring hands",
  },
} as const;

export type Principle = { icon: IconName; title: string; description: string };

/** Three philosophy principles (SPEC §2 About). */
export const PHILOSOPHY: readonly Principle[] = [
  {
    icon: "users",
    title: "Patient-Centered Care",
    description:
      "Decisions are made together. We explain every test and option in plain language and respect your values, time and budget.",
  },
  {
    icon: "shield",
    title: "Preventive Approach",
    description:
      "The best procedure is the one you never need. We find risk early and work on blood pressure, cholesterol, sugar and lifestyle first.",
  },
  {
    icon: "book",
    title: "Evidence-Based Medicine",
    description:
      "Recommendations follow current international guidelines and published evidence — adapted to you, never driven by anything else.",
  },
];

export const DOCTOR_PORTRAIT = {
  src: "/images/doctor-portrait.svg",
  alt: "Portrait illustration of the cardiologist in a white coat with a stethoscope",
} as const;
