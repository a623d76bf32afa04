"use client";

/**
 * The two hooks every admin resource is built on.
 *
 * useAdminQuery: a query whose function learns whether the user asked for this fetch
 * (`background: false`: a key coming into view, refresh()) or a timer did (`background:
 * true`: `refetchInterval`), so only the user's requests keep the session alive.
 *
 * useAdminMutation: a mutation whose onError callbacks never see a SessionExpiredError
 * (the login is already coming back); `invalidate` reloads what a change made stale, as
 * the user's own requests.
 */
import {
  useMutation,
  useQuery,
  useQueryClient,
  hashKey,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from "@tanstack/react-query";
import { useCallback, useLayoutEffect } from "react";
import { isSessionExpired } from "../ui/api";
import { markUserIntent, markUserIntentUnder, takeUserIntent } from "./intent";
import { STALE_AFTER, type StaleChange } from "./keys";

export type AdminCall = { background: boolean; signal: AbortSignal };

export type AdminQueryOptions<T, K extends QueryKey> = Omit<UseQueryOptions<T, Error, T, K>, "queryFn" | "queryKey"> & {
  queryKey: K;
  queryFn: (call: AdminCall, queryKey: K) => Promise<T>;
};

export function useAdminQuery<T, K extends QueryKey>({ queryKey, queryFn, ...options }: AdminQueryOptions<T, K>) {
  const client = useQueryClient();
  const hash = hashKey(queryKey);
  // before the observer subscribes and fetches (passive effects run after layout effects)
  useLayoutEffect(() => markUserIntent(client, hash), [client, hash]);
  const query = useQuery<T, Error, T, K>({
    ...options,
    queryKey,
    queryFn: ({ queryKey: key, signal }) => queryFn({ background: !takeUserIntent(client, key), signal }, key),
  });
  const { refetch } = query;
  /** Refresh, as the user's request. */
  const refresh = useCallback(() => {
    markUserIntent(client, hash);
    return refetch();
  }, [client, hash, refetch]);
  return { ...query, refresh };
}

/** Reloads every query under each prefix (the active ones now, the rest when next shown), as the user's request. */
function invalidate(client: QueryClient, ...prefixes: QueryKey[]): Promise<void> {
  return Promise.all(
    prefixes.map((queryKey) => {
      markUserIntentUnder(client, queryKey);
      return client.invalidateQueries({ queryKey });
    }),
  ).then(() => undefined);
}

/** Reloads what `change` made stale (STALE_AFTER in keys.ts), as the user's request. */
export function invalidateAfter<C extends StaleChange>(
  client: QueryClient,
  change: C,
  ...args: Parameters<(typeof STALE_AFTER)[C]>
): Promise<void> {
  const stale = STALE_AFTER[change] as (...a: typeof args) => QueryKey[];
  return invalidate(client, ...stale(...args));
}

type OnError<TData, TVariables, TResult> = UseMutationOptions<TData, Error, TVariables, TResult>["onError"];

function skipExpired<F extends ((error: Error, ...rest: never[]) => unknown) | undefined>(onError: F): F {
  if (!onError) return onError;
  return ((error: Error, ...rest: never[]) => (isSessionExpired(error) ? undefined : onError(error, ...rest))) as F;
}

export function useAdminMutation<TData = unknown, TVariables = void, TResult = unknown>(
  options: UseMutationOptions<TData, Error, TVariables, TResult>,
) {
  const mutation = useMutation<TData, Error, TVariables, TResult>({
    ...options,
    onError: skipExpired(options.onError),
  });
  const { mutate: run } = mutation;
  type MutateOptions = Parameters<typeof run>[1];
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateOptions) =>
      run(
        variables,
        callbacks && { ...callbacks, onError: skipExpired(callbacks.onError as OnError<TData, TVariables, TResult>) },
      ),
    [run],
  );
  return { ...mutation, mutate };
}
