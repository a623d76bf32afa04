/**
 * Database migrations, offline (see lib/server/migrations.ts).
 *   npm run db:migrate [-- <name>]      apply pending migrations to DATABASE_URL (up to <name>)
 *   npm run db:new-migration -- <name>  create the next migration from prisma/schema.prisma
 *   npm run db:check [-- <schema>]      exit 1 when the schema and the migrations disagree
 */
import "./node-server";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  applyMigrations,
  createMigration,
  pendingSchemaChange,
  postgresSchemaIsCurrent,
} from "../lib/server/migrations";

function scratchUrl(): { url: string; cleanup(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-migrate-"));
  return {
    url: `file:${path.join(dir, "scratch.db")}`,
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * On an update deploy/install.sh migrates while the running release serves (and writes): a
 * busy database is waited for and tried again, never taken for a broken migration.
 */
async function withRetry<T>(fn: () => Promise<T>, attempts = 6): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      const busy = /busy|locked|SocketTimeout|timed out/i.test(String((error as Error)?.message ?? error));
      if (!busy || attempt >= attempts) throw error;
      console.warn(`The database is busy (attempt ${attempt} of ${attempts}): trying again in 3 s`);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
  }
}

async function main() {
  const [command, name] = process.argv.slice(2);
  if (command === "migrate") {
    const url = process.env.DATABASE_URL || "file:./data/clinic.db";
    const applied = await withRetry(() => applyMigrations(url, name));
    console.log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database is up to date.");
  } else if (command === "new") {
    if (!name) throw new Error("Usage: npm run db:new-migration -- <name>");
    const scratch = scratchUrl();
    try {
      const dirs = await createMigration(name, scratch.url);
      for (const dir of dirs) console.log(`Created ${path.relative(process.cwd(), dir)}/migration.sql`);
      if (!dirs.length) console.log("No schema changes.");
    } finally {
      scratch.cleanup();
    }
  } else if (command === "check") {
    const scratch = scratchUrl();
    try {
      const schema = name ? path.resolve(name) : undefined;
      const sql = await pendingSchemaChange(scratch.url, schema);
      const pgCurrent = postgresSchemaIsCurrent(schema);
      if (sql || !pgCurrent) {
        console.error(
          "schema.prisma and the committed migrations disagree. Run npm run db:new-migration -- <name>.\n" +
            (sql || "prisma/postgres/schema.prisma is not derived from the current schema.prisma"),
        );
        process.exit(1);
      }
      console.log("Migrations (SQLite and PostgreSQL) match schema.prisma.");
    } finally {
      scratch.cleanup();
    }
  } else {
    throw new Error("Usage: tsx scripts/db.ts migrate|new <name>|check");
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
