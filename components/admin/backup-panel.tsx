"use client";

/**
 * CONTRACT (filled in by the backups work): the dashboard's "Data Backup & Export" section
 * (SPEC §2). The dashboard renders it and bumps `refreshKey` on Refresh Stats and every
 * 3 minutes, so its stats refresh with the dashboard's.
 */
export type BackupPanelProps = { refreshKey: number };

export function BackupPanel(_props: BackupPanelProps) {
  return (
    <section aria-labelledby="backup-heading">
      <h2 id="backup-heading">Data Backup &amp; Export</h2>
    </section>
  );
}
