-- CreateTable
CREATE TABLE "WaitlistEntry" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "phoneKey" TEXT NOT NULL,
    "email" TEXT,
    "date" TEXT NOT NULL,
    "language" TEXT NOT NULL DEFAULT 'en',
    "consentAt" TIMESTAMP(3) NOT NULL,
    "consentNotice" TEXT NOT NULL,
    "consentWhatsapp" BOOLEAN NOT NULL,
    "consentSms" BOOLEAN,
    "status" TEXT NOT NULL DEFAULT 'waiting',
    "leaveTokenHash" TEXT NOT NULL,
    "patientId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "WaitlistEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WaitlistOffer" (
    "id" SERIAL NOT NULL,
    "entryId" INTEGER NOT NULL,
    "date" TEXT NOT NULL,
    "time" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "slotKey" TEXT,
    "offeredBy" TEXT NOT NULL DEFAULT 'reconcile',
    "createdAt" TIMESTAMP(3) NOT NULL,
    "claimedAt" TIMESTAMP(3),

    CONSTRAINT "WaitlistOffer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistEntry_leaveTokenHash_key" ON "WaitlistEntry"("leaveTokenHash");

-- CreateIndex
CREATE INDEX "WaitlistEntry_date_status_idx" ON "WaitlistEntry"("date", "status");

-- CreateIndex
CREATE INDEX "WaitlistEntry_phoneKey_date_idx" ON "WaitlistEntry"("phoneKey", "date");

-- CreateIndex
CREATE INDEX "WaitlistEntry_patientId_idx" ON "WaitlistEntry"("patientId");

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistOffer_tokenHash_key" ON "WaitlistOffer"("tokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistOffer_slotKey_key" ON "WaitlistOffer"("slotKey");

-- CreateIndex
CREATE INDEX "WaitlistOffer_entryId_status_idx" ON "WaitlistOffer"("entryId", "status");

-- CreateIndex
CREATE INDEX "WaitlistOffer_status_expiresAt_idx" ON "WaitlistOffer"("status", "expiresAt");

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "Patient"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistOffer" ADD CONSTRAINT "WaitlistOffer_entryId_fkey" FOREIGN KEY ("entryId") REFERENCES "WaitlistEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;
