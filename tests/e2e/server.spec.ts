import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";

/** Starts the production server on its own port and database, as `npm start` does. */
function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", resolve),
  );
  return { child, exited, output: () => output };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string) {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} never answered`);
}

test("the server shuts down gracefully on SIGTERM and its database opens again", async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-shutdown-"));
  const first = startServer(port, dataDir);
  await waitForHealth(`http://127.0.0.1:${port}/api/health`);
  const healthLog = () =>
    first
      .output()
      .split("\n")
      .find((line) => line.includes('"url":"/api/health"'));
  await expect.poll(healthLog).toBeTruthy();
  const logLine = healthLog()!;
  // Structured logs: one JSON object per request, without request headers.
  expect(JSON.parse(logLine)).toMatchObject({
    req: { method: "GET", url: "/api/health" },
  });
  expect(logLine).not.toContain("user-agent");

  first.child.kill("SIGTERM");
  expect(await first.exited).toBe(0);
  expect(first.output()).toContain('"msg":"stopped"');

  // PGlite allows one process per folder: a second start works only if the first closed it.
  const second = startServer(port, dataDir);
  await waitForHealth(`http://127.0.0.1:${port}/api/health`);
  second.child.kill("SIGINT");
  expect(await second.exited).toBe(0);
});
