-- CreateTable
CREATE TABLE "Prescription" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "visitId" INTEGER NOT NULL,
    "patientId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "number" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "replacesId" INTEGER,
    "items" TEXT NOT NULL,
    "investigations" TEXT NOT NULL DEFAULT '[]',
    "advice" TEXT NOT NULL DEFAULT '[]',
    "followUpDate" TEXT,
    "followUpTime" TEXT,
    "followUpAppointmentId" INTEGER,
    "authorId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "finalisedAt" DATETIME,
    CONSTRAINT "Prescription_visitId_fkey" FOREIGN KEY ("visitId") REFERENCES "Visit" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Prescription_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "Patient" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PrescriptionTemplate" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "items" TEXT NOT NULL,
    "investigations" TEXT NOT NULL DEFAULT '[]',
    "advice" TEXT NOT NULL DEFAULT '[]',
    "authorId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Drug" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "form" TEXT NOT NULL,
    "strength" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" INTEGER
);

-- CreateTable
CREATE TABLE "Counter" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "value" INTEGER NOT NULL DEFAULT 0
);

-- CreateIndex
CREATE UNIQUE INDEX "Prescription_number_key" ON "Prescription"("number");

-- CreateIndex
CREATE INDEX "Prescription_patientId_finalisedAt_idx" ON "Prescription"("patientId", "finalisedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Prescription_visitId_version_key" ON "Prescription"("visitId", "version");

-- CreateIndex
CREATE UNIQUE INDEX "Drug_name_form_strength_key" ON "Drug"("name", "form", "strength");
