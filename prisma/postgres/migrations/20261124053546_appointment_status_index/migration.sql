-- CreateIndex
CREATE INDEX "Appointment_status_preferredDate_preferredTime_idx" ON "Appointment"("status", "preferredDate", "preferredTime");
