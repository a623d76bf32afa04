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
    -- activeSlot is derived: the slot while the appointment holds it, NULL once cancelled.
    -- Written by hand, as the Prisma schema cannot say it. A later migration that redefines
    -- this table must carry it over: tests/integration/appointment-life.test.ts checks it.
    CONSTRAINT "Appointment_activeSlot_check" CHECK (("status" = 'Cancelled' AND "activeSlot" IS NULL) OR ("status" <> 'Cancelled' AND "activeSlot" IS NOT NULL AND "activeSlot" = "preferredDate" || ' ' || "preferredTime")),
    CONSTRAINT "Appointment_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "Patient" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- Every existing appointment keeps the slot it holds (no row was cancelled before this migration).
INSERT INTO "new_Appointment" ("additionalInfo", "address", "age", "createdAt", "email", "id", "name", "occupation", "patientId", "phone", "preferredDate", "preferredTime", "serviceRequired", "sex", "source", "status", "timestamp", "activeSlot") SELECT "additionalInfo", "address", "age", "createdAt", "email", "id", "name", "occupation", "patientId", "phone", "preferredDate", "preferredTime", "serviceRequired", "sex", "source", "status", "timestamp", "preferredDate" || ' ' || "preferredTime" FROM "Appointment";
DROP TABLE "Appointment";
ALTER TABLE "new_Appointment" RENAME TO "Appointment";
CREATE UNIQUE INDEX "Appointment_timestamp_key" ON "Appointment"("timestamp");
CREATE UNIQUE INDEX "Appointment_activeSlot_key" ON "Appointment"("activeSlot");
CREATE UNIQUE INDEX "Appointment_manageTokenHash_key" ON "Appointment"("manageTokenHash");
CREATE INDEX "Appointment_preferredDate_preferredTime_idx" ON "Appointment"("preferredDate", "preferredTime");
CREATE INDEX "Appointment_patientId_idx" ON "Appointment"("patientId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
