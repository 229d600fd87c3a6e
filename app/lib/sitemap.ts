/** Builders for `/sitemap.xml` and `/robots.txt`. */
export interface SitemapEntry {
  /** Absolute address. */
  loc: string;
  lastmod?: string;
  priority?: number;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function buildSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      "  <url>",
      `    <loc>${escapeXml(entry.loc)}</loc>`,
      entry.lastmod ? `    <lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "",
      entry.priority === undefined
        ? ""
        : `    <priority>${entry.priority.toFixed(1)}</priority>`,
      "  </url>",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function buildRobots(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /team",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
