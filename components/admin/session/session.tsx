"use client";

/**
 * The admin area's gate (rendered by app/admin/layout.tsx around every /admin page):
 * asks the server who is signed in, shows the login when nobody is, and the page when
 * someone is. Any admin call answering 401 (components/admin/ui/api.ts) brings the login
 * back with a message. The server checks the session on every call; this is only the UI.
 * Inside the admin query layer's provider (app/admin/layout.tsx), whose cache it empties
 * when the session ends.
 *
 * Desk mode (FEATURES.md §5, docs/security.md): on the Tonight screen (DESK_PATH) the
 * session checks ask as the desk (`?desk=1`), so a desk-mode session past its idle limit
 * stays signed in there until closing; `deskUntil` says until when, for the screen to show.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { usePathname, useRouter } from "next/navigation";
import type { SessionAnswer, SignedInAdmin } from "@/lib/shared/api/session";
import { LOGIN_MESSAGES } from "@/lib/shared/validation/auth";
import { adminFetch, NETWORK_MESSAGE, onSessionExpired } from "../ui/api";
import { useAdminNotice } from "../query/provider";
import { LoginForm, requestSignIn, type SignInAnswer } from "./login-form";
import { AdminSessionProvider, type AdminSessionContext } from "./session-context";
import { PasswordChange } from "./password-change";
import { TwoFactorSetup } from "./two-factor-setup";

/** The screen desk mode keeps signed in: Today's Appointments, with Tonight's queue. */
export const DESK_PATH = "/admin/today-appointment";

type SignedIn = {
  status: "signed-in";
  username: string;
  /** who, with their role (FEATURES.md §9): what the screens offer follows it */
  admin: SignedInAdmin;
  /** REQUIRE_TWO_FACTOR and none yet: the account may only set it up */
  twoFactorSetupRequired: boolean;
  /** the password is one the owner set: the account may only change it */
  passwordChangeRequired: boolean;
  expiresAt?: number;
  /** desk mode's end (ms), or null when this session has none */
  deskUntil: number | null;
};

type GateState = { status: "checking" } | { status: "signed-out"; notice?: string } | SignedIn;

/** The session check's answer as the gate keeps it; null when it names nobody (read unchecked: any field may be missing). */
function signedInFrom(body: (Partial<SessionAnswer> & { success?: boolean }) | null): SignedIn | null {
  if (!body?.success || typeof body.username !== "string" || !body.admin) return null;
  return {
    status: "signed-in",
    username: body.username,
    admin: body.admin,
    twoFactorSetupRequired: body.twoFactorSetupRequired === true,
    passwordChangeRequired: body.passwordChangeRequired === true,
    expiresAt: Date.parse(String(body.expiresAt)) || undefined,
    deskUntil: Date.parse(String(body.deskUntil)) || null,
  };
}

const sessionUrl = (desk: boolean) => (desk ? "/api/admin/session?desk=1" : "/api/admin/session");

