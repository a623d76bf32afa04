/**
 * Every SQLite connection the app opens, with `secure_delete` on (docs/decisions/018): SQLite
 * then overwrites deleted rows, freed pages and dropped tables with zeros, so an erased
 * patient's text is not left readable in the file's free space. The setting belongs to the
 * connection, not the file, so every connection sets it: the server's (lib/server/db.ts), the
 * migration engine's (lib/server/migrations.ts) and the backup, table-export and restore ones
 * (lib/server/backups/). Kept free of configuration: the migration child imports it too.
 */
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import Database from "better-sqlite3";

export const SECURE_DELETE = "secure_delete = ON";

/** A better-sqlite3 connection with secure_delete on. */
export function openSqlite(file: string, options?: Database.Options): Database.Database {
  const sqlite = new Database(file, options);
  sqlite.pragma(SECURE_DELETE);
  return sqlite;
}

/** Prisma's better-sqlite3 adapter, whose connections (it opens one per client) have secure_delete on. */
export class SecureSqliteAdapter extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect();
    await adapter.executeScript(`PRAGMA ${SECURE_DELETE}`);
    return adapter;
  }

  override async connectToShadowDb() {
    const adapter = await super.connectToShadowDb();
    await adapter.executeScript(`PRAGMA ${SECURE_DELETE}`);
    return adapter;
  }
}
