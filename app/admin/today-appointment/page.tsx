import type { Metadata } from "next";
import { TodayAppointments } from "@/components/admin/appointment-screens";

export const metadata: Metadata = { title: "Today's Appointments" };

export default function TodayAppointmentPage() {
  return <TodayAppointments />;
}
