import { Dashboard } from "@/components/admin/dashboard";

export default function AdminPage() {
  return <Dashboard />;
}
