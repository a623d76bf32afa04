-- CreateTable
CREATE TABLE "PhoneCode" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "phoneKey" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "tries" INTEGER NOT NULL DEFAULT 0,
    "usedAt" DATETIME,
    "network" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "PatientSession" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "tokenHash" TEXT NOT NULL,
    "phoneKey" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "expiresAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "PhoneCode_phoneKey_createdAt_idx" ON "PhoneCode"("phoneKey", "createdAt");

-- CreateIndex
CREATE INDEX "PhoneCode_network_createdAt_idx" ON "PhoneCode"("network", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PatientSession_tokenHash_key" ON "PatientSession"("tokenHash");

-- CreateIndex
CREATE INDEX "PatientSession_expiresAt_idx" ON "PatientSession"("expiresAt");
