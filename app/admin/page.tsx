import { Dashboard } from "@/components/admin/dashboard/dashboard";
import { bookingRules } from "@/lib/content/clinic";

export default function AdminPage() {
  return <Dashboard bookingRules={bookingRules()} />;
}
