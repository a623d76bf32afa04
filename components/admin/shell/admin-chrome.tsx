"use client";

/**
 * What the signed-in admin area mounts once, around every screen (app/admin/layout.tsx,
 * inside the session gate): the notice of new bookings, whose polling therefore runs once
 * and keeps its place across screens. Each screen draws its own header (./admin-shell.tsx).
 */
import { NewBookingsNotice } from "../queue/new-bookings";

export function AdminChrome({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <NewBookingsNotice />
    </>
  );
}
