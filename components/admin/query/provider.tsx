"use client";

/**
 * The admin area's one QueryClient (rendered by app/admin/layout.tsx around the gate) and
 * its one error handler. Every failed query or mutation passes through `reportError`:
 * a SessionExpiredError is ignored (components/admin/ui/api.ts has already told the gate,
 * which brings back the login), anything else is logged with the call's `meta.errorLog`
 * and, when the call names one, shown as `meta.errorNotice` in the admin notice (the
 * failures the spec only logs). Screens show success and info notices with useAdminNotice().
 *
 * Defaults: no retries, no refetch on window focus or reconnect (the gate re-checks the
 * session when the tab comes back); refresh intervals keep running in a hidden tab, as the
 * screens' timers did.
 */
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createContext, useContext, useState } from "react";
import { isSessionExpired } from "../ui/api";
import { useNotice, type NoticeTone } from "../ui/notice";

export type AdminCallMeta = {
  /** console.error's first argument when the call fails ("Error fetching patients:") */
  errorLog?: string;
  /** the notice shown when the call fails */
  errorNotice?: string;
};

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: AdminCallMeta;
    mutationMeta: AdminCallMeta;
  }
}

type ShowNotice = (message: string, tone?: NoticeTone) => void;

export function createAdminQueryClient(showNotice: ShowNotice): QueryClient {
  const reportError = (error: unknown, meta: AdminCallMeta | undefined) => {
    if (isSessionExpired(error)) return;
    if (meta?.errorLog) console.error(meta.errorLog, error);
    if (meta?.errorNotice) showNotice(meta.errorNotice);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => reportError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchIntervalInBackground: true,
      },
      mutations: { retry: false },
    },
  });
}

const NoticeContext = createContext<ShowNotice | null>(null);

/** Shows a message in the admin area's one notice (bottom of the screen). */
export function useAdminNotice(): ShowNotice {
  const show = useContext(NoticeContext);
  if (!show) throw new Error("useAdminNotice must be used inside <AdminQueryProvider>");
  return show;
}

export function AdminQueryProvider({ children }: { children: React.ReactNode }) {
  const { notice, showNotice } = useNotice();
  const [client] = useState(() => createAdminQueryClient(showNotice));
  return (
    <QueryClientProvider client={client}>
      <NoticeContext.Provider value={showNotice}>
        {children}
        {notice}
      </NoticeContext.Provider>
    </QueryClientProvider>
  );
}
