/**
 * A receipt's header as it was when the bill was made (FEATURES.md §13): the clinic and the
 * clinic's doctor (the first owner's identity, lib/server/domain/signatory.ts) frozen into
 * `Bill.document` in the bill's own transaction, so a later change of the configuration or of
 * the accounts never reprints an old receipt. A bill made before headers were frozen (document
 * null) prints the configuration's of now, as it always did.
 */
import "server-only";
import type { Bill } from "../../../generated/sqlite/client";
import type { ReceiptDocument } from "../../../shared/api/billing";
import type { Tx } from "../../db";
import { letterhead, type Letterhead } from "../../pdf/letterhead";
import { clinicDoctor, type Signatory } from "../signatory";

/** The stored form: the doctor's name in both languages. */
type FrozenHeader = { clinic: Letterhead["clinic"]; doctor: Signatory };

/** The header to store with a new bill (JSON), read inside its transaction. */
export async function frozenReceiptHeader(tx: Pick<Tx, "admin">): Promise<string> {
  const header: FrozenHeader = { clinic: letterhead("en").clinic, doctor: await clinicDoctor(tx) };
  return JSON.stringify(header);
}

/** The letterhead a receipt of `bill` prints in `lang`: the one frozen with it, else today's. */
export function receiptHeader(bill: Pick<Bill, "document">, lang: ReceiptDocument["lang"]): Letterhead {
  if (!bill.document) return letterhead(lang);
  const { clinic, doctor } = JSON.parse(bill.document) as FrozenHeader;
  return { clinic, doctor: { ...doctor, name: doctor.name[lang] } };
}
