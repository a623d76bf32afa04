/**
 * Renders an admin component as app/admin/layout.tsx does — English messages (the booking
 * parts the admin shares), the admin query provider (one QueryClient, no retries, the
 * notice) — with a user-event session to drive it. The server's answers come from msw
 * (tests/components/server.ts).
 */
import { render, type RenderOptions } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import { AdminQueryProvider } from "@/components/admin/query/provider";
import { clientMessages } from "@/messages";

const messages = clientMessages("en", ["shell", "booking", "manage"]);

function AdminProviders({ children }: { children: React.ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="Asia/Kolkata">
      <AdminQueryProvider>{children}</AdminQueryProvider>
    </NextIntlClientProvider>
  );
}

export function renderAdmin(ui: React.ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  const user = userEvent.setup();
  const view = render(ui, { wrapper: AdminProviders, ...options });
  return { user, ...view };
}

export { answer, refusal } from "./server";
export { screen, waitFor } from "@testing-library/react";
