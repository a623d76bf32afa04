-- AlterTable
ALTER TABLE "Note" ADD COLUMN     "authorId" INTEGER;
