-- The evening at the clinic (FEATURES.md §5): tokens, arrival and consultation times, walk-ins,
-- desk-mode sessions and the evening's running-late notice.
-- A walk-in ('walk-in' source) holds no slot: the activeSlot CHECK is widened for it, which
-- SQLite can only do by redefining the table (written by hand; the Prisma schema cannot say
-- a CHECK). tests/integration/appointment-life.test.ts checks the constraint holds.

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Appointment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "timestamp" TEXT NOT NULL,
    "patientId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT NOT NULL,
    "age" INTEGER,
    "sex" TEXT,
    "serviceRequired" TEXT NOT NULL,
    "preferredDate" TEXT NOT NULL,
    "preferredTime" TEXT NOT NULL,
    "additionalInfo" TEXT,
    "address" TEXT,
    "occupation" TEXT,
    "status" TEXT NOT NULL DEFAULT '',
    "source" TEXT NOT NULL DEFAULT 'web',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "activeSlot" TEXT,
    "manageTokenHash" TEXT,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "token" INTEGER,
    "checkedInAt" DATETIME,
    "calledAt" DATETIME,
    "finishedAt" DATETIME,
    -- activeSlot is derived: the slot while a booked appointment holds it, NULL once cancelled
    -- and always NULL for a walk-in. A later migration that redefines this table must carry
    -- it over: tests/integration/appointment-life.test.ts checks it.
    CONSTRAINT "Appointment_activeSlot_check" CHECK (("activeSlot" IS NULL AND ("status" = 'Cancelled' OR "source" = 'walk-in')) OR ("status" <> 'Cancelled' AND "source" <> 'walk-in' AND "activeSlot" IS NOT NULL AND "activeSlot" = "preferredDate" || ' ' || "preferredTime")),
    CONSTRAINT "Appointment_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "Patient" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Appointment" ("id", "timestamp", "patientId", "name", "email", "phone", "age", "sex", "serviceRequired", "preferredDate", "preferredTime", "additionalInfo", "address", "occupation", "status", "source", "createdAt", "activeSlot", "manageTokenHash", "sequence") SELECT "id", "timestamp", "patientId", "name", "email", "phone", "age", "sex", "serviceRequired", "preferredDate", "preferredTime", "additionalInfo", "address", "occupation", "status", "source", "createdAt", "activeSlot", "manageTokenHash", "sequence" FROM "Appointment";
DROP TABLE "Appointment";
ALTER TABLE "new_Appointment" RENAME TO "Appointment";
CREATE UNIQUE INDEX "Appointment_timestamp_key" ON "Appointment"("timestamp");
CREATE UNIQUE INDEX "Appointment_activeSlot_key" ON "Appointment"("activeSlot");
CREATE UNIQUE INDEX "Appointment_manageTokenHash_key" ON "Appointment"("manageTokenHash");
CREATE INDEX "Appointment_preferredDate_preferredTime_idx" ON "Appointment"("preferredDate", "preferredTime");
CREATE INDEX "Appointment_patientId_idx" ON "Appointment"("patientId");
CREATE INDEX "Appointment_status_preferredDate_preferredTime_idx" ON "Appointment"("status", "preferredDate", "preferredTime");
CREATE INDEX "Appointment_createdAt_idx" ON "Appointment"("createdAt");
CREATE UNIQUE INDEX "Appointment_preferredDate_token_key" ON "Appointment"("preferredDate", "token");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- AlterTable
ALTER TABLE "Session" ADD COLUMN "deskUntil" DATETIME;

-- CreateTable
CREATE TABLE "Evening" (
    "date" TEXT NOT NULL PRIMARY KEY,
    "lateMinutes" INTEGER,
    "lateAt" DATETIME,
    "updatedAt" DATETIME NOT NULL
);
