/**
 * Renders an admin component as app/admin/layout.tsx does — English messages (the booking
 * parts the admin shares), the admin query provider (one QueryClient, no retries, the
 * notice) — with a user-event session to drive it. The server's answers come from msw
 * (tests/components/server.ts).
 */
import { render, screen, type RenderOptions } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { AdminQueryProvider } from "@/components/admin/query/provider";
import { AdminSessionProvider, type AdminSessionContext } from "@/components/admin/session/session-context";
import { clientMessages } from "@/messages";
import { server, type Method } from "./server";

const messages = clientMessages("en", ["shell", "booking", "manage"]);

/** A session of one role (FEATURES.md §9), for `<AdminSessionProvider value={…}>`: offered what that role is. */
export function signedInAs(role: "owner" | "desk", twoFactor = true): AdminSessionContext {
  const displayName = role === "owner" ? "Owner" : "Desk";
  return {
    username: role,
    admin: { username: role, displayName, role, twoFactor },
    can: (roles) => roles.includes(role),
    refresh: async () => undefined,
    clinicName: "Heart Clinic",
    signOut: async () => undefined,
    deskUntil: null,
    signInForDesk: async () => ({ ok: false, status: 401, message: "not in component tests" }),
  };
}

/** Signed in as the clinic's owner, who is offered everything. */
const owner = signedInAs("owner");

function AdminProviders({ children }: { children: React.ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="Asia/Kolkata">
      <AdminQueryProvider>
        <AdminSessionProvider value={owner}>{children}</AdminSessionProvider>
      </AdminQueryProvider>
    </NextIntlClientProvider>
  );
}

export function renderAdmin(ui: React.ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  const user = userEvent.setup();
  const view = render(ui, { wrapper: AdminProviders, ...options });
  return { user, ...view };
}

/**
 * `send` (render, fill, press) while `method path` cannot reach the server (a network error, for
 * the rest of the test); the screen must then say `message`.
 */
export async function sendUnreachable(
  method: Method,
  path: string,
  message: string | RegExp,
  send: () => Promise<unknown>,
) {
  server.use(http[method](path, () => HttpResponse.error()));
  await send();
  expect(await screen.findByText(message)).toBeInTheDocument();
}

export { answer, refusal } from "./server";
export { screen, waitFor } from "@testing-library/react";
