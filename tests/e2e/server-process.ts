/**
 * The production server started as a process of its own (its own port and database), for the
 * specs that stop it, kill it or read its database afterwards.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { expect } from "./fixtures.ts";

/** Starts the production server on its own port and database, as `npm start` does. */
export function startServer(
  port: number,
  dataDir: string,
  {
    nodeOptions = [],
    env = {},
  }: { nodeOptions?: string[]; env?: NodeJS.ProcessEnv } = {},
) {
  const child = spawn(process.execPath, [...nodeOptions, "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      ALLOWED_ORIGINS: `http://127.0.0.1:${port}`,
      ...env,
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

/** Every line the server wrote is one JSON object (the module-load hook's lines aside). */
export function expectJsonLines(output: string) {
  const lines = output
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("loaded "));
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines)
    expect(() => JSON.parse(line), line.slice(0, 200)).not.toThrow();
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(url: string) {
  // A fresh installation's first start (migrations, the blog's seed images) takes several
  // seconds, far more on a busy machine.
  for (let attempt = 0; attempt < 720; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} never answered`);
}
