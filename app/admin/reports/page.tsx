import type { Metadata } from "next";
import { ReportsInboxScreen } from "@/components/admin/reports-inbox/reports-inbox-screen";

export const metadata: Metadata = { title: "Reports inbox" };

export default function ReportsInboxPage() {
  return <ReportsInboxScreen />;
}
