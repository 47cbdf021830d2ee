import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, inject } from "vitest";
import { codeFrom, waitForMail } from "../../fixtures/outbox";
import { createTestBackend, type TestBackend } from "../support/test-backend";
import { freePort, killAll, launchBackend, spawnBackend, type StandaloneBackend } from "./standalone-backend";

/**
 * kill -9 of `npm run backend` while it migrates a fresh database, at a few moments after it takes the migration
 * lock, then a restart: drizzle's migrator applies all pending migrations in one transaction, so a killed start
 * leaves either nothing or everything (never half a schema), and the restart ends with the full schema and a
 * working app (sign-up, login).
 */
const MIGRATION_LOCK_ID = 7_402_913; // lib/backend/db/migrate.ts
const journal = JSON.parse(readFileSync(path.join(process.cwd(), "lib/backend/db/migrations/meta/_journal.json"), "utf8")) as { entries: unknown[] };

const adminUrl = () => new URL(inject("adminDatabaseUrl"));
let reference: TestBackend;
let referenceTables: string[];
let dataDir: string;
const databases: string[] = [];

async function withClient<T>(url: URL, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): URL {
  const url = adminUrl();
  url.pathname = `/${name}`;
  return url;
}

async function freshDatabase(): Promise<string> {
  const name = `kill_migrate_${randomBytes(5).toString("hex")}`;
  await withClient(adminUrl(), (client) => client.query(`CREATE DATABASE ${name}`));
  databases.push(name);
  return name;
}

async function schemaOf(name: string): Promise<{ tables: string[]; migrations: number }> {
  return withClient(databaseUrl(name), async (client) => {
    const tables = await client.query<{ table_name: string }>("select table_name from information_schema.tables where table_schema = 'public' order by 1");
    const hasLog = await client.query("select 1 from information_schema.tables where table_schema = 'drizzle' and table_name = '__drizzle_migrations'");
    const migrations = hasLog.rowCount ? Number((await client.query<{ n: string }>("select count(*) as n from drizzle.__drizzle_migrations")).rows[0]?.n) : 0;
    return { tables: tables.rows.map((row) => row.table_name), migrations };
  });
}

/** Polls pg_locks until the backend holds the migration lock on `name`. */
async function migrationStarted(name: string, backend: StandaloneBackend): Promise<void> {
  await withClient(adminUrl(), async (client) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const held = await client.query(
        "select 1 from pg_locks l join pg_database d on d.oid = l.database where l.locktype = 'advisory' and l.objid = $1 and l.granted and d.datname = $2",
        [MIGRATION_LOCK_ID, name],
      );
      if (held.rowCount) return;
      if (Date.now() > deadline) throw new Error(`the backend never took the migration lock:\n${backend.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  });
}

beforeAll(async () => {
  reference = await createTestBackend();
  referenceTables = (await schemaOf(new URL(reference.databaseUrl).pathname.slice(1))).tables;
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "kill-migrate-"));
});
afterEach(killAll);
afterAll(async () => {
  await reference.dispose();
  await withClient(adminUrl(), async (client) => {
    for (const name of databases) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function signUpAndLogIn(backend: StandaloneBackend): Promise<string> {
  const email = `kill-${randomBytes(4).toString("hex")}@lab.example.org`;
  const password = "kill-nine-restart-42";
  const sent = await fetch(`${backend.base}/user/sendEmailAuthCode?${new URLSearchParams({ email, sendEmailType: "REGISTER", timestamp: String(Date.now()) })}`);
  expect(((await sent.json()) as { code: number }).code).toBe(0);
  const authCode = codeFrom(await waitForMail(dataDir, email, 0));
  const post = (route: string, body: unknown) =>
    fetch(`${backend.base}${route}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then(
      (answer) => answer.json() as Promise<{ code: number; result: { token?: string } | null }>,
    );
  expect((await post("/user/emailSignUp", { email, authCode, password, channel: "owner" })).code).toBe(0);
  const login = await post("/user/login", { userChannel: "email", email, password });
  return login.result?.token ?? "";
}

describe("kill -9 during migrations", () => {
  it("leaves all or nothing, and the restart ends with the full schema and a working app", { timeout: 120_000 }, async () => {
    expect(referenceTables.length).toBeGreaterThan(5);
    const port = await freePort();
    const env = (name: string) => ({ DATABASE_URL: databaseUrl(name).toString(), DATA_DIR: dataDir, BACKEND_PORT: String(port) });
    const seen: string[] = [];
    let restarted: StandaloneBackend | undefined;
    for (const delayMs of [0, 40]) {
      await killAll();
      const name = await freshDatabase();
      const starting = launchBackend(env(name));
      await migrationStarted(name, starting);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await starting.kill9();

      const cut = await schemaOf(name);
      const nothing = cut.migrations === 0 && cut.tables.length === 0;
      const everything = cut.migrations === journal.entries.length && cut.tables.join() === referenceTables.join();
      expect(nothing || everything, `half a schema after a kill ${delayMs} ms into migrating: ${JSON.stringify(cut)}`).toBe(true);
      seen.push(nothing ? "nothing" : "everything");

      restarted = await spawnBackend(env(name));
      expect(await schemaOf(name)).toEqual({ tables: referenceTables, migrations: journal.entries.length });
      expect((await fetch(`${restarted.base}/health`)).status).toBe(200);
    }
    if (!restarted) throw new Error("no attempt ran");
    expect(await signUpAndLogIn(restarted)).not.toBe("");
    // At least one kill landed inside the migration transaction (the case this test is about).
    expect(seen).toContain("nothing");
  });
});
