/**
 * What a merge takes from the merged record into the kept one (issue 41 G2), from the
 * patient-field registry (lib/shared/validation/patient-fields.ts) so a new field is merged
 * too, not silently dropped (issue 42 item 7): every field a record may lack is filled from the
 * merged record where the kept one has none (a required field is always there: the kept
 * record's stays), with its matching key column; and the more recent WhatsApp and SMS choices.
 */
import "server-only";
import type { Patient } from "../../generated/sqlite/client";
import { OPTIONAL_PATIENT_FIELDS, type PatientFieldKey } from "../../shared/validation/patient-fields";

/** A field's matching key column, which goes with it (the e-mail's: unique, a booking matches on it). */
const KEY_COLUMNS: Partial<Record<PatientFieldKey, "emailKey">> = { email: "emailKey" };

/** The columns a merge fills where the kept record has none: the optional fields and their keys. */
export const MERGE_FILLED: readonly (keyof Patient)[] = OPTIONAL_PATIENT_FIELDS.flatMap((key) => {
  const column = KEY_COLUMNS[key];
  return column ? [key, column] : [key];
});

/** What the kept record takes from the merged one: the details it lacks, and the more recent WhatsApp choice. */
export function filledFrom(keep: Patient, merge: Patient): Partial<Patient> {
  const data: Partial<Patient> = {};
  for (const key of MERGE_FILLED)
    if (keep[key] === null && merge[key] !== null) Object.assign(data, { [key]: merge[key] });
  // an e-mail goes only with its key: the kept record's key stays its own
  if (keep.emailKey !== null) delete data.email;
  const newer =
    merge.whatsappConsent !== null &&
    (keep.whatsappConsent === null ||
      (merge.whatsappConsentAt?.getTime() ?? 0) > (keep.whatsappConsentAt?.getTime() ?? 0));
  if (newer)
    Object.assign(data, {
      whatsappConsent: merge.whatsappConsent,
      whatsappConsentAt: merge.whatsappConsentAt,
      whatsappConsentBy: merge.whatsappConsentBy,
      whatsappConsentActor: merge.whatsappConsentActor,
    });
  const newerSms =
    merge.smsConsent !== null &&
    (keep.smsConsent === null || (merge.smsConsentAt?.getTime() ?? 0) > (keep.smsConsentAt?.getTime() ?? 0));
  if (newerSms)
    Object.assign(data, {
      smsConsent: merge.smsConsent,
      smsConsentAt: merge.smsConsentAt,
      smsConsentBy: merge.smsConsentBy,
      smsConsentActor: merge.smsConsentActor,
    });
  return data;
}
