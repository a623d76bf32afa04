import type { Metadata } from "next";
import { FollowUpsScreen } from "@/components/admin/follow-ups/follow-ups-screen";

export const metadata: Metadata = { title: "Follow-ups" };

export default function FollowUpsPage() {
  return <FollowUpsScreen />;
}
