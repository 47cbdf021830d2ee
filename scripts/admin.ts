/**
 * `npm run admin -- <command>`: operators' changes to plans and credits (README "Payments and operators"), against
 * the app's database: DATABASE_URL, or the embedded PostgreSQL of DATA_DIR (the running app's, or started for this).
 */
import { backendConfig } from "@/lib/backend/config";
import { openDatabase } from "@/lib/backend/db/client";
import { ensureEmbeddedPostgres, type PostgresEndpoint } from "@/lib/backend/db/embedded-postgres";
import { applyMigrations } from "@/lib/backend/db/migrate";
import { logger } from "@/lib/backend/logger";
import { ADMIN_USAGE, AdminUsageError, runAdminCommand } from "@/lib/backend/services/credit/plan-change-admin";

const args = process.argv.slice(2);
if (args.length === 0 || args.includes("--help")) {
  console.log(ADMIN_USAGE);
  process.exit(args.length === 0 ? 1 : 0);
}

const config = backendConfig();
const endpoint: PostgresEndpoint = config.DATABASE_URL
  ? { url: config.DATABASE_URL, owned: false, close: async () => undefined }
  : await ensureEmbeddedPostgres(config.DATA_DIR, logger.child({ area: "postgres" }));
const database = openDatabase(endpoint.url, 2);
try {
  await applyMigrations(database.pool);
  console.log(await runAdminCommand(database.db, args));
} catch (error) {
  if (!(error instanceof AdminUsageError)) throw error;
  console.error(`${error.message}\n\n${ADMIN_USAGE}`);
  process.exitCode = 1;
} finally {
  await database.close();
  await endpoint.close();
}
