import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { iconSources } from "#app/lib/icons.ts";
import { buildIconSprite } from "./icon-sprite.ts";

it("the committed sprite is up to date with app/lib/icons.ts (node scripts/make-icon-sprite.ts)", async () => {
  const committed = readFileSync("app/components/ui/icons.svg", "utf8");
  expect(committed).toBe(await buildIconSprite());
  for (const name of Object.keys(iconSources))
    expect(committed).toContain(`<symbol id="${name}"`);
});
