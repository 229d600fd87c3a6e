/**
 * What the beacon adds to every page's first load, built the way the site's build does (rolldown,
 * minified; React and React Router are in the first load already) and gzipped at level 9: at most
 * 1.5 KiB. The Web Vitals part is a chunk of its own, fetched when the browser is idle.
 */
import path from "node:path";
import { gzipSync } from "node:zlib";
import { rolldown } from "rolldown";
import { expect, it } from "vitest";

const FIRST_LOAD_BUDGET_BYTES = 1536;

it("costs at most 1.5 KiB gzip in the first load, and leaves Web Vitals to a later chunk", async () => {
  const bundle = await rolldown({
    input: path.join(import.meta.dirname, "beacon.ts"),
    external: ["react", "react-router", "react/jsx-runtime"],
    logLevel: "silent",
  });
  const { output } = await bundle.generate({ format: "es", minify: true });
  await bundle.close();
  const entry = output.find((chunk) => chunk.type === "chunk" && chunk.isEntry);
  const later = output.filter(
    (chunk) => chunk.type === "chunk" && !chunk.isEntry,
  );
  if (entry?.type !== "chunk") throw new Error("no entry chunk");
  const firstLoad = gzipSync(entry.code, { level: 9 }).length;
  console.log(
    `beacon: ${firstLoad} B gzip in the first load; idle: ${later
      .map((chunk) =>
        chunk.type === "chunk" ? gzipSync(chunk.code, { level: 9 }).length : 0,
      )
      .join(" + ")} B gzip`,
  );
  expect(firstLoad).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  expect(entry.code).not.toContain("onINP");
  expect(
    later.some(
      (chunk) =>
        chunk.type === "chunk" &&
        chunk.code.includes("largest-contentful-paint"),
    ),
  ).toBe(true);
});
