/**
 * Which fetches the user asked for. The server counts a call as activity (and extends the
 * idle timeout) unless it carries the background header; only the user's own requests may
 * keep a session alive. TanStack Query does not say why a query fetches, so the layer marks
 * the fetches the user caused — a screen or key coming into view, Refresh, the list reloaded
 * after a change — and every other fetch (a `refetchInterval` tick) goes out as background.
 * A mark is taken by the next fetch of that query, or lapses after INTENT_WINDOW_MS, so a
 * mark never turns a later timer's fetch into activity; when in doubt a call is background.
 */
import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";

/** Far shorter than the shortest refresh interval (3 minutes). */
export const INTENT_WINDOW_MS = 10_000;

const marksByClient = new WeakMap<QueryClient, Map<string, number>>();

function marksOf(client: QueryClient): Map<string, number> {
  let marks = marksByClient.get(client);
  if (!marks) marksByClient.set(client, (marks = new Map()));
  return marks;
}

/** The next fetch of exactly this query (given by its key or its key's hash) is the user's. */
export function markUserIntent(client: QueryClient, query: QueryKey | string): void {
  marksOf(client).set(typeof query === "string" ? query : hashKey(query), Date.now() + INTENT_WINDOW_MS);
}

/** The next fetch of every cached query under `prefix` is the user's (before invalidating them). */
export function markUserIntentUnder(client: QueryClient, prefix: QueryKey): void {
  for (const query of client.getQueryCache().findAll({ queryKey: prefix })) markUserIntent(client, query.queryKey);
}

/** Whether the user asked for this fetch; takes the mark. */
export function takeUserIntent(client: QueryClient, queryKey: QueryKey): boolean {
  const marks = marksOf(client);
  const hash = hashKey(queryKey);
  const until = marks.get(hash);
  marks.delete(hash);
  return until !== undefined && until >= Date.now();
}
