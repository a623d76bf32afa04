-- CreateTable
CREATE TABLE "Prescription" (
    "id" SERIAL NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finalisedAt" TIMESTAMP(3),

    CONSTRAINT "Prescription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PrescriptionTemplate" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "items" TEXT NOT NULL,
    "investigations" TEXT NOT NULL DEFAULT '[]',
    "advice" TEXT NOT NULL DEFAULT '[]',
    "authorId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PrescriptionTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Drug" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "form" TEXT NOT NULL,
    "strength" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" INTEGER,

    CONSTRAINT "Drug_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Counter" (
    "name" TEXT NOT NULL,
    "value" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Counter_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE UNIQUE INDEX "Prescription_number_key" ON "Prescription"("number");

-- CreateIndex
CREATE INDEX "Prescription_patientId_finalisedAt_idx" ON "Prescription"("patientId", "finalisedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Prescription_visitId_version_key" ON "Prescription"("visitId", "version");

-- CreateIndex
CREATE UNIQUE INDEX "Drug_name_form_strength_key" ON "Drug"("name", "form", "strength");

-- AddForeignKey
ALTER TABLE "Prescription" ADD CONSTRAINT "Prescription_visitId_fkey" FOREIGN KEY ("visitId") REFERENCES "Visit"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Prescription" ADD CONSTRAINT "Prescription_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "Patient"("id") ON DELETE CASCADE ON UPDATE CASCADE;
