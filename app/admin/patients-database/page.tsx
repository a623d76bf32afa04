import type { Metadata } from "next";
import { PatientsDatabase } from "@/components/admin/patients/patients-database";
import { bookingRules } from "@/lib/content/clinic";

export const metadata: Metadata = { title: "Patients Database" };

export default function PatientsDatabasePage() {
  return <PatientsDatabase bookingRules={bookingRules()} />;
}
