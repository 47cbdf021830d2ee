"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * A value only the browser knows (the visitor's clock, whether this is the browser at all), read without an effect:
 * `serverValue` on the server and while hydrating, so the markup matches, then `read()`. Nothing re-reads it later.
 */
export function useBrowserValue<T, S>(read: () => T, serverValue: S): T | S {
  return useSyncExternalStore<T | S>(noSubscription, read, () => serverValue);
}
