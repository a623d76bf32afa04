-- AlterTable
ALTER TABLE "Patient" ADD COLUMN     "whatsappConsent" BOOLEAN,
ADD COLUMN     "whatsappConsentAt" TIMESTAMP(3),
ADD COLUMN     "whatsappConsentBy" TEXT;

-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "consentNotice" TEXT,
ADD COLUMN     "consentWhatsapp" BOOLEAN;

-- AlterTable
ALTER TABLE "AuditLog" ADD COLUMN     "hash" TEXT,
ADD COLUMN     "prevHash" TEXT,
ADD COLUMN     "seq" INTEGER;

-- CreateTable
CREATE TABLE "AuditChain" (
    "id" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL DEFAULT 0,
    "hash" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditChain_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditSegment" (
    "id" SERIAL NOT NULL,
    "fromSeq" INTEGER NOT NULL,
    "toSeq" INTEGER NOT NULL,
    "entries" INTEGER NOT NULL,
    "firstAt" TIMESTAMP(3) NOT NULL,
    "lastAt" TIMESTAMP(3) NOT NULL,
    "lastHash" TEXT NOT NULL,
    "prunedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditSegment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RightsRequest" (
    "id" SERIAL NOT NULL,
    "patientId" INTEGER,
    "kind" TEXT NOT NULL,
    "requester" TEXT NOT NULL,
    "detail" TEXT,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "doneAt" TIMESTAMP(3),
    "recordedBy" TEXT,
    "doneBy" TEXT,

    CONSTRAINT "RightsRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AuditSegment_toSeq_key" ON "AuditSegment"("toSeq");

-- CreateIndex
CREATE INDEX "RightsRequest_doneAt_receivedAt_idx" ON "RightsRequest"("doneAt", "receivedAt");

-- CreateIndex
CREATE INDEX "RightsRequest_patientId_idx" ON "RightsRequest"("patientId");

-- CreateIndex
CREATE UNIQUE INDEX "AuditLog_seq_key" ON "AuditLog"("seq");
