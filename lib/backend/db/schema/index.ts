/**
 * The database schema, one file per area. Migrations in ../migrations are generated from these files with
 * `npm run db:generate` and applied at start (see migrate.ts).
 */
export * from "./analytics";
export * from "./accounts";
export * from "./chat";
export * from "./files";
export * from "./tasks";
export * from "./papers";
export * from "./profiles";
export * from "./credits";
export * from "./shares";
