-- CreateTable
CREATE TABLE "PhoneCode" (
    "id" SERIAL NOT NULL,
    "phoneKey" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "tries" INTEGER NOT NULL DEFAULT 0,
    "usedAt" TIMESTAMP(3),
    "network" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PhoneCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PatientSession" (
    "id" SERIAL NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "phoneKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PatientSession_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PhoneCode_phoneKey_createdAt_idx" ON "PhoneCode"("phoneKey", "createdAt");

-- CreateIndex
CREATE INDEX "PhoneCode_network_createdAt_idx" ON "PhoneCode"("network", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PatientSession_tokenHash_key" ON "PatientSession"("tokenHash");

-- CreateIndex
CREATE INDEX "PatientSession_expiresAt_idx" ON "PatientSession"("expiresAt");
