"use client";

/**
 * The signed-in admin as the screens read it (useAdminSession): provided by the gate
 * (./session.tsx) around every /admin page, or by a component test.
 */
import { createContext, useContext } from "react";
import type { SignedInAdmin } from "@/lib/shared/api/session";
import type { Role } from "@/lib/shared/roles";
import type { SignInAnswer } from "./login-form";

export type AdminSessionContext = {
  username: string;
  admin: SignedInAdmin;
  /** whether the signed-in role is one of these (the server decides; this only hides what it would refuse) */
  can: (roles: readonly Role[]) => boolean;
  /** reads the session again (after two-factor was turned on or off) */
  refresh: () => Promise<void>;
  clinicName: string;
  /** ends the session on the server, then shows the login */
  signOut: () => Promise<void>;
  /** desk mode's end, when this session has it (FEATURES.md §5) */
  deskUntil: Date | null;
  /**
   * A fresh sign-in as the same admin asking for desk mode (it replaces the session), then
   * the session read again. Answers the server's word; rejects when it cannot be reached.
   */
  signInForDesk: (password: string, code?: string) => Promise<SignInAnswer>;
};

const SessionContext = createContext<AdminSessionContext | null>(null);

/** The signed-in admin for what is inside: AdminGate's, or a component test's own. */
export const AdminSessionProvider = SessionContext.Provider;

/** The signed-in admin; only inside AdminGate (every /admin page). */
export function useAdminSession(): AdminSessionContext {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useAdminSession must be used inside <AdminGate>");
  return value;
}
