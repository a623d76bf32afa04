/** How the clinic greets a patient: "Dear Lakshmi" — the first word of the name as written. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? "";
