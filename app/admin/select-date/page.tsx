import type { Metadata } from "next";
import { SelectDateAppointments } from "@/components/admin/appointments/appointment-screens";
import { bookingRules } from "@/lib/content/clinic";

export const metadata: Metadata = { title: "Select Date" };

export default function SelectDatePage() {
  return <SelectDateAppointments bookingRules={bookingRules()} />;
}
