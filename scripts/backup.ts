/**
 * Backups from the command line.
 *   npm run backup:create                 write an archive into BACKUPS_DIR
 *   npm run backup:verify -- <archive>    check an archive's signature and checksums, touching nothing
 *   npm run backup:restore -- <archive>   verify, then replace the clinic's data (stop the server first)
 * Verifying needs the backup key the archive was made with (BACKUP_KEY or backup.key).
 */
import "./node-server";
import path from "node:path";
import { createBackup } from "../lib/server/backups/archive";
import { disconnect } from "../lib/server/db";
import { RestoreError, restoreArchive, verifyArchive } from "../lib/server/backups/restore";

async function main() {
  const [command, file] = process.argv.slice(2);
  if (command === "create") {
    const s = await createBackup("manual");
    console.log(
      `Backup written: ${s.fileName} (${s.totalRecords} records, ${(s.sizeBytes / 1024 / 1024).toFixed(2)} MB)`,
    );
  } else if (command === "verify" && file) {
    const { manifest, keyId } = await verifyArchive(path.resolve(file));
    console.log(
      `OK: signed with key ${keyId}; ${manifest.totalRecords} records, ${manifest.files.length} files, made ${manifest.createdAt} (${manifest.provider}, ${manifest.lastMigration}).`,
    );
  } else if (command === "restore" && file) {
    const r = await restoreArchive(path.resolve(file));
    console.log(
      `Restored ${Object.entries(r.restored)
        .map(([t, n]) => `${n} ${t}`)
        .join(", ")} and ${r.files} files.`,
    );
    if (r.migrationsApplied.length) console.log(`Then applied migrations: ${r.migrationsApplied.join(", ")}`);
    console.log("Admin accounts were kept; every session was signed out.");
    for (const w of r.warnings) console.warn(`Warning: ${w}`);
    for (const p of r.keptAside) console.log(`The replaced data is kept at ${p}`);
  } else {
    throw new RestoreError("Usage: tsx scripts/backup.ts create | verify <archive> | restore <archive>");
  }
}

main()
  .catch((error) => {
    console.error(
      error instanceof RestoreError ? `Refused: ${error.message}` : error instanceof Error ? error.message : error,
    );
    process.exitCode = 1;
  })
  .finally(() => disconnect());
