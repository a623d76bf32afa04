import type { Metadata } from "next";
import { CollectionsScreen } from "@/components/admin/billing/collections-screen";

export const metadata: Metadata = { title: "Collections" };

export default function CollectionsPage() {
  return <CollectionsScreen />;
}
