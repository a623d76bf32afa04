import type { Metadata } from "next";
import { MessagesScreen } from "@/components/admin/outbox/outbox-screen";

export const metadata: Metadata = { title: "Messages" };

export default function MessagesPage() {
  return <MessagesScreen />;
}
