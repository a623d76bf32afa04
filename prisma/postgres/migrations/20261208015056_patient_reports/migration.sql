-- AlterTable
ALTER TABLE "Report" ADD COLUMN     "appointmentId" INTEGER,
ADD COLUMN     "filedAt" TIMESTAMP(3),
ADD COLUMN     "filedBy" TEXT,
ADD COLUMN     "fromPatient" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "Report_appointmentId_idx" ON "Report"("appointmentId");

-- CreateIndex
CREATE INDEX "Report_filedAt_idx" ON "Report"("filedAt");
