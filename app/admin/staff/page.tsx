import type { Metadata } from "next";
import { StaffScreen } from "@/components/admin/staff/staff-screen";

export const metadata: Metadata = { title: "Staff" };

export default function StaffPage() {
  return <StaffScreen />;
}
