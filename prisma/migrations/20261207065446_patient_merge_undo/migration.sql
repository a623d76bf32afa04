-- AlterTable
ALTER TABLE "Patient" ADD COLUMN "mergedAt" DATETIME;
ALTER TABLE "Patient" ADD COLUMN "mergedIntoId" INTEGER;

-- CreateTable
CREATE TABLE "PatientMerge" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "keepId" INTEGER NOT NULL,
    "mergedId" INTEGER NOT NULL,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "by" TEXT NOT NULL,
    "moved" TEXT NOT NULL,
    "keptBefore" TEXT NOT NULL,
    "undoneAt" DATETIME,
    "undoneBy" TEXT
);

-- CreateIndex
CREATE INDEX "PatientMerge_keepId_idx" ON "PatientMerge"("keepId");

-- CreateIndex
CREATE INDEX "PatientMerge_mergedId_idx" ON "PatientMerge"("mergedId");

-- CreateIndex
CREATE INDEX "Patient_mergedIntoId_idx" ON "Patient"("mergedIntoId");
