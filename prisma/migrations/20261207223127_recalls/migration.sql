-- AlterTable
ALTER TABLE "Visit" ADD COLUMN "reviewInUnit" TEXT;
ALTER TABLE "Visit" ADD COLUMN "reviewInValue" INTEGER;

-- CreateTable
CREATE TABLE "Recall" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "patientId" INTEGER NOT NULL,
    "visitId" INTEGER NOT NULL,
    "dueDate" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "note" TEXT,
    "closedAt" DATETIME,
    "closedBy" TEXT,
    "lastContactedAt" DATETIME,
    "lastChannel" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Recall_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "Patient" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Recall_visitId_fkey" FOREIGN KEY ("visitId") REFERENCES "Visit" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "Recall_visitId_key" ON "Recall"("visitId");

-- CreateIndex
CREATE INDEX "Recall_status_dueDate_idx" ON "Recall"("status", "dueDate");

-- CreateIndex
CREATE INDEX "Recall_patientId_idx" ON "Recall"("patientId");
