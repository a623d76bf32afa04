/** Patient Info page content (SPEC §2 Patient Info). */
import type { IconName } from "./icons";

export type ChecklistItem = { icon: IconName; label: string; note?: string };

export const WHAT_TO_BRING: readonly ChecklistItem[] = [
  { icon: "id-card", label: "Photo ID", note: "Aadhaar, PAN card, passport or driving licence" },
  {
    icon: "file",
    label: "Previous medical records",
    note: "ECGs, echo and angiogram reports, discharge summaries and CDs",
  },
  { icon: "pill", label: "List of current medications", note: "Or bring the strips and bottles with you" },
  { icon: "card", label: "Insurance card (optional)", note: "With your policy number, if you plan to claim" },
];

/** Minutes before the appointment to arrive for paperwork. */
export const ARRIVE_EARLY_MINUTES = 15;

export const ARRIVAL_NOTE = `Please arrive ${ARRIVE_EARLY_MINUTES} minutes early for paperwork, so your consultation can start on time.`;

export type PaymentMethod = { icon: IconName; label: string; note: string };

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { icon: "cash", label: "Cash", note: "Indian rupees, at the reception desk" },
  { icon: "card", label: "Credit/Debit Cards", note: "All major cards and UPI" },
  { icon: "shield", label: "Insurance", note: "Cashless or reimbursement, subject to your insurer's approval" },
];

export const DURING_YOUR_VISIT: readonly string[] = [
  "Your blood pressure, pulse, weight and an ECG are usually recorded before you see the doctor.",
  "The doctor reviews your symptoms, history and previous reports, and examines you.",
  "Any further tests are explained, with what they involve and what they cost, before they are done.",
  "You leave with a written plan: medicines, tests, lifestyle advice and when to come back.",
];

export const EMERGENCY_INFO = {
  heading: "24/7 Emergency Contact",
  text: "If you are a patient of the clinic and have urgent symptoms, call our emergency line at any time of day or night.",
  warning:
    "For severe chest pain, sudden breathlessness, fainting or signs of a stroke, call 108 for an ambulance immediately and go to the nearest emergency department.",
} as const;
