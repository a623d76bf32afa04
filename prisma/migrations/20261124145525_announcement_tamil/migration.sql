-- The announcement's optional Tamil text, shown on the Tamil pages (FEATURES.md §6).
-- AlterTable
ALTER TABLE "Announcement" ADD COLUMN "textTa" TEXT;
