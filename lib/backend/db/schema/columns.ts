import { sql } from "drizzle-orm";
import { text } from "drizzle-orm/pg-core";

/** A text primary key the database fills with a random UUID, so ids never depend on which process made the row. */
export const generatedId = () =>
  text("id")
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);
