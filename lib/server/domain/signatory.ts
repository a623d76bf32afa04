/**
 * Who signs what the clinic prints (FEATURES.md §13, IMC Regulations 2002 1.4.1–1.4.2): each
 * staff account carries its own name as printed, qualifications, registration number and
 * council. The configuration's CLINIC_DOCTOR_* is the default of the FIRST owner only (the
 * lowest-id owner, the account made from ADMIN_USERNAME), field by field where that account's
 * own are empty; every other account prints its own (no printed name → its display name), so
 * a locum never signs under the clinic doctor's registration.
 */
import "server-only";
import { clinic } from "../../content/clinic";
import { config } from "../config";
import { db, type Tx } from "../db";

/** A signatory as frozen into a document: the name as each language prints it. */
export type Signatory = {
  name: { en: string; ta: string };
  qualifications: string;
  registrationNumber: string;
  council: string;
};

/** The columns a signatory is read from (Admin). */
const SIGNATORY_FIELDS = {
  id: true,
  username: true,
  displayName: true,
  role: true,
  printedName: true,
  qualifications: true,
  registrationNumber: true,
  council: true,
} as const;

type SignatoryRow = {
  id: number;
  username: string;
  displayName: string;
  role: string;
  printedName: string;
  qualifications: string;
  registrationNumber: string;
  council: string;
};

type Reader = Pick<Tx, "admin">;

/** The lowest-id owner: the account made from ADMIN_USERNAME, whose defaults are the configuration's. */
async function firstOwnerId(tx: Reader): Promise<number | null> {
  const row = await tx.admin.findFirst({ where: { role: "owner" }, orderBy: { id: "asc" }, select: { id: true } });
  return row?.id ?? null;
}

/** The configuration's doctor: the first owner's defaults, and the signatory when there is no account at all. */
function configuredDoctor(): Signatory {
  const c = clinic();
  return {
    name: { en: c.doctorNames.en, ta: c.doctorNames.ta },
    qualifications: config().CLINIC_DOCTOR_QUALIFICATIONS,
    registrationNumber: c.registration.number,
    council: c.registration.council,
  };
}

function signatoryOf(row: SignatoryRow, isFirstOwner: boolean): Signatory {
  const own = row.printedName.trim();
  if (!isFirstOwner) {
    const name = own || row.displayName || row.username;
    return {
      name: { en: name, ta: name },
      qualifications: row.qualifications,
      registrationNumber: row.registrationNumber,
      council: row.council,
    };
  }
  const d = configuredDoctor();
  return {
    name: own ? { en: own, ta: own } : d.name,
    qualifications: row.qualifications || d.qualifications,
    registrationNumber: row.registrationNumber || d.registrationNumber,
    council: row.council || d.council,
  };
}

/** Account `adminId`'s identity as printed (after the first owner's defaults); null: no such account. */
export async function signatoryOfAccount(adminId: number, tx: Reader = db()): Promise<Signatory | null> {
  const [row, first] = await Promise.all([
    tx.admin.findUnique({ where: { id: adminId }, select: SIGNATORY_FIELDS }),
    firstOwnerId(tx),
  ]);
  return row ? signatoryOf(row, row.id === first) : null;
}

/** The clinic's doctor (the first owner's identity), as receipts print it; the configuration's when no owner exists. */
export async function clinicDoctor(tx: Reader = db()): Promise<Signatory> {
  const id = await firstOwnerId(tx);
  return (id !== null && (await signatoryOfAccount(id, tx))) || configuredDoctor();
}
