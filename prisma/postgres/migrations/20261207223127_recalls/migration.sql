-- AlterTable
ALTER TABLE "Visit" ADD COLUMN     "reviewInUnit" TEXT,
ADD COLUMN     "reviewInValue" INTEGER;

-- CreateTable
CREATE TABLE "Recall" (
    "id" SERIAL NOT NULL,
    "patientId" INTEGER NOT NULL,
    "visitId" INTEGER NOT NULL,
    "dueDate" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "note" TEXT,
    "closedAt" TIMESTAMP(3),
    "closedBy" TEXT,
    "lastContactedAt" TIMESTAMP(3),
    "lastChannel" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Recall_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Recall_visitId_key" ON "Recall"("visitId");

-- CreateIndex
CREATE INDEX "Recall_status_dueDate_idx" ON "Recall"("status", "dueDate");

-- CreateIndex
CREATE INDEX "Recall_patientId_idx" ON "Recall"("patientId");

-- AddForeignKey
ALTER TABLE "Recall" ADD CONSTRAINT "Recall_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "Patient"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Recall" ADD CONSTRAINT "Recall_visitId_fkey" FOREIGN KEY ("visitId") REFERENCES "Visit"("id") ON DELETE CASCADE ON UPDATE CASCADE;
