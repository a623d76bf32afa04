/**
 * What the visit is for, in the patient's words (issue 29: a patient should not have to pick
 * from 22 procedures to book a 15-minute evening slot). The public form asks this; each answer
 * stands for one of the spec's bookable services, so `serviceRequired` on the API keeps its
 * values. Only a test asks which one: every other answer books a consultation, where the doctor
 * decides what follows. The desk's forms keep the full list (the desk records the exact service).
 */
import type { Text } from "../i18n/locales";
import type { BookableService } from "./services";

export type VisitReason = {
  id: "new-problem" | "follow-up" | "test" | "second-opinion" | "other";
  label: Text;
  /** the service it books; null: the patient chooses from `choices` */
  service: BookableService | null;
  /** the tests a patient picks from (only the test answer asks) */
  choices?: readonly BookableService[];
};

/** What a consultation books (new problem, follow-up, second opinion, other). */
export const CONSULTATION_SERVICE: BookableService = "Cardiac Consultation";

/** The tests an evening visit is booked for. */
export const VISIT_TESTS = [
  "ECG",
  "Echocardiography",
  "Stress Test",
  "Heart Checkup",
] as const satisfies readonly BookableService[];

export const VISIT_REASONS: readonly VisitReason[] = [
  {
    id: "new-problem",
    label: { en: "Consultation (new problem)", ta: "ஆலோசனை (புதிய பிரச்சனை)" },
    service: CONSULTATION_SERVICE,
  },
  {
    id: "follow-up",
    label: { en: "Follow-up visit", ta: "தொடர் ஆலோசனை (மீண்டும் வருகை)" },
    service: CONSULTATION_SERVICE,
  },
  {
    id: "test",
    label: { en: "ECG / Echo / TMT test", ta: "ஈசிஜி / எக்கோ / டிஎம்டி பரிசோதனை" },
    service: null,
    choices: VISIT_TESTS,
  },
  {
    id: "second-opinion",
    label: { en: "Second opinion", ta: "இரண்டாவது மருத்துவக் கருத்து" },
    service: CONSULTATION_SERVICE,
  },
  { id: "other", label: { en: "Other", ta: "மற்றவை" }, service: CONSULTATION_SERVICE },
];

/**
 * The answer a stored service reads as (a booking pre-filled from an earlier one): a test, or a
 * consultation. A procedure the desk recorded is not something the patient books again
 * online: it reads as unanswered, and the patient says what this visit is for.
 */
export function reasonOfService(service: string): VisitReason["id"] | null {
  if ((VISIT_TESTS as readonly string[]).includes(service)) return "test";
  return service === CONSULTATION_SERVICE ? "new-problem" : null;
}
