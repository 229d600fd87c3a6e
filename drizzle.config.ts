import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from the schema; the server applies them at start with drizzle's
// migrator, on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/services/db/schema.server.ts",
  out: "./drizzle",
  strict: true,
  verbose: true,
});
