-- CreateTable
CREATE TABLE "AuthSecret" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_AuditLog" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor" TEXT,
    "action" TEXT NOT NULL,
    "target" TEXT,
    "ip" TEXT,
    "detail" TEXT,
    "count" INTEGER NOT NULL DEFAULT 1,
    "coalesceKey" TEXT
);
INSERT INTO "new_AuditLog" ("action", "actor", "at", "detail", "id", "ip", "target") SELECT "action", "actor", "at", "detail", "id", "ip", "target" FROM "AuditLog";
DROP TABLE "AuditLog";
ALTER TABLE "new_AuditLog" RENAME TO "AuditLog";
CREATE UNIQUE INDEX "AuditLog_coalesceKey_key" ON "AuditLog"("coalesceKey");
CREATE INDEX "AuditLog_at_idx" ON "AuditLog"("at");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
