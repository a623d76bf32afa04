/**
 * The admin screens, one row each: the path (FEATURES.md's URLs), the title the header shows,
 * and for the ones every screen leads to, their place in the header's navigation. The shell
 * (./admin-shell.tsx) reads it, so a new screen is one row here and its page.
 */
import type { IconName } from "@/lib/content/icons";
import { CLINICAL, EVERYONE, OWNER, STAFF, VITALS, type Role } from "@/lib/shared/roles";

export type AdminScreen = {
  path: string;
  title: string;
  /** shown in the header's navigation on every screen */
  nav?: { label: string; icon: IconName };
  /** who may use it (FEATURES.md §9): the others are not offered it; the server refuses its calls */
  roles: readonly Role[];
};

export const DASHBOARD_PATH = "/admin";

export const ACCOUNT_PATH = "/admin/account";

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  // the assistant's is tonight's list (components/admin/dashboard/dashboard.tsx)
  { path: DASHBOARD_PATH, title: "Admin Dashboard", roles: EVERYONE },
  { path: "/admin/today-appointment", title: "Today's Appointments", roles: STAFF },
  { path: "/admin/all-appointments", title: "All Appointments", roles: STAFF },
  { path: "/admin/select-date", title: "Select Date", roles: STAFF },
  { path: "/admin/patients-database", title: "Patients Database", roles: STAFF },
  // the assistant's: vitals, labs and the chart's summary (issue 40)
  { path: "/admin/consult", title: "Consultation", roles: VITALS },
  {
    path: "/admin/calendar",
    title: "Clinic calendar",
    nav: { label: "Clinic calendar", icon: "calendar" },
    roles: STAFF,
  },
  {
    path: "/admin/collections",
    title: "Collections",
    nav: { label: "Collections", icon: "cash" },
    roles: STAFF,
  },
  {
    path: "/admin/follow-ups",
    title: "Follow-ups",
    nav: { label: "Follow-ups", icon: "clock" },
    roles: STAFF,
  },
  // the doctor's Reports inbox (FEATURES.md §14): reports not yet filed, between patients
  {
    path: "/admin/reports",
    title: "Reports inbox",
    nav: { label: "Reports", icon: "file" },
    roles: CLINICAL,
  },
  { path: "/admin/messages", title: "Messages", nav: { label: "Messages", icon: "chat" }, roles: STAFF },
  { path: "/admin/privacy", title: "Privacy", nav: { label: "Privacy", icon: "shield" }, roles: STAFF },
  { path: "/admin/staff", title: "Staff", nav: { label: "Staff", icon: "users" }, roles: OWNER },
  { path: ACCOUNT_PATH, title: "Your account", roles: EVERYONE },
];

/** The screen at `pathname` (trailing slash or not), or undefined for an address that is none. */
export const screenAt = (pathname: string): AdminScreen | undefined =>
  ADMIN_SCREENS.find((s) => s.path === (pathname.replace(/\/+$/, "") || "/"));
