import type { Metadata } from "next";
import { PrivacyScreen } from "@/components/admin/privacy/privacy-screen";
import { bookingRules } from "@/lib/content/clinic";

export const metadata: Metadata = { title: "Privacy" };

export default function PrivacyPage() {
  return <PrivacyScreen bookingRules={bookingRules()} />;
}
