import type { Metadata } from "next";
import { ClinicCalendarScreen } from "@/components/admin/calendar/calendar-screen";
import { bookingRules } from "@/lib/content/clinic";

export const metadata: Metadata = { title: "Clinic calendar" };

export default function ClinicCalendarPage() {
  return <ClinicCalendarScreen bookingRules={bookingRules()} />;
}
