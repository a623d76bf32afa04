/**
 * The prescription form's values (FEATURES.md §11): each field as typed, and the call's body
 * they make. Shared by the editor and its autosave.
 */
import type { PrescriptionRecord } from "@/lib/shared/api/prescriptions";
import { prescriptionItemSchema, prescriptionSchema, type Timing } from "@/lib/shared/validation/prescriptions";

export type ItemForm = {
  drug: string;
  strength: string;
  form: string;
  dose: string;
  timing: Timing;
  durationDays: string;
  instructions: string;
};
export type RxForm = {
  items: ItemForm[];
  investigations: string;
  advice: string;
  followUpDate: string;
  followUpTime: string;
};

export const EMPTY_ITEM: ItemForm = {
  drug: "",
  strength: "",
  form: "",
  dose: "",
  timing: "after-food",
  durationDays: "",
  instructions: "",
};

export function formOf(p: Pick<PrescriptionRecord, "items" | "investigations" | "advice" | "followUp"> | null): RxForm {
  return {
    items: p?.items.length
      ? p.items.map((i) => ({
          drug: i.drug,
          strength: i.strength,
          form: i.form ?? "",
          dose: i.dose,
          timing: i.timing,
          durationDays: i.durationDays === null ? "" : String(i.durationDays),
          instructions: i.instructions ?? "",
        }))
      : [{ ...EMPTY_ITEM }],
    investigations: p?.investigations.join("\n") ?? "",
    advice: p?.advice.join("\n") ?? "",
    followUpDate: p?.followUp?.date ?? "",
    followUpTime: p?.followUp?.time ?? "",
  };
}

const itemInput = (i: ItemForm) => ({ ...i, form: i.form || null, instructions: i.instructions || null });

/** The form as the call's body (the schema then checks it, the server's rules and words). */
export const toInput = (v: RxForm) => ({
  items: v.items.map(itemInput),
  investigations: v.investigations,
  advice: v.advice,
  followUp: v.followUpDate ? { date: v.followUpDate, time: v.followUpTime || null } : null,
});

const blank = (i: ItemForm) => !i.drug.trim() && !i.strength.trim() && !i.dose.trim();

/**
 * What of the form can be kept as a draft now: the complete lines (a line still being typed
 * waits), with the form's line each came from; `pending` when a started line is not yet
 * complete. null: nothing to keep (no complete line, or the rest does not pass).
 */
export function draftOf(v: RxForm) {
  const lines = v.items.map((item, index) => ({ item, index })).filter(({ item }) => !blank(item));
  const complete = lines.filter(({ item }) => prescriptionItemSchema.safeParse(itemInput(item)).success);
  const pending = complete.length < lines.length;
  if (complete.length === 0) return { body: null, lineOf: [], pending };
  const parsed = prescriptionSchema.safeParse({ ...toInput(v), items: complete.map(({ item }) => itemInput(item)) });
  return parsed.success
    ? { body: parsed.data, lineOf: complete.map(({ index }) => index), pending }
    : { body: null, lineOf: [], pending: true };
}
