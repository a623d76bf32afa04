"use client";

/**
 * The dashboard's "Data Backup & Export" section (SPEC §2): totals, Create Full Backup,
 * Download Full Backup (ZIP), one download per table with its record count, and the
 * message line (✅ / ❌ and the spec's texts). The statistics are the dashboard's query
 * (components/admin/dashboard/queries.ts), refreshed with its counts.
 */
import { useState } from "react";
import type { BackupStats } from "@/lib/shared/api/dashboard";
import { formatIstDateTime } from "@/lib/shared/clinic-time";
import { BACKUP_MESSAGES, BACKUP_TABLE_NAMES } from "@/lib/shared/validation/backups";
import { ApiError } from "../ui/api";
import { useBackupDownload, useCreateBackup, type BackupDownload } from "./queries";
import { CARD } from "../ui/panel";

export type BackupPanelProps = { stats: BackupStats | null; loadFailed: boolean };

type Message = { ok: boolean; text: string } | null;
type Progress = { label: string; bytes: number } | null;

// The admin area's button shape (dashboard Quick Actions).
const ACTION =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-medium shadow-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(2);

export function BackupPanel({ stats, loadFailed }: BackupPanelProps) {
  const [message, setMessage] = useState<Message>(null);
  const [progress, setProgress] = useState<Progress>(null);
  const create = useCreateBackup();
  const downloader = useBackupDownload((what, bytes) =>
    setProgress({ label: what === "download" ? "Downloading the full backup" : `Downloading ${what}.csv`, bytes }),
  );
  const busy: null | "create" | BackupDownload = create.isPending
    ? "create"
    : downloader.isPending
      ? downloader.variables
      : null;

  function createBackup() {
    setMessage(null);
    create.mutate(undefined, {
      onSuccess: (body) => setMessage({ ok: true, text: BACKUP_MESSAGES.created(body.summary.totalRecords) }),
      onError: (error) =>
        setMessage({ ok: false, text: error instanceof ApiError ? error.message : BACKUP_MESSAGES.createError }),
    });
  }

  function download(what: BackupDownload) {
    const full = what === "download";
    setMessage(null);
    setProgress({ label: full ? "Preparing the full backup…" : `Preparing ${what}.csv…`, bytes: 0 });
    downloader.mutate(what, {
      onSuccess: () =>
        setMessage({ ok: true, text: full ? BACKUP_MESSAGES.downloaded : BACKUP_MESSAGES.tableDownloaded(what) }),
      onError: (error) =>
        setMessage({
          ok: false,
          text:
            error instanceof ApiError
              ? error.message
              : full
                ? BACKUP_MESSAGES.downloadError
                : BACKUP_MESSAGES.tableError,
        }),
      onSettled: () => setProgress(null),
    });
  }

  return (
    <section aria-labelledby="backup-heading" className={`${CARD} p-5 sm:p-6`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="backup-heading" className="text-lg font-semibold text-slate-900">
          Data Backup &amp; Export
        </h2>
        <p className="text-sm text-slate-500">Automatic backup every night; archives are checked before any restore.</p>
      </div>

      <dl className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
        <Stat label="Total Records" value={stats ? stats.totalRecords.toLocaleString("en-IN") : "—"} />
        <Stat label="Database Size" value={stats ? `${stats.databaseSizeMB.toFixed(2)} MB` : "—"} />
        <Stat
          label="Last Backup"
          value={stats ? (stats.lastBackup ? formatIstDateTime(new Date(stats.lastBackup)) : "Never") : "—"}
        />
      </dl>
      {loadFailed && (
        <p className="mt-2 text-sm text-amber-700" role="status">
          Backup statistics could not be loaded. They will refresh shortly.
        </p>
      )}

      <div className="mt-5 grid gap-3 sm:flex sm:flex-wrap">
        <button
          type="button"
          onClick={createBackup}
          disabled={busy !== null}
          aria-busy={busy === "create"}
          className={`${ACTION} bg-brand-700 text-white hover:bg-brand-800`}
        >
          {busy === "create" ? "Creating Backup..." : "Create Full Backup"}
        </button>
        <button
          type="button"
          onClick={() => download("download")}
          disabled={busy !== null}
          aria-busy={busy === "download"}
          className={`${ACTION} border border-slate-300 bg-white text-brand-800 hover:border-brand-600 hover:bg-brand-50`}
        >
          {busy === "download" ? "Downloading..." : "Download Full Backup (ZIP)"}
        </button>
      </div>

      <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-500">Download a table (CSV)</h3>
      <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {BACKUP_TABLE_NAMES.map((table) => (
          <li key={table}>
            <button
              type="button"
              onClick={() => download(table)}
              disabled={busy !== null}
              aria-busy={busy === table}
              className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3 text-left text-sm font-medium text-brand-800 transition-colors hover:border-brand-600 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <span>{table}</span>
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                {stats ? `${stats.recordCounts[table].toLocaleString("en-IN")} records` : "…"}
              </span>
            </button>
          </li>
        ))}
      </ul>

      {progress && (
        <div className="mt-4" role="status" aria-live="polite">
          <p className="text-sm text-slate-700">
            {progress.label}
            {progress.bytes > 0 ? ` — ${mb(progress.bytes)} MB received` : ""}
          </p>
          <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
            <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-600" />
          </div>
        </div>
      )}

      <p
        role="status"
        aria-live="polite"
        className={`mt-4 min-h-5 text-sm font-medium ${message?.ok ? "text-emerald-700" : "text-heart-700"}`}
      >
        {message ? `${message.ok ? "✅" : "❌"} ${message.text}` : ""}
      </p>
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200 sm:px-4 sm:py-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-base font-semibold tabular-nums text-slate-900 sm:text-xl">{value}</dd>
    </div>
  );
}
