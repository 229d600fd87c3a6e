/** Builds the SVG sprite of the site's icons from the lucide icon set's drawing data. */
import { iconSources } from "#app/lib/icons.ts";

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const attributesOf = (attributes: Record<string, string | number>) =>
  Object.entries(attributes)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => `${name}="${String(value)}"`)
    .join(" ");

export async function buildIconSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const [name, source] of Object.entries(iconSources)) {
    const module = (await import(`lucide-react/icons/${source}`)) as {
      __iconData: { node: IconNode };
    };
    const shapes = module.__iconData.node.map(
      ([tag, attributes]) => `<${tag} ${attributesOf(attributes)}/>`,
    );
    symbols.push(
      `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes.join("")}</symbol>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
