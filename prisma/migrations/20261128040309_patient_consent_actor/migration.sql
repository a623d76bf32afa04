-- AlterTable
ALTER TABLE "Patient" ADD COLUMN "whatsappConsentActor" TEXT;
