-- AlterTable
ALTER TABLE "Appointment" ADD COLUMN     "calledAt" TIMESTAMP(3),
ADD COLUMN     "checkedInAt" TIMESTAMP(3),
ADD COLUMN     "finishedAt" TIMESTAMP(3),
ADD COLUMN     "token" INTEGER;

-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "deskUntil" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "Evening" (
    "date" TEXT NOT NULL,
    "lateMinutes" INTEGER,
    "lateAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Evening_pkey" PRIMARY KEY ("date")
);

-- CreateIndex
CREATE UNIQUE INDEX "Appointment_preferredDate_token_key" ON "Appointment"("preferredDate", "token");

-- A walk-in ('walk-in' source) holds no slot: the hand-written activeSlot CHECK is widened for it.
ALTER TABLE "Appointment" DROP CONSTRAINT "Appointment_activeSlot_check";
ALTER TABLE "Appointment" ADD CONSTRAINT "Appointment_activeSlot_check" CHECK (("activeSlot" IS NULL AND ("status" = 'Cancelled' OR "source" = 'walk-in')) OR ("status" <> 'Cancelled' AND "source" <> 'walk-in' AND "activeSlot" IS NOT NULL AND "activeSlot" = "preferredDate" || ' ' || "preferredTime"));
