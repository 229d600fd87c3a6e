import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  seedPosts,
  type SeedBlock,
  type SeedImageBlock,
} from "#app/content/blog-seed.ts";
import { publicPages } from "#app/content/pages.ts";

const imageDir = path.resolve("app/content/blog-seed");
const textTypes = new Set([
  "heading_1",
  "heading_2",
  "heading_3",
  "paragraph",
  "bulleted_list_item",
  "numbered_list_item",
]);
const sitePaths = new Set<string>(publicPages.map((page) => page.path));

const isImage = (block: SeedBlock): block is SeedImageBlock =>
  block.type === "image";
type TextBlock = Exclude<SeedBlock, SeedImageBlock>;
const isText = (block: SeedBlock): block is TextBlock => !isImage(block);
const textBlocks = (blocks: SeedBlock[]) => blocks.filter(isText);
const imageBlocks = (blocks: SeedBlock[]) => blocks.filter(isImage);
const wordCount = (blocks: SeedBlock[]) =>
  textBlocks(blocks)
    .map((block) => block.content)
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;

describe("seed blog posts", () => {
  it("has three posts with unique, lower-case hyphenated slugs", () => {
    expect(seedPosts).toHaveLength(3);
    const slugs = seedPosts.map((post) => post.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("derives each notionId from the slug", () => {
    for (const post of seedPosts)
      expect(post.notionId).toBe(`seed:${post.slug}`);
    expect(new Set(seedPosts.map((post) => post.notionId)).size).toBe(3);
  });

  it.each(seedPosts)("fills every required field of $slug", (post) => {
    for (const field of [
      post.title,
      post.slug,
      post.category,
      post.publishDate,
      post.excerpt,
      post.author,
      post.seoTitle,
      post.metaDescription,
    ])
      expect(field.trim()).not.toBe("");
    expect(post.blocks.length).toBeGreaterThan(0);
    expect(post.tags.length).toBeGreaterThanOrEqual(3);
    expect(post.tags.length).toBeLessThanOrEqual(6);
    for (const tag of post.tags) expect(tag.trim()).not.toBe("");
    expect(new Set(post.tags).size).toBe(post.tags.length);
  });

  it.each(seedPosts)("dates $slug in 2026, before 20 November", (post) => {
    expect(post.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    const date = new Date(post.publishDate);
    expect(Number.isNaN(date.getTime())).toBe(false);
    expect(date.getUTCFullYear()).toBe(2026);
    expect(date < new Date("2026-11-20T00:00:00Z")).toBe(true);
  });

  it.each(seedPosts)(
    "gives $slug a meta description of 120-155 characters",
    (post) => {
      expect(post.metaDescription.length).toBeGreaterThanOrEqual(120);
      expect(post.metaDescription.length).toBeLessThanOrEqual(155);
    },
  );

  it.each(seedPosts)("keeps $slug between 700 and 1000 words", (post) => {
    expect(wordCount(post.blocks)).toBeGreaterThanOrEqual(700);
    expect(wordCount(post.blocks)).toBeLessThanOrEqual(1000);
  });

  it("spreads the posts over at least two categories", () => {
    expect(
      new Set(seedPosts.map((post) => post.category)).size,
    ).toBeGreaterThanOrEqual(2);
  });

  it("gives at least one post more than three tags", () => {
    expect(seedPosts.some((post) => post.tags.length > 3)).toBe(true);
  });

  it.each(seedPosts)(
    "uses only known block types in $slug, with its content equal to its spans",
    (post) => {
      for (const block of textBlocks(post.blocks)) {
        expect(textTypes.has(block.type), block.type).toBe(true);
        expect(block.content.trim()).not.toBe("");
        expect(block.richText?.length).toBeGreaterThan(0);
        expect(block.richText?.map((span) => span.text).join("")).toBe(
          block.content,
        );
      }
    },
  );

  it.each(seedPosts)("links $slug only to site pages or https", (post) => {
    const hrefs = textBlocks(post.blocks).flatMap(
      (block) => block.richText?.flatMap((span) => span.href ?? []) ?? [],
    );
    expect(hrefs).toContain("/free-audit");
    for (const href of hrefs) {
      if (href.startsWith("/"))
        expect(sitePaths.has(href), `${href} is not a page`).toBe(true);
      else expect(new URL(href).protocol).toBe("https:");
    }
  });

  it.each(seedPosts)("ends $slug with a pointer to the free audit", (post) => {
    const last = post.blocks.at(-1);
    expect(last?.type).toBe("paragraph");
    const hrefs =
      last && !isImage(last) ? (last.richText ?? []).map((s) => s.href) : [];
    expect(hrefs).toContain("/free-audit");
  });

  it.each(seedPosts)(
    "gives $slug one or two images, early and with alt text",
    (post) => {
      const images = imageBlocks(post.blocks);
      expect(images.length).toBeGreaterThanOrEqual(1);
      expect(images.length).toBeLessThanOrEqual(2);
      expect(post.blocks[0]?.type).not.toBe("image");
      expect(
        post.blocks.findIndex((block) => block.type === "image"),
      ).toBeLessThanOrEqual(3);
      for (const image of images) {
        expect(image.alt.trim().length).toBeGreaterThan(20);
        expect(image.file).toMatch(/^[a-z0-9-]+\.jpg$/);
        expect(existsSync(path.join(imageDir, image.file)), image.file).toBe(
          true,
        );
      }
    },
  );

  it("ships every image as a 1600x900 JPEG under 250 KB", async () => {
    const files = seedPosts.flatMap((post) =>
      imageBlocks(post.blocks).map((image) => image.file),
    );
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) {
      const bytes = readFileSync(path.join(imageDir, file));
      expect(bytes.length, file).toBeLessThan(250 * 1024);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height], file).toEqual([
        "jpeg",
        1600,
        900,
      ]);
    }
  });

  it("contains no placeholder text", () => {
    const all = JSON.stringify(seedPosts).toLowerCase();
    for (const placeholder of ["lorem", "ipsum", "coming soon", "todo", "tbd"])
      expect(all).not.toContain(placeholder);
  });
});
