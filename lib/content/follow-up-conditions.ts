/**
 * The conditions whose overdue follow-ups the doctor's dashboard counts (FEATURES.md §14): a
 * patient lost to follow-up in these is most at risk. A follow-up counts under a condition when
 * the patient's problem list or the visit's diagnosis names one of its terms (whole words, any
 * case); it may count under several.
 *
 * Sources for why these need regular review: after PCI — the 2024 ESC guidelines for chronic
 * coronary syndromes (review of antiplatelet therapy and risk factors after revascularisation);
 * heart failure — the 2021 ESC heart failure guidelines (early review after a decompensation,
 * regular titration); anticoagulation — the 2024 ESC atrial fibrillation guidelines and the
 * 2021 EHRA practical guide on NOACs (review of dose, renal function and bleeding at least
 * yearly, INR monitoring on warfarin); valve disease — the 2021 ESC/EACTS valvular heart disease
 * guidelines (periodic echo); hypertension — the 2020 ISH global hypertension practice
 * guidelines (review until controlled, then regularly).
 */
export type FollowUpCondition = { label: string; terms: readonly string[] };

export const FOLLOW_UP_CONDITIONS: readonly FollowUpCondition[] = [
  { label: "After stent", terms: ["stent", "stenting", "PCI", "PTCA", "angioplasty", "DES"] },
  { label: "Heart failure", terms: ["heart failure", "HFrEF", "HFpEF", "HFmrEF", "CHF", "cardiomyopathy"] },
  {
    label: "On anticoagulation",
    terms: [
      "anticoagulation",
      "anticoagulant",
      "warfarin",
      "acenocoumarol",
      "apixaban",
      "rivaroxaban",
      "dabigatran",
      "atrial fibrillation",
      "AF",
    ],
  },
  { label: "Valve disease", terms: ["valve", "valvular", "TAVR", "TAVI", "MVR", "AVR", "mitral", "aortic stenosis"] },
  { label: "Hypertension", terms: ["hypertension", "HTN"] },
];
