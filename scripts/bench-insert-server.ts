/**
 * The reference for the write benchmark: a bare `node:http` server that stores each POSTed lead
 * with one INSERT through the site's own database client (PGlite, or PostgreSQL with
 * DATABASE_URL), without validation, rate limit, outbox or framework. What this machine allows.
 *   DATA_DIR=... node scripts/bench-insert-server.ts <port>
 */
import { createServer } from "node:http";
import { createDatabase } from "#app/services/db/client.server.ts";
import { leads } from "#app/services/db/schema.server.ts";

const port = Number(process.argv[2] ?? 0);
const database = createDatabase(
  process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL }
    : { dataDir: `${process.env.DATA_DIR ?? "./data"}/pglite` },
);
await database.migrate();

createServer((request, response) => {
  if (request.method === "GET") {
    response.writeHead(200, { "content-type": "application/json" });
    response.end('{"status":"ok"}');
    return;
  }
  let body = "";
  request.on("data", (chunk: Buffer) => (body += String(chunk)));
  request.on("end", () => {
    void (async () => {
      try {
        const lead = JSON.parse(body) as Record<string, string>;
        await database.db.insert(leads).values({
          name: lead.name!,
          email: lead.email!,
          phone: lead.phone,
          company: lead.company,
          businessType: lead.businessType,
          goals: lead.goals,
          source: "Free Audit Page",
        });
        response.writeHead(201, { "content-type": "application/json" });
        response.end('{"success":true}');
      } catch {
        response.writeHead(503).end();
      }
    })();
  });
}).listen(port, "127.0.0.1", () => process.stdout.write("listening\n"));
