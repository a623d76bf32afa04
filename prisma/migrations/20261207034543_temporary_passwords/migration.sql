-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Admin" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "username" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'owner',
    "displayName" TEXT NOT NULL DEFAULT '',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "lastSignInAt" DATETIME,
    "totpSecret" TEXT,
    "totpPendingSecret" TEXT,
    "totpEnabledAt" DATETIME,
    "totpLastStep" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "printedName" TEXT NOT NULL DEFAULT '',
    "qualifications" TEXT NOT NULL DEFAULT '',
    "registrationNumber" TEXT NOT NULL DEFAULT '',
    "council" TEXT NOT NULL DEFAULT '',
    "passwordChangeRequired" BOOLEAN NOT NULL DEFAULT false
);
INSERT INTO "new_Admin" ("active", "council", "createdAt", "displayName", "id", "lastSignInAt", "passwordHash", "printedName", "qualifications", "registrationNumber", "role", "totpEnabledAt", "totpLastStep", "totpPendingSecret", "totpSecret", "updatedAt", "username") SELECT "active", "council", "createdAt", "displayName", "id", "lastSignInAt", "passwordHash", "printedName", "qualifications", "registrationNumber", "role", "totpEnabledAt", "totpLastStep", "totpPendingSecret", "totpSecret", "updatedAt", "username" FROM "Admin";
DROP TABLE "Admin";
ALTER TABLE "new_Admin" RENAME TO "Admin";
CREATE UNIQUE INDEX "Admin_username_key" ON "Admin"("username");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
