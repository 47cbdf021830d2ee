import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { readBackendConfig } from "@/lib/backend/config";
import { startBackend, type BackendOptions, type BackendRuntime } from "@/lib/backend/runtime";

/**
 * A backend on a fresh database of its own (created on the shared test server, migrated, dropped afterwards),
 * so test files never see each other's rows.
 */
export type TestBackend = BackendRuntime & {
  /** The test database, for a second backend instance that must share it. */
  databaseUrl: string;
  request(path: string, init?: RequestInit): Promise<Response>;
  json<T = unknown>(path: string, init?: RequestInit): Promise<{ status: number; body: T }>;
  dispose(): Promise<void>;
};

export async function createTestBackend(env: Record<string, string> = {}, options: BackendOptions = {}): Promise<TestBackend> {
  const adminUrl = new URL(inject("adminDatabaseUrl"));
  const name = `test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const runtime = await startBackend(
    // No hourly feed ingestion: a backend alive on the hour would reach for arXiv (tests/api/feed schedule their own).
    readBackendConfig({ NODE_ENV: "test", DATA_DIR: "./data/test", FEED_INGEST_CRON: "off", ...env, DATABASE_URL: databaseUrl.toString() }),
    options,
  );
  const request = (path: string, init?: RequestInit) =>
    Promise.resolve(runtime.app.fetch(new Request(`http://backend.test/api${path}`, init)));
  return {
    ...runtime,
    databaseUrl: databaseUrl.toString(),
    request,
    async json<T>(path: string, init?: RequestInit) {
      const answer = await request(path, init);
      return { status: answer.status, body: (await answer.json()) as T };
    },
    async dispose() {
      await runtime.close();
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin(url: URL, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
