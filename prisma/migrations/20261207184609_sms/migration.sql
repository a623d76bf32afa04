-- AlterTable
ALTER TABLE "Message" ADD COLUMN "segments" INTEGER;
ALTER TABLE "Message" ADD COLUMN "why" TEXT;

-- AlterTable
ALTER TABLE "Patient" ADD COLUMN "smsConsent" BOOLEAN;
ALTER TABLE "Patient" ADD COLUMN "smsConsentActor" TEXT;
ALTER TABLE "Patient" ADD COLUMN "smsConsentAt" DATETIME;
ALTER TABLE "Patient" ADD COLUMN "smsConsentBy" TEXT;
