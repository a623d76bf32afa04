"use client";

/**
 * The owner's Staff screen (FEATURES.md §9): every account with its role, two-factor and last
 * sign-in; add one; change a role; set how it signs prescriptions (§13); deactivate (signed out at once) or reactivate; reset a
 * lost phone's two-factor. The server keeps one active owner and says so when refused.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { formatIstDateTime } from "@/lib/shared/clinic-time";
import type { StaffMember } from "@/lib/shared/api/staff";
import { ROLE_LABELS, ROLES, type Role } from "@/lib/shared/roles";
import { useAdminSession } from "../session/session-context";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { ListPending } from "../ui/list-states";
import { Panel } from "../ui/panel";
import { useAdminNotice } from "../query/provider";
import { AddStaffModal } from "./add-staff-modal";
import { SignatoryModal } from "./signatory-modal";
import { useResetTwoFactor, useStaff, useUpdateStaff } from "./queries";

type Asking = { kind: "deactivate" | "reset" | "signs"; member: StaffMember } | null;

export function StaffScreen() {
  const staff = useStaff();
  const [adding, setAdding] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const update = useUpdateStaff();
  const reset = useResetTwoFactor();
  const showNotice = useAdminNotice();
  const { username: me } = useAdminSession();
  const report = {
    onSuccess: ({ message }: { message: string }) => showNotice(message, "success"),
    onError: (e: Error) => showNotice(e.message, "error"),
  };

  return (
    <>
      <Panel
        title="Staff accounts"
        description="Each person signs in with their own account; what they see follows their role."
        divided
        testId="staff-list"
      >
        <div className="flex justify-end px-4 pt-4 sm:px-5">
          <Button variant="primary" size="toolbar" onClick={() => setAdding(true)}>
            Add staff account
          </Button>
        </div>
        {!staff.data ? (
          <ListPending what="staff" loaded={false} failed={staff.isError} onRetry={() => void staff.refetch()} />
        ) : (
          <ul className="divide-y divide-slate-200">
            {staff.data.map((member) => (
              <li
                key={member.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-5"
                data-testid="staff-row"
              >
                <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                  <p className="font-medium text-slate-900">
                    {member.displayName} <span className="text-sm font-normal text-slate-500">({member.username})</span>
                    {member.username === me && <span className="ml-2 text-xs text-brand-700">you</span>}
                  </p>
                  <p className="text-sm text-slate-600">
                    {member.active ? "Active" : "Deactivated"} · Two-factor {member.twoFactor ? "on" : "not set up"} ·{" "}
                    {member.lastSignInAt
                      ? `last signed in ${formatIstDateTime(member.lastSignInAt)}`
                      : "never signed in"}
                  </p>
                </div>
                <label className="flex items-center gap-2 text-sm text-slate-700">
                  Role
                  <select
                    value={member.role}
                    disabled={update.isPending}
                    onChange={(e) => update.mutate({ id: member.id, role: e.target.value as Role }, report)}
                    className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm"
                    aria-label={`Role of ${member.displayName}`}
                  >
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {ROLE_LABELS[r]}
                      </option>
                    ))}
                  </select>
                </label>
                <Button variant="neutral" size="toolbar" onClick={() => setAsking({ kind: "signs", member })}>
                  {member.registrationNumber ? `Signs as: Reg. No. ${member.registrationNumber}` : "How they sign"}
                </Button>
                {member.twoFactor && (
                  <Button variant="neutral" size="toolbar" onClick={() => setAsking({ kind: "reset", member })}>
                    Reset two-factor
                  </Button>
                )}
                {member.active ? (
                  <Button variant="neutral" size="toolbar" onClick={() => setAsking({ kind: "deactivate", member })}>
                    Deactivate
                  </Button>
                ) : (
                  <Button
                    variant="neutral"
                    size="toolbar"
                    onClick={() => update.mutate({ id: member.id, active: true }, report)}
                  >
                    Reactivate
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {adding && <AddStaffModal onClose={() => setAdding(false)} />}
      {asking?.kind === "deactivate" && (
        <ConfirmDialog
          title="Deactivate this account?"
          question={`${asking.member.displayName} is signed out at once and cannot sign in until reactivated.`}
          confirmLabel="Deactivate"
          onConfirm={() => update.mutate({ id: asking.member.id, active: false }, report)}
          onClose={() => setAsking(null)}
        />
      )}
      {asking?.kind === "signs" && <SignatoryModal member={asking.member} onClose={() => setAsking(null)} />}
      {asking?.kind === "reset" && (
        <ConfirmDialog
          title="Reset two-factor sign-in?"
          question={`For a lost phone: ${asking.member.displayName} is signed out and sets two-factor up again at the next sign-in.`}
          confirmLabel="Reset two-factor"
          onConfirm={() => reset.mutate(asking.member.id, report)}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
