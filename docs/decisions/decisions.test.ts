import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The index of decision records stays true: every record, with the status its own file gives. */
const folder = path.join(import.meta.dirname);
const records = readdirSync(folder).filter((file) =>
  /^\d{4}-.*\.md$/.test(file),
);
const index = readFileSync(path.join(folder, "README.md"), "utf8");

describe("the decision records' index", () => {
  it.each(records)("lists %s with its status", (file) => {
    const row = index.split("\n").find((line) => line.includes(`](${file})`));
    expect(row, `${file} is not in docs/decisions/README.md`).toBeDefined();
    const text = readFileSync(path.join(folder, file), "utf8");
    const status = /^Status: (\w+)/m.exec(text)?.[1];
    expect(status, `${file} has no Status line`).toBeDefined();
    const [, , , listed = "", date = ""] = row!
      .split("|")
      .map((cell) => cell.trim());
    expect(listed.startsWith(status!), `${file}: ${listed} vs ${status}`).toBe(
      true,
    );
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A record that a later one supersedes or amends names it in its Status line.
    for (const later of listed.matchAll(/(?:superseded|amended) by ([^;]*)/g))
      for (const number of later[1]!.match(/\d{4}/g) ?? [])
        expect(text.split("\n\n")[1], `${file} names ${number}`).toContain(
          number,
        );
  });
});
