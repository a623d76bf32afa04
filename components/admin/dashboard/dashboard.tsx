"use client";

/**
 * The admin dashboard (SPEC §2 "Admin dashboard"): Refresh Stats and Logout in the header;
 * a booking flood's alert and its one action (docs/decisions/017-booking-floods.md);
 * the calendar's and the messages' state (how many failed, FEATURES.md §4);
 * Total Appointments, Today's Appointments (the clinic's date, IST) and Total Patients;
 * the next 14 days' bookings and last month's no-show rate (FEATURES.md §5);
 * Quick Access cards to the four pages; Quick Actions (View Today, Search Patients, Add
 * New Patient, All Bookings); and the Data Backup & Export section. The counts and the
 * backup section refresh on entry, on Refresh Stats and every 3 minutes while signed in
 * (the query layer's refetchInterval; those calls are background calls: they do not keep
 * an idle session alive).
 */
import Link from "next/link";
import { useState, type ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { SolidIcon } from "@/components/ui/solid-icon";
import type { DashboardStats } from "@/lib/shared/api/dashboard";
import { todayIst } from "@/lib/shared/clinic-time";
import type { IconName } from "@/lib/content/icons";
import type { BookingRules } from "@/lib/shared/validation/booking";
import { AddPatientModal } from "../patients/add-patient-modal";
import { ShellActions, ShellButton } from "../shell/admin-shell";
import { OWNER, STAFF } from "@/lib/shared/roles";
import { AssistantTonight } from "../queue/assistant-tonight";
import { BackupPanel } from "./backup-panel";
import { CalendarSummary, todayLine } from "./calendar-summary";
import { ConsultPanel } from "./consult-panel";
import { FloodAlert } from "./flood-alert";
import { MessagesSummary } from "../outbox/outbox-summary";
import { OutlookPanel } from "./outlook-chart";
import { useBackupStats, useDashboardStats } from "./queries";
import { useAdminSession } from "../session/session-context";
import { CARD } from "../ui/panel";

const numberFormat = new Intl.NumberFormat("en-IN");

const STAT_CARDS: { key: keyof DashboardStats; label: string; icon: IconName; tone: string }[] = [
  { key: "totalAppointments", label: "Total Appointments", icon: "clipboard", tone: "bg-brand-50 text-brand-700" },
  { key: "todayAppointments", label: "Today's Appointments", icon: "clock", tone: "bg-heart-50 text-heart-600" },
  { key: "totalPatients", label: "Total Patients", icon: "users", tone: "bg-emerald-50 text-emerald-700" },
];

const QUICK_ACCESS: { href: string; title: string; text: string; icon: IconName }[] = [
  {
    href: "/admin/today-appointment",
    title: "Today's Appointments",
    text: "This evening's patients, in slot order.",
    icon: "clock",
  },
  { href: "/admin/select-date", title: "Select Date", text: "The appointments of any coming day.", icon: "calendar" },
  {
    href: "/admin/all-appointments",
    title: "All Appointments",
    text: "Every booking, with status and export.",
    icon: "clipboard",
  },
  {
    href: "/admin/patients-database",
    title: "Patients Database",
    text: "Search patients, profiles, notes and reports.",
    icon: "id-card",
  },
  {
    href: "/admin/calendar",
    title: "Clinic calendar",
    text: "Leave days, holidays, the announcement.",
    icon: "calendar",
  },
];

const actionClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-medium text-slate-800 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800";

/**
 * `bookingRules`: the configured booking rules, from the server page (for Add New Patient).
 * The assistant's first screen is tonight's list (issue 40): nothing here is theirs.
 */
export function Dashboard({ bookingRules }: { bookingRules: BookingRules }) {
  return useAdminSession().can(STAFF) ? <StaffDashboard bookingRules={bookingRules} /> : <AssistantTonight />;
}

function StaffDashboard({ bookingRules }: { bookingRules: BookingRules }) {
  const { admin, can } = useAdminSession();
  const owner = can(OWNER);
  const stats = useDashboardStats();
  const backupStats = useBackupStats(owner);
  const [adding, setAdding] = useState(false);
  const [today] = useState(() => todayIst(new Date()));
  const loading = stats.isFetching;

  /** Refresh Stats: the counts and the backup section. */
  function refresh() {
    void stats.refresh();
    if (owner) void backupStats.refresh();
  }

  return (
    <>
      <ShellActions>
        <ShellButton onClick={refresh} disabled={loading}>
          <SolidIcon name="refresh" className={`size-4 ${loading ? "animate-spin" : ""}`} />
          Refresh Stats
        </ShellButton>
      </ShellActions>
      <div className="space-y-8">
        <div>
          <h2 className="text-xl font-semibold tracking-tight text-slate-900">Welcome, {admin.displayName}</h2>
          <p className="mt-1 text-sm text-slate-600">{todayLine(today, stats.data?.calendar)}</p>
        </div>

        {stats.data?.flood && <FloodAlert flood={stats.data.flood} />}
        {stats.data && <CalendarSummary today={today} calendar={stats.data.calendar} />}
        {stats.data?.messages && <MessagesSummary messages={stats.data.messages} />}
        {stats.data?.consult && <ConsultPanel room={stats.data.consult} />}

        <Section id="stats-heading" title="Statistics" titleClassName="sr-only">
          <ul className="grid grid-cols-3 gap-3 sm:gap-4">
            {STAT_CARDS.map((card) => (
              <li
                key={card.key}
                className={`${CARD} flex flex-col gap-1 p-3.5 sm:flex-row sm:items-center sm:gap-4 sm:p-5`}
              >
                <span className={`hidden size-12 shrink-0 items-center justify-center rounded-xl sm:flex ${card.tone}`}>
                  <Icon name={card.icon} className="size-6" />
                </span>
                <p className="flex min-w-0 flex-col-reverse">
                  <span className="text-xs leading-snug text-slate-600 sm:text-sm">{card.label}</span>
                  <span
                    className="text-2xl font-semibold tabular-nums tracking-tight text-slate-900 sm:text-3xl"
                    data-stat={card.key}
                  >
                    {stats.data ? (
                      numberFormat.format(stats.data.stats[card.key])
                    ) : (
                      <span className="text-slate-300">—</span>
                    )}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </Section>

        {stats.data && <OutlookPanel outlook={stats.data.outlook} />}

        <Section id="quick-access-heading" title="Quick Access">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {QUICK_ACCESS.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className={`${CARD} group flex h-full items-start gap-4 p-4 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-200 sm:flex-col sm:gap-3 sm:p-5`}
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon name={item.icon} className="size-5" />
                  </span>
                  <span>
                    <span className="flex items-center gap-1 font-semibold text-slate-900 group-hover:text-brand-800">
                      {item.title}
                      <Icon
                        name="arrow-right"
                        className="size-4 opacity-0 transition-opacity group-hover:opacity-100"
                      />
                    </span>
                    <span className="mt-1 block text-sm text-slate-600">{item.text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="quick-actions-heading" title="Quick Actions">
          <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
            <Link href="/admin/today-appointment" className={actionClass}>
              <Icon name="clock" className="size-4 text-brand-700" /> View Today
            </Link>
            <Link href="/admin/patients-database" className={actionClass}>
              <Icon name="users" className="size-4 text-brand-700" /> Search Patients
            </Link>
            <button
              type="button"
              onClick={() => setAdding(true)}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-medium text-white shadow-sm transition-colors hover:bg-brand-800"
            >
              <span aria-hidden className="text-base leading-none">
                +
              </span>{" "}
              Add New Patient
            </button>
            <Link href="/admin/all-appointments" className={actionClass}>
              <Icon name="clipboard" className="size-4 text-brand-700" /> All Bookings
            </Link>
          </div>
        </Section>

        {/* backups are the owner's (FEATURES.md §9) */}
        {owner && <BackupPanel stats={backupStats.data ?? null} loadFailed={backupStats.isError} />}
      </div>

      {adding && <AddPatientModal bookingRules={bookingRules} onClose={() => setAdding(false)} />}
    </>
  );
}

/** A section of the dashboard, named by its heading. */
function Section({
  id,
  title,
  titleClassName = "mb-3 text-base font-semibold text-slate-900",
  children,
}: {
  id: string;
  title: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
