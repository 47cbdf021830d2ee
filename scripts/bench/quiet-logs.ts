/**
 * Imported first by run-all.ts: the backend modules the benches load in this process (seeding, the database of a
 * running server) log at warn, as the servers they start do, so the table is not buried in info lines.
 */
process.env.LOG_LEVEL ??= "warn";
