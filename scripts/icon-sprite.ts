/**
 * Builds the SVG sprite of the site's icons from the lucide icon set's drawing data, and the
 * social networks' marks drawn here (the icon set has no brand marks).
 */
import { brandIconNames, iconSources } from "#app/lib/icons.ts";

/** Simple brand glyphs on a 24 px grid, in currentColor (the play mark cut out in white). */
const brandDrawings: Record<(typeof brandIconNames)[number], string> = {
  "social-facebook":
    '<path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z" fill="currentColor"/>',
  "social-instagram":
    '<g fill="none" stroke="currentColor" stroke-width="2"><rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="0.5" fill="currentColor"/></g>',
  "social-linkedin":
    '<path d="M4 9h4v11H4zM6 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM10 9h4v1.5c.6-1 1.8-1.8 3.5-1.8 2.8 0 3.5 1.9 3.5 4.3V20h-4v-6c0-1.2-.4-2-1.5-2S14 12.8 14 14v6h-4z" fill="currentColor"/>',
  "social-x":
    '<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M4 4h4.5L20 20h-4.5z"/><path d="M19.5 4 13.6 10.7M10.4 13.3 4.5 20"/></g>',
  "social-youtube":
    '<rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor"/><path d="m10 9 5 3-5 3z" fill="#fff"/>',
};

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
  for (const name of brandIconNames)
    symbols.push(
      `<symbol id="${name}" viewBox="0 0 24 24">${brandDrawings[name]}</symbol>`,
    );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
