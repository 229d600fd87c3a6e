/**
 * `npm start`: builds the site when there is no build or when it is older than the sources or
 * the business facts of the environment, then serves the production build.
 */
import { spawnSync } from "node:child_process";
import {
  existsSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

const root = process.cwd();
const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
const stampFile = path.join(buildDir, ".build-stamp.json");
const sources = [
  "app",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestSourceChange(): number {
  let newest = 0;
  for (const source of sources) {
    const full = path.join(root, source);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, encoding: "utf8" }).map((file) =>
          path.join(full, file),
        )
      : [full];
    for (const file of files) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

// Business facts (SITE_*) are baked into the build; a change of any of them calls for a new one.
const siteEnv = JSON.stringify(
  Object.keys(process.env)
    .filter((key) => key.startsWith("SITE_") && process.env[key])
    .sort()
    .map((key) => [key, process.env[key]]),
);

function buildIsCurrent(): boolean {
  if (
    !existsSync(path.join(buildDir, "server", "index.js")) ||
    !existsSync(stampFile)
  ) {
    return false;
  }
  const stamp = JSON.parse(readFileSync(stampFile, "utf8")) as {
    builtAt: number;
    siteEnv: string;
  };
  return stamp.siteEnv === siteEnv && stamp.builtAt >= newestSourceChange();
}

if (!buildIsCurrent()) {
  console.log("Building the site...");
  const builtAt = Date.now();
  const result = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, JSON.stringify({ builtAt, siteEnv }));
}

process.env.NODE_ENV = "production";
await import("../server/index.ts");
