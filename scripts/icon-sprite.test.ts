import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { brandIconNames, iconSources } from "#app/lib/icons.ts";
import { buildIconSprite } from "./icon-sprite.ts";

it("the committed sprite is up to date with app/lib/icons.ts (node scripts/make-icon-sprite.ts)", async () => {
  const committed = readFileSync("app/components/ui/icons.svg", "utf8");
  expect(committed).toBe(await buildIconSprite());
  for (const name of [...Object.keys(iconSources), ...brandIconNames])
    expect(committed).toContain(`<symbol id="${name}"`);
  // One symbol per name: a second one of the same id would never be drawn.
  const ids = [...committed.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
  expect(ids.length).toBe(new Set(ids).size);
});
