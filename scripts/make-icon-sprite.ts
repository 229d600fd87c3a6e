/** Writes app/components/ui/icons.svg from app/lib/icons.ts:  node scripts/make-icon-sprite.ts */
import { writeFileSync } from "node:fs";
import { buildIconSprite } from "./icon-sprite.ts";

writeFileSync("app/components/ui/icons.svg", await buildIconSprite());
