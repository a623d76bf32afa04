/**
 * next/navigation outside Next's router: the admin lists keep their page and filters in the
 * URL through the History API (components/admin/queries/url-state.ts), which Next's router
 * follows; here the hooks follow jsdom's location the same way.
 */
import { useSyncExternalStore } from "react";

const listeners = new Set<() => void>();
for (const method of ["pushState", "replaceState"] as const) {
  const original = window.history[method].bind(window.history);
  window.history[method] = (...args: Parameters<History["pushState"]>) => {
    original(...args);
    for (const listener of [...listeners]) listener();
  };
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const navigation = {
  useSearchParams: () => new URLSearchParams(useSyncExternalStore(subscribe, () => window.location.search)),
  usePathname: () => useSyncExternalStore(subscribe, () => window.location.pathname),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() }),
};
