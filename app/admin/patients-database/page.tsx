import type { Metadata } from "next";
import { PatientsDatabase } from "@/components/admin/patients-database";

export const metadata: Metadata = { title: "Patients Database" };

export default function PatientsDatabasePage() {
  return <PatientsDatabase />;
}
