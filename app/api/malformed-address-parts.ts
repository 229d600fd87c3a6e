/**
 * Path segments and parameter values no address of the site holds, as they arrive (still
 * percent-encoded): for the tables of the API's and the pages' tests.
 */
export const malformedAddressParts: [label: string, part: string][] = [
  ["a lone percent sign", "%"],
  ["a truncated UTF-8 sequence", "%E0%A4%A"],
  ["an escape that is not hexadecimal", "%zz"],
  ["an encoded lone surrogate", "%ED%A0%80"],
  ["an encoded NUL", "%00"],
  ["a NUL amid text", "local%00seo"],
  ["an escape character", "%1B%5B31m"],
  ["a line break", "a%0D%0Ab"],
  ["a DEL", "%7F"],
  ["a C1 control", "%C2%85"],
  ["an over-long value", "a".repeat(5000)],
  ["an over-long encoded value", "%C3%A9".repeat(1000)],
];

/** The one published post the malformed-address tests read beside the bad addresses. */
export const readablePost = {
  notionId: "notion-1",
  title: "Local SEO for bakeries",
  slug: "local-seo-for-bakeries",
  category: "Local SEO",
  publishDate: new Date(Date.UTC(2026, 9, 30)),
  excerpt: "Excerpt",
  author: "DMV AI Agents Team",
  tags: ["SEO"],
  content: [{ type: "paragraph" as const, content: "Body" }],
  seoTitle: "Local SEO for bakeries",
  metaDescription: null,
};
