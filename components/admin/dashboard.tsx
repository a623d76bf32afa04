"use client";

/**
 * The admin dashboard (SPEC §2 "Admin dashboard"). SLOT: the admin-area work fills this
 * in — stat cards, Quick Access, Quick Actions, Data Backup & Export — wiring Refresh Stats
 * to its loader. Call the API with adminJson/adminFetch (./api): a 401 returns the UI to
 * the login by itself.
 */
import { AdminShell, ShellButton } from "./admin-shell";
import { useAdminSession } from "./session";

export function Dashboard() {
  const { username } = useAdminSession();
  return (
    <AdminShell title="Admin Dashboard" actions={<ShellButton disabled>Refresh Stats</ShellButton>}>
      <section aria-labelledby="dashboard-welcome" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="dashboard-welcome" className="text-lg font-semibold text-slate-900">
          Welcome, {username}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          You are signed in. Statistics, appointments, patients and backups will appear here.
        </p>
      </section>
    </AdminShell>
  );
}
