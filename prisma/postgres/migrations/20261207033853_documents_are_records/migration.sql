-- AlterTable
ALTER TABLE "Prescription" ADD COLUMN     "document" TEXT,
ADD COLUMN     "documentHash" TEXT,
ADD COLUMN     "followUpReason" TEXT;

-- AlterTable
ALTER TABLE "Admin" ADD COLUMN     "council" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "printedName" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "qualifications" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "registrationNumber" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Bill" ADD COLUMN     "document" TEXT,
ADD COLUMN     "voidDate" TEXT;

-- CreateTable
CREATE TABLE "Refund" (
    "id" SERIAL NOT NULL,
    "billId" INTEGER NOT NULL,
    "mode" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "date" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "createdBy" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DayClose" (
    "date" TEXT NOT NULL,
    "closedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedBy" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "DayClose_pkey" PRIMARY KEY ("date")
);

-- CreateIndex
CREATE INDEX "Refund_date_idx" ON "Refund"("date");

-- CreateIndex
CREATE INDEX "Refund_billId_idx" ON "Refund"("billId");

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_billId_fkey" FOREIGN KEY ("billId") REFERENCES "Bill"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
