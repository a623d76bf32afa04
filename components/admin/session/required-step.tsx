"use client";

/**
 * The page a signed-in person must finish before anything else of the admin area (their own
 * password, two-factor set up): its heading, who is signed in, Logout, and why it is asked.
 */
import { Button } from "@/components/ui/button";
import { Message } from "../ui/alert";
import { useAdminSession } from "./session-context";

export function RequiredStep({
  title,
  why,
  main = false,
  children,
}: {
  title: string;
  why: React.ReactNode;
  /** the page's main landmark carries the skip link's target (`#main`) */
  main?: boolean;
  children: React.ReactNode;
}) {
  const { username, clinicName, signOut } = useAdminSession();
  return (
    <main id={main ? "main" : undefined} className="min-h-screen bg-slate-50 px-4 py-8">
      <div className="mx-auto max-w-xl space-y-4">
        <header className="flex items-center justify-between gap-3">
          <div>
            <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
            <p className="text-sm text-slate-600">
              {clinicName} · signed in as {username}
            </p>
          </div>
          <Button variant="neutral" size="toolbar" onClick={() => void signOut()}>
            Logout
          </Button>
        </header>
        <Message tone="info">{why}</Message>
        {children}
      </div>
    </main>
  );
}
