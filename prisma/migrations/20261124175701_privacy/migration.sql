-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN "consentNotice" TEXT;
ALTER TABLE "Appointment" ADD COLUMN "consentWhatsapp" BOOLEAN;

-- AlterTable
ALTER TABLE "AuditLog" ADD COLUMN "hash" TEXT;
ALTER TABLE "AuditLog" ADD COLUMN "prevHash" TEXT;
ALTER TABLE "AuditLog" ADD COLUMN "seq" INTEGER;

-- AlterTable
ALTER TABLE "Patient" ADD COLUMN "whatsappConsent" BOOLEAN;
ALTER TABLE "Patient" ADD COLUMN "whatsappConsentAt" DATETIME;
ALTER TABLE "Patient" ADD COLUMN "whatsappConsentBy" TEXT;

-- CreateTable
CREATE TABLE "AuditChain" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "seq" INTEGER NOT NULL DEFAULT 0,
    "hash" TEXT NOT NULL DEFAULT '',
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "AuditSegment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "fromSeq" INTEGER NOT NULL,
    "toSeq" INTEGER NOT NULL,
    "entries" INTEGER NOT NULL,
    "firstAt" DATETIME NOT NULL,
    "lastAt" DATETIME NOT NULL,
    "lastHash" TEXT NOT NULL,
    "prunedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "RightsRequest" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "patientId" INTEGER,
    "kind" TEXT NOT NULL,
    "requester" TEXT NOT NULL,
    "detail" TEXT,
    "receivedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "doneAt" DATETIME,
    "recordedBy" TEXT,
    "doneBy" TEXT
);

-- CreateIndex
CREATE UNIQUE INDEX "AuditSegment_toSeq_key" ON "AuditSegment"("toSeq");

-- CreateIndex
CREATE INDEX "RightsRequest_doneAt_receivedAt_idx" ON "RightsRequest"("doneAt", "receivedAt");

-- CreateIndex
CREATE INDEX "RightsRequest_patientId_idx" ON "RightsRequest"("patientId");

-- CreateIndex
CREATE UNIQUE INDEX "AuditLog_seq_key" ON "AuditLog"("seq");
