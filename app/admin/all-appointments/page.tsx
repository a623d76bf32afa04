import type { Metadata } from "next";
import { AllAppointments } from "@/components/admin/appointments/appointment-screens";
import { bookingRules } from "@/lib/content/clinic";

export const metadata: Metadata = { title: "All Appointments" };

export default function AllAppointmentsPage() {
  return <AllAppointments bookingRules={bookingRules()} />;
}
