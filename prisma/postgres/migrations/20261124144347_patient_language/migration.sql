-- AlterTable
ALTER TABLE "Patient" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en';
