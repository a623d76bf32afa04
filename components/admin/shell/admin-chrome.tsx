"use client";

/**
 * What the signed-in admin area mounts once, around every screen (app/admin/layout.tsx,
 * inside the session gate): the frame with its header (./admin-shell.tsx) and the notice of
 * new bookings, whose polling therefore runs once and keeps its place across screens.
 */
import { NewBookingsNotice } from "../queue/new-bookings";
import { AdminShell } from "./admin-shell";

export function AdminChrome({ children }: { children: React.ReactNode }) {
  return (
    <>
      <AdminShell>{children}</AdminShell>
      <NewBookingsNotice />
    </>
  );
}
