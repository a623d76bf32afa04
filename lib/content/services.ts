/**
 * The 22 services a patient can book (SPEC §5). One list: the booking form and its
 * server-side schema, the footer (first 8) and the admin forms all read it.
 */
export const BOOKABLE_SERVICES = [
  "Angiography",
  "Angioplasty",
  "Stent Placement",
  "Valvuloplasty",
  "TAVR",
  "Mitral Valve Repair/Replacement",
  "Fractional Flow Reserve (FFR)",
  "Chronic Total Occlusion (CTO)",
  "Atherectomy",
  "Pericardiocentesis",
  "Cardiac Catheterization",
  "Endovenous Thermal Ablation",
  "ECG",
  "Heart Checkup",
  "Stress Test",
  "Echocardiography",
  "Preventive Cardiology",
  "Cardiac Consultation",
  "Percutaneous Device Closures",
  "Pacemaker Implantation",
  "Cardiac Resynchronising Therapy (CRT)",
  "AICD Implantation",
] as const;

export type BookableService = (typeof BOOKABLE_SERVICES)[number];

export const FOOTER_SERVICES = BOOKABLE_SERVICES.slice(0, 8);
