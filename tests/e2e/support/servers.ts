import path from "node:path";

/**
 * The servers the end-to-end tests run against, each with a data folder of its own under data/e2e (wiped by the
 * test command before a run) so several embedded PostgreSQL servers live side by side. E2E_PORT_BASE,
 * E2E_DATA_DIR and NEXT_DIST_DIR let a second run (another build, other ports) go on beside the first.
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 3310);
const dataRoot = path.resolve(process.env.E2E_DATA_DIR ?? "data/e2e");
const ports = { app: portBase, backend: portBase + 1, front: portBase + 2 };

export const e2eServers = {
  app: {
    url: `http://127.0.0.1:${ports.app}`,
    command: `npx next start -H 127.0.0.1 -p ${ports.app}`,
    env: { DATA_DIR: path.join(dataRoot, "app"), LOG_LEVEL: "warn" },
  },
  backend: {
    url: `http://127.0.0.1:${ports.backend}`,
    command: "npm run backend",
    env: { DATA_DIR: path.join(dataRoot, "backend"), BACKEND_PORT: String(ports.backend), LOG_LEVEL: "warn" },
  },
  front: {
    url: `http://127.0.0.1:${ports.front}`,
    command: `npx next start -H 127.0.0.1 -p ${ports.front}`,
    env: {
      DATA_DIR: path.join(dataRoot, "front"),
      API_UPSTREAM_URL: `http://127.0.0.1:${ports.backend}/api`,
      LOG_LEVEL: "warn",
    },
  },
} as const;