export function AdminGate({ clinicName, children }: { clinicName: string; children: React.ReactNode }) {
  const [state, setState] = useState<GateState>({ status: "checking" });
  const router = useRouter();
  const pathname = usePathname();
  const desk = pathname === DESK_PATH;
  const showNotice = useAdminNotice();
  /** the `desk` the last session check asked as: the first, as the page the admin area opened on */
  const [openedOnDesk] = useState(desk);
  const checkedAs = useRef(openedOnDesk);

  useEffect(() => {
    let cancelled = false;
    fetch(sessionUrl(openedOnDesk), { credentials: "same-origin", cache: "no-store" })
      .then(async (res) => {
        const body = res.ok ? await res.json() : null;
        if (cancelled) return;
        setState(signedInFrom(body) ?? { status: "signed-out" });
      })
      .catch(() => {
        if (!cancelled) setState({ status: "signed-out", notice: NETWORK_MESSAGE });
      });
    return () => {
      cancelled = true;
    };
  }, [openedOnDesk]);

  // While a fresh sign-in replaces the session, a poll sent with the old cookie may answer
  // 401: that is not the end of the session. Nor does a poll that answers 401 after the
  // person signed out turn "You have been signed out." into "expired".
  const replacing = useRef(false);
  useEffect(
    () =>
      onSessionExpired(() => {
        if (replacing.current) return;
        setState((now) =>
          now.status === "signed-out" && now.notice ? now : { status: "signed-out", notice: LOGIN_MESSAGES.expired },
        );
      }),
    [],
  );

  // Signed out: nothing read in the session stays in the query cache for the next one.
  const queryClient = useQueryClient();
  const signedOut = state.status === "signed-out";
  useEffect(() => {
    if (signedOut) queryClient.clear();
  }, [signedOut, queryClient]);

  /** Reads the session again (a background call: it keeps nothing alive) and keeps its expiry and desk mode. */
  const readSession = useCallback(async (asDesk: boolean): Promise<number | undefined> => {
    checkedAs.current = asDesk;
    const fresh = signedInFrom(await (await adminFetch(sessionUrl(asDesk), { background: true })).json());
    if (fresh)
      setState((s) =>
        s.status !== "signed-in" ||
        (s.expiresAt === fresh.expiresAt &&
          s.deskUntil === fresh.deskUntil &&
          s.twoFactorSetupRequired === fresh.twoFactorSetupRequired &&
          s.passwordChangeRequired === fresh.passwordChangeRequired &&
          s.admin.twoFactor === fresh.admin.twoFactor &&
          s.admin.role === fresh.admin.role)
          ? s
          : { ...s, ...fresh },
      );
    return fresh?.expiresAt;
  }, []);

  // While signed in, re-check when the tab comes back into view and when the session is due
  // to end, so an unattended screen returns to the login by itself; at once when the screen
  // changes between the desk's and any other (their expiries differ). These checks are
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
        const next = await readSession(desk);
        if (!stopped) schedule(next ?? Date.now() + 60_000);
      } catch {
        // a 401 has brought the login back; after a network error, try again later
        if (!stopped) schedule(Date.now() + 60_000);
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void recheck();
    };
    document.addEventListener("visibilitychange", onVisible);
    if (checkedAs.current === desk) schedule(knownExpiry.current);
    else void recheck();
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisible);
      window.clearTimeout(timer);
    };
  }, [signedIn, desk, readSession]);

  const username = state.status === "signed-in" ? state.username : null;
  const signInForDesk = useCallback(
    async (password: string, code?: string): Promise<SignInAnswer> => {
      if (username === null) throw new Error("Not signed in");
      replacing.current = true;
      let answer: SignInAnswer;
      try {
        // calls under way carry the old cookie: stop them rather than have them answer 401
        await queryClient.cancelQueries();
        answer = await requestSignIn({ username, password, desk: true, ...(code ? { code } : {}) });
      } finally {
        replacing.current = false;
      }
      if (answer.ok) {
        setState((s) =>
          s.status === "signed-in" ? { ...s, deskUntil: Date.parse(answer.deskUntil ?? "") || null } : s,
        );
        try {
          await readSession(desk);
        } catch {
          // a 401 has brought the login back; offline: the next re-check reads it
        }
      }
      return answer;
    },
    [username, queryClient, readSession, desk],
  );

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
        onSignedIn={(answer, deskAsked) => {
          const deskUntil = Date.parse(answer.deskUntil ?? "") || null;
          setState({
            status: "signed-in",
            username: answer.username,
            admin: answer.admin,
            twoFactorSetupRequired: answer.twoFactorSetupRequired,
            passwordChangeRequired: answer.passwordChangeRequired,
            deskUntil,
          });
          // signed in, but not in desk mode (not a clinic evening): the server says why
          if (deskAsked && !deskUntil && answer.message) showNotice(answer.message, "info");
        }}
      />
    );
  }

  const { admin } = state;
  const context: AdminSessionContext = {
    username: state.username,
    admin,
    can: (roles) => roles.includes(admin.role),
    refresh: async () => {
      await readSession(desk).catch(() => undefined);
    },
    clinicName,
    signOut,
    deskUntil: state.deskUntil === null ? null : new Date(state.deskUntil),
    signInForDesk,
  };
  return (
    <AdminSessionProvider value={context}>
      {/* a password the owner set is changed first; then REQUIRE_TWO_FACTOR: an account without
          it sees only the set-up (the server refuses the rest) */}
      {state.passwordChangeRequired ? (
        <PasswordChange required />
      ) : state.twoFactorSetupRequired ? (
        <TwoFactorSetup required />
      ) : (
        children
      )}
    </AdminSessionProvider>
  );
}
