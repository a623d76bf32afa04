-- DropIndex
DROP INDEX "Appointment_preferredDate_preferredTime_key";

-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "activeSlot" TEXT,
ADD COLUMN     "manageTokenHash" TEXT,
ADD COLUMN     "sequence" INTEGER NOT NULL DEFAULT 0;

-- Every existing appointment keeps the slot it holds (no row was cancelled before this migration).
UPDATE "Appointment" SET "activeSlot" = "preferredDate" || ' ' || "preferredTime";

-- activeSlot is derived: the slot while the appointment holds it, NULL once cancelled.
-- Written by hand, as the Prisma schema cannot say it. tests/integration/appointment-life.test.ts checks it.
ALTER TABLE "Appointment" ADD CONSTRAINT "Appointment_activeSlot_check" CHECK (("status" = 'Cancelled' AND "activeSlot" IS NULL) OR ("status" <> 'Cancelled' AND "activeSlot" IS NOT NULL AND "activeSlot" = "preferredDate" || ' ' || "preferredTime"));

-- CreateIndex
CREATE UNIQUE INDEX "Appointment_activeSlot_key" ON "Appointment"("activeSlot");

-- CreateIndex
CREATE UNIQUE INDEX "Appointment_manageTokenHash_key" ON "Appointment"("manageTokenHash");

-- CreateIndex
CREATE INDEX "Appointment_preferredDate_preferredTime_idx" ON "Appointment"("preferredDate", "preferredTime");
