-- AlterTable
ALTER TABLE "Admin" ADD COLUMN     "passwordChangeRequired" BOOLEAN NOT NULL DEFAULT false;
