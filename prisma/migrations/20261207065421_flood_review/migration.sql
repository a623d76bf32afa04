-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN "webReview" TEXT;
