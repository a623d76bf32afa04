import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** True once in the browser (a portal into document.body needs it), false while prerendering. */
export const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
