/**
 * Staff accounts (FEATURES.md §9): the owner adds people with a role, changes their role or
 * name, deactivates them (their sessions end at once) and resets their two-factor. The clinic
 * always keeps one active owner: a change that would leave none is refused (409) inside the
 * same transaction that makes it, so two owners demoting each other at once cannot both win.
 */
import "server-only";
import { PUBLIC_FIELDS, createAdmin, toAccount } from "../auth/admins";
import { resetTwoFactor } from "../auth/two-factor";
import { db, lockForTransaction, transaction } from "../db";
import { HttpError, isUniqueViolation, notFound } from "../http";
import type { StaffMember } from "../../shared/api/staff";
import { STAFF_MESSAGES, type StaffCreateInput, type StaffUpdateInput } from "../../shared/validation/staff";

const SELECT = {
  ...PUBLIC_FIELDS,
  active: true,
  lastSignInAt: true,
  printedName: true,
  qualifications: true,
  registrationNumber: true,
  council: true,
} as const;
type StaffRow = Parameters<typeof toAccount>[0] & {
  active: boolean;
  lastSignInAt: Date | null;
  printedName: string;
  qualifications: string;
  registrationNumber: string;
  council: string;
};

const toStaffMember = (row: StaffRow): StaffMember => {
  const { id, username, displayName, role, twoFactor } = toAccount(row);
  return {
    id,
    username,
    displayName,
    role,
    twoFactor,
    active: row.active,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    printedName: row.printedName,
    qualifications: row.qualifications,
    registrationNumber: row.registrationNumber,
    council: row.council,
  };
};

export async function listStaff(): Promise<StaffMember[]> {
  const rows = await db().admin.findMany({ select: SELECT, orderBy: [{ active: "desc" }, { username: "asc" }] });
  return rows.map(toStaffMember);
}

async function staffMember(id: number): Promise<StaffMember> {
  const row = await db().admin.findUnique({ where: { id }, select: SELECT });
  if (!row) throw notFound(STAFF_MESSAGES.notFound);
  return toStaffMember(row);
}

export async function addStaff(input: StaffCreateInput): Promise<StaffMember> {
  try {
    const account = await createAdmin(input.username, input.password, {
      role: input.role,
      displayName: input.displayName,
      // the owner knows it: the person chooses their own at first sign-in (FEATURES.md §9)
      temporary: true,
    });
    return staffMember(account.id);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, STAFF_MESSAGES.usernameTaken, {}, {}, { code: "username_taken" });
    }
    throw error;
  }
}

/**
 * Changes any of name, role, active and how the account signs (printed name, qualifications,
 * registration number, council). Demoting or deactivating the last active owner is
 * 409; deactivating deletes the account's sessions in the same transaction.
 */
export async function updateStaff(id: number, changes: StaffUpdateInput): Promise<StaffMember> {
  await transaction(async (tx) => {
    // one staff change at a time (PostgreSQL; SQLite's transactions already are): the last-owner count holds
    await lockForTransaction(tx, "staff");
    const row = await tx.admin.findUnique({ where: { id }, select: { role: true, active: true } });
    if (!row) throw notFound(STAFF_MESSAGES.notFound);
    const staysOwner = (changes.role ?? row.role) === "owner" && (changes.active ?? row.active);
    if (row.role === "owner" && row.active && !staysOwner) {
      const otherOwners = await tx.admin.count({ where: { role: "owner", active: true, id: { not: id } } });
      if (otherOwners === 0) throw new HttpError(409, STAFF_MESSAGES.lastOwner, {}, {}, { code: "last_owner" });
    }
    await tx.admin.update({ where: { id }, data: changes });
    if (changes.active === false) await tx.session.deleteMany({ where: { adminId: id } });
  });
  return staffMember(id);
}

/** The person sets two-factor up again at their next sign-in; their sessions end now (a lost phone may be in other hands). */
export async function resetStaffTwoFactor(id: number): Promise<StaffMember> {
  await staffMember(id);
  await resetTwoFactor(id);
  return staffMember(id);
}
