"use client";

/**
 * Who opened this patient's record, and what (FEATURES.md §9, DPDP): the owner's view on the
 * profile, newest first, read when the section is opened.
 */
import { useState } from "react";
import type { AccessLogAnswer } from "@/lib/shared/api/patients";
import { formatIstDateTime } from "@/lib/shared/clinic-time";
import { adminJson } from "../ui/api";
import { useAdminQuery } from "../query/hooks";
import { adminKeys } from "../query/keys";

function useAccessLog(patientId: number, enabled: boolean) {
  return useAdminQuery({
    enabled,
    queryKey: [...adminKeys.patientProfile(String(patientId)), "access-log"],
    queryFn: async ({ background, signal }) =>
      (
        await adminJson<AccessLogAnswer>(
          `/api/admin/patient/${patientId}/access-log`,
          { background, signal },
          "Could not load the access log.",
        )
      ).entries,
  });
}

export function AccessLog({ patientId }: { patientId: number }) {
  const [open, setOpen] = useState(false);
  const log = useAccessLog(patientId, open);
  return (
    <details className="text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800">Who opened this record</summary>
      {!log.data ? (
        <p role="status" className="py-2 text-slate-500">
          {log.isError ? log.error.message : "Loading…"}
        </p>
      ) : log.data.length === 0 ? (
        <p className="py-2 text-slate-500">Nobody has opened it yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="access-log">
          {log.data.map((entry, i) => (
            <li key={`${entry.at}-${i}`} className="flex flex-wrap justify-between gap-x-4 py-1.5">
              <span className="text-slate-900">
                {entry.actor} <span className="text-slate-500">· {entry.what}</span>
              </span>
              <time dateTime={entry.at} className="text-slate-500">
                {formatIstDateTime(entry.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
