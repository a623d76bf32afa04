// Runs once when a Next server process starts: validate configuration (an invalid value
// stops start-up here with a clear message), state what is running, tidy and start daily backups and the message worker.
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
  const { prepareSecrets } = await import("./lib/server/auth/secrets");
  await prepareSecrets().catch((error: unknown) => log.warn("secrets not prepared at start", { error: String(error) }));
  // Each process sends due messages, when a channel is configured; claims keep two processes
  // from sending one twice.
  const { startMessageWorker } = await import("./lib/server/messages/worker");
  startMessageWorker();
}
