-- AlterTable
ALTER TABLE "Patient" ADD COLUMN     "smsConsent" BOOLEAN,
ADD COLUMN     "smsConsentActor" TEXT,
ADD COLUMN     "smsConsentAt" TIMESTAMP(3),
ADD COLUMN     "smsConsentBy" TEXT;

-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "segments" INTEGER,
ADD COLUMN     "why" TEXT;
