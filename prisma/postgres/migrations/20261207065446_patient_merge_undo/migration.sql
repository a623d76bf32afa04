-- AlterTable
ALTER TABLE "Patient" ADD COLUMN     "mergedAt" TIMESTAMP(3),
ADD COLUMN     "mergedIntoId" INTEGER;

-- CreateTable
CREATE TABLE "PatientMerge" (
    "id" SERIAL NOT NULL,
    "keepId" INTEGER NOT NULL,
    "mergedId" INTEGER NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "by" TEXT NOT NULL,
    "moved" TEXT NOT NULL,
    "keptBefore" TEXT NOT NULL,
    "undoneAt" TIMESTAMP(3),
    "undoneBy" TEXT,

    CONSTRAINT "PatientMerge_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PatientMerge_keepId_idx" ON "PatientMerge"("keepId");

-- CreateIndex
CREATE INDEX "PatientMerge_mergedId_idx" ON "PatientMerge"("mergedId");

-- CreateIndex
CREATE INDEX "Patient_mergedIntoId_idx" ON "Patient"("mergedIntoId");
