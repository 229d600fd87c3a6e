/**
 * What the beacon adds to every page's first load: the inline loader's pageview counter (its
 * source, as the loader sends it) and the root's call that fetches the Web Vitals code later,
 * built the way the site's build does (rolldown, minified; React is in the first load already),
 * each gzipped at level 9 on its own: at most 1.5 KiB together. The Web Vitals code is a chunk of
 * its own, fetched after the page is usable.
 */
import path from "node:path";
import { gzipSync } from "node:zlib";
import { rolldown } from "rolldown";
import { expect, it } from "vitest";
import { countPageviewsSource } from "#app/lib/page-beacon.ts";

const FIRST_LOAD_BUDGET_BYTES = 1536;
const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

it("costs at most 1.5 KiB gzip in the first load, and leaves Web Vitals to a later chunk", async () => {
  const bundle = await rolldown({
    input: path.join(import.meta.dirname, "beacon.ts"),
    // The parts' loader is in every first load already.
    external: ["react", "react/jsx-runtime", /client-part\.tsx$/],
    resolve: { alias: { "#app": path.resolve(import.meta.dirname, "../..") } },
    logLevel: "silent",
  });
  const { output } = await bundle.generate({ format: "es", minify: true });
  await bundle.close();
  const chunks = output.flatMap((file) =>
    file.type === "chunk" ? [file] : [],
  );
  const entry = chunks.find((chunk) => chunk.isEntry);
  const later = chunks.filter((chunk) => !chunk.isEntry);
  if (!entry) throw new Error("no entry chunk");
  const inline = gzipSize(countPageviewsSource());
  const hook = gzipSize(entry.code);
  console.log(
    `beacon: ${inline} B gzip inline + ${hook} B gzip in the root's code; after the page is usable: ${later.map((chunk) => gzipSize(chunk.code)).join(" + ")} B gzip`,
  );
  expect(inline + hook).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  expect(entry.code).not.toContain("largest-contentful-paint");
  expect(
    later.some((chunk) => chunk.code.includes("largest-contentful-paint")),
  ).toBe(true);
});
