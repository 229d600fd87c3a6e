import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

describe("the blog list's caching", () => {
  let dataDir: string | undefined;

  afterEach(async () => {
    const { closeDatabase } = await import("#app/services/db/client.server.ts");
    await closeDatabase();
    vi.unstubAllEnvs();
    vi.resetModules();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("tells caches not to keep an empty blog, which a fresh installation's first posts end", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-cache-"));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", "");
    vi.resetModules();
    const { migrateDatabase } =
      await import("#app/services/db/client.server.ts");
    await migrateDatabase();
    const { headers, loader } = await import("#app/routes/blog.tsx");
    const answer = await loader({
      request: new Request("http://localhost/blog"),
    } as never);
    const init = (answer as { init?: ResponseInit | null }).init;
    const loaderHeaders = new Headers(init?.headers);
    expect(loaderHeaders.get("Cache-Control")).toBe("no-cache");
    // The route passes its loader's headers on to the response.
    expect(headers({ loaderHeaders } as never)).toBe(loaderHeaders);
  }, 60_000);
});
