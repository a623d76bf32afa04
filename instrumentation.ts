// Runs once when a Next server process starts: validate configuration (an invalid value
// stops start-up here with a clear message), state what is running, tidy and start daily backups.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { config } = await import("./lib/server/config");
  const { log } = await import("./lib/server/logger");
  const c = config();
  log.info("clinic server starting", { environment: c.NODE_ENV, clinic: c.CLINIC_NAME, logLevel: c.logLevel });
  // Leftovers of an interrupted backup go; the backup key exists from the first start.
  const { prepareBackups } = await import("./lib/server/backups/archive");
  prepareBackups();
  if (process.env.CLINIC_DISABLE_SCHEDULER !== "1") {
    const { startBackupSchedule } = await import("./lib/server/backups/schedule");
    startBackupSchedule();
  }
}
