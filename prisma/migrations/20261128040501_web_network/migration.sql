-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN "webNetwork" TEXT;

-- CreateIndex
CREATE INDEX "Appointment_webNetwork_createdAt_idx" ON "Appointment"("webNetwork", "createdAt");
