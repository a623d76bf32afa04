import type { Metadata } from "next";
import { TodayAppointments } from "@/components/admin/appointments/appointment-screens";
import { bookingRules } from "@/lib/content/clinic";

export const metadata: Metadata = { title: "Today's Appointments" };

export default function TodayAppointmentPage() {
  return <TodayAppointments bookingRules={bookingRules()} />;
}
