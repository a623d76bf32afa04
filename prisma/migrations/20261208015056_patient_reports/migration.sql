-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Report" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "timestamp" TEXT NOT NULL,
    "patientId" INTEGER NOT NULL,
    "reportName" TEXT NOT NULL,
    "reportType" TEXT NOT NULL,
    "uploadDate" TEXT NOT NULL,
    "description" TEXT,
    "originalName" TEXT NOT NULL,
    "storedName" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "fromPatient" BOOLEAN NOT NULL DEFAULT false,
    "appointmentId" INTEGER,
    "filedAt" DATETIME,
    "filedBy" TEXT,
    CONSTRAINT "Report_patientId_fkey" FOREIGN KEY ("patientId") REFERENCES "Patient" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Report" ("createdAt", "description", "fileSize", "id", "mimeType", "originalName", "patientId", "reportName", "reportType", "sha256", "storedName", "timestamp", "uploadDate") SELECT "createdAt", "description", "fileSize", "id", "mimeType", "originalName", "patientId", "reportName", "reportType", "sha256", "storedName", "timestamp", "uploadDate" FROM "Report";
DROP TABLE "Report";
ALTER TABLE "new_Report" RENAME TO "Report";
CREATE UNIQUE INDEX "Report_timestamp_key" ON "Report"("timestamp");
CREATE UNIQUE INDEX "Report_storedName_key" ON "Report"("storedName");
CREATE INDEX "Report_patientId_idx" ON "Report"("patientId");
CREATE INDEX "Report_appointmentId_idx" ON "Report"("appointmentId");
CREATE INDEX "Report_filedAt_idx" ON "Report"("filedAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
