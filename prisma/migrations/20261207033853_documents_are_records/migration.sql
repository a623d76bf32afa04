-- AlterTable
ALTER TABLE "Bill" ADD COLUMN "document" TEXT;
ALTER TABLE "Bill" ADD COLUMN "voidDate" TEXT;

-- AlterTable
ALTER TABLE "Prescription" ADD COLUMN "document" TEXT;
ALTER TABLE "Prescription" ADD COLUMN "documentHash" TEXT;
ALTER TABLE "Prescription" ADD COLUMN "followUpReason" TEXT;

-- CreateTable
CREATE TABLE "Refund" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "billId" INTEGER NOT NULL,
    "mode" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "date" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdBy" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Refund_billId_fkey" FOREIGN KEY ("billId") REFERENCES "Bill" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DayClose" (
    "date" TEXT NOT NULL PRIMARY KEY,
    "closedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedBy" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "hash" TEXT NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Admin" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "username" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'owner',
    "displayName" TEXT NOT NULL DEFAULT '',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "lastSignInAt" DATETIME,
    "totpSecret" TEXT,
    "totpPendingSecret" TEXT,
    "totpEnabledAt" DATETIME,
    "totpLastStep" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "printedName" TEXT NOT NULL DEFAULT '',
    "qualifications" TEXT NOT NULL DEFAULT '',
    "registrationNumber" TEXT NOT NULL DEFAULT '',
    "council" TEXT NOT NULL DEFAULT ''
);
INSERT INTO "new_Admin" ("active", "createdAt", "displayName", "id", "lastSignInAt", "passwordHash", "role", "totpEnabledAt", "totpLastStep", "totpPendingSecret", "totpSecret", "updatedAt", "username") SELECT "active", "createdAt", "displayName", "id", "lastSignInAt", "passwordHash", "role", "totpEnabledAt", "totpLastStep", "totpPendingSecret", "totpSecret", "updatedAt", "username" FROM "Admin";
DROP TABLE "Admin";
ALTER TABLE "new_Admin" RENAME TO "Admin";
CREATE UNIQUE INDEX "Admin_username_key" ON "Admin"("username");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Refund_date_idx" ON "Refund"("date");

-- CreateIndex
CREATE INDEX "Refund_billId_idx" ON "Refund"("billId");
