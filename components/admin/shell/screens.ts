/**
 * The admin screens, one row each: the path (FEATURES.md's URLs), the title the header shows,
 * and for the ones every screen leads to, their place in the header's navigation. The shell
 * (./admin-shell.tsx) reads it, so a new screen is one row here and its page.
 */
import type { IconName } from "@/lib/content/icons";

export type AdminScreen = {
  path: string;
  title: string;
  /** shown in the header's navigation on every screen */
  nav?: { label: string; icon: IconName };
};

export const DASHBOARD_PATH = "/admin";

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: DASHBOARD_PATH, title: "Admin Dashboard" },
  { path: "/admin/today-appointment", title: "Today's Appointments" },
  { path: "/admin/all-appointments", title: "All Appointments" },
  { path: "/admin/select-date", title: "Select Date" },
  { path: "/admin/patients-database", title: "Patients Database" },
  { path: "/admin/calendar", title: "Clinic calendar", nav: { label: "Clinic calendar", icon: "calendar" } },
  { path: "/admin/messages", title: "Messages", nav: { label: "Messages", icon: "chat" } },
  { path: "/admin/privacy", title: "Privacy", nav: { label: "Privacy", icon: "shield" } },
];

/** The screen at `pathname` (trailing slash or not), or undefined for an address that is none. */
export const screenAt = (pathname: string): AdminScreen | undefined =>
  ADMIN_SCREENS.find((s) => s.path === (pathname.replace(/\/+$/, "") || "/"));
