-- AlterTable
ALTER TABLE "Closure" ADD COLUMN     "reasonTa" TEXT;
