/**
 * After each test file, its database client is closed (lib/server/db.ts keeps one per process on
 * globalThis.clinicDb). On PostgreSQL the client is a pg pool whose idle sockets would keep the
 * jest worker alive ("A worker process has failed to exit gracefully"); SQLite holds none.
 * Read from globalThis so files that never touch the database do not load the Prisma clients.
 */
afterAll(async () => {
  const holder = globalThis as { clinicDb?: { $disconnect(): Promise<void> } };
  const client = holder.clinicDb;
  holder.clinicDb = undefined;
  await client?.$disconnect();
});
