import "server-only";
import type { BackendConfig } from "./config";
import type { Database } from "./db/client";

/** What every route and service of the embedded backend may use; built once per process by runtime.ts. */
export type BackendDeps = {
  config: BackendConfig;
  db: Database;
};
