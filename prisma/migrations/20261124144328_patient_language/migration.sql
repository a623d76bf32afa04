-- The patient's language (FEATURES.md §6). A plain ADD COLUMN: SQLite adds a NOT NULL column
-- with a constant default in place, without rebuilding the table.
ALTER TABLE "Patient" ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en';
