"use client";

/**
 * The admin area's gate (rendered by app/admin/layout.tsx around every /admin page):
 * asks the server who is signed in, shows the login when nobody is, and the page when
 * someone is. Any admin call answering 401 (components/admin/api.ts) brings the login
 * back with a message. The server checks the session on every call; this is only the UI.
 * Inside the admin query layer's provider (app/admin/layout.tsx), whose cache it empties
 * when the session ends.
 */
import { useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { usePathname, useRouter } from "next/navigation";
import { LOGIN_MESSAGES } from "@/lib/shared/validation/auth";
import { adminFetch, onSessionExpired } from "./api";
import { LoginForm } from "./login-form";

type GateState =
  | { status: "checking" }
  | { status: "signed-out"; notice?: string }
  | { status: "signed-in"; username: string; expiresAt?: number };

export type AdminSessionContext = {
  username: string;
  clinicName: string;
  /** ends the session on the server, then shows the login */
  signOut: () => Promise<void>;
};

const SessionContext = createContext<AdminSessionContext | null>(null);

/** The signed-in admin; only inside AdminGate (every /admin page). */
export function useAdminSession(): AdminSessionContext {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useAdminSession must be used inside <AdminGate>");
  return value;
}

export function AdminGate({ clinicName, children }: { clinicName: string; children: React.ReactNode }) {
  const [state, setState] = useState<GateState>({ status: "checking" });
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    let cancelled = false;
    fetch("/api/admin/session", { credentials: "same-origin", cache: "no-store" })
      .then(async (res) => {
        const body = res.ok ? await res.json() : null;
        if (cancelled) return;
        setState(
          body?.success && typeof body.username === "string"
            ? { status: "signed-in", username: body.username, expiresAt: Date.parse(body.expiresAt) || undefined }
            : { status: "signed-out" },
        );
      })
      .catch(() => {
        if (!cancelled) setState({ status: "signed-out", notice: "Could not reach the server. Please try again." });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => onSessionExpired(() => setState({ status: "signed-out", notice: LOGIN_MESSAGES.expired })), []);

  // Signed out: nothing read in the session stays in the query cache for the next one.
  const queryClient = useQueryClient();
  const signedOut = state.status === "signed-out";
  useEffect(() => {
    if (signedOut) queryClient.clear();
  }, [signedOut, queryClient]);

  // While signed in, re-check when the tab comes back into view and when the session is due
  // to end, so an unattended screen returns to the login by itself. These checks are
  // background calls: they do not keep the session alive.
  const signedIn = state.status === "signed-in";
  const expiresAt = state.status === "signed-in" ? state.expiresAt : undefined;
  // The latest known expiry, for the check below to start from without re-running on each one.
  const knownExpiry = useRef<number | undefined>(undefined);
  useEffect(() => {
    knownExpiry.current = expiresAt;
  }, [expiresAt]);
  useEffect(() => {
    if (!signedIn) return;
    let timer: number | undefined;
    let stopped = false;
    const schedule = (expiresAt: number | undefined) => {
      window.clearTimeout(timer);
      // at least 30 s apart, so a client clock ahead of the server's cannot cause a storm
      if (!stopped) timer = window.setTimeout(recheck, expiresAt ? Math.max(30_000, expiresAt - Date.now() + 1000) : 0);
    };
    const recheck = async () => {
      try {
        const body = await (await adminFetch("/api/admin/session", { background: true })).json();
        if (!stopped) schedule(Date.parse(body?.expiresAt) || Date.now() + 60_000);
      } catch {
        // a 401 has brought the login back; after a network error, try again later
        if (!stopped) schedule(Date.now() + 60_000);
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void recheck();
    };
    document.addEventListener("visibilitychange", onVisible);
    schedule(knownExpiry.current);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisible);
      window.clearTimeout(timer);
    };
  }, [signedIn]);

  const signOut = useCallback(async () => {
    try {
      await adminFetch("/api/admin/logout", { method: "POST" });
    } catch {
      // already signed out (401) or offline: the login shows either way
    }
    setState({ status: "signed-out", notice: LOGIN_MESSAGES.signedOut });
    if (pathname !== "/admin") router.replace("/admin");
  }, [pathname, router]);

  if (state.status === "checking") {
    return (
      <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
        <span className="flex items-center gap-3 text-sm text-slate-500">
          <span className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600" aria-hidden />
          Checking your session…
        </span>
      </div>
    );
  }

  if (state.status === "signed-out") {
    return (
      <LoginForm
        clinicName={clinicName}
        notice={state.notice}
        onSignedIn={(username) => setState({ status: "signed-in", username })}
      />
    );
  }

  return (
    <SessionContext.Provider value={{ username: state.username, clinicName, signOut }}>
      {children}
    </SessionContext.Provider>
  );
}
