/**
 * From Notion's shapes to a post: the page's properties, every block type the blog shows, the
 * marks and links of rich text, nested lists, and the types it leaves out.
 */
import { describe, expect, it, vi } from "vitest";
import { site } from "#app/content/site.ts";
import type { BlogImageRef } from "#app/lib/blog-types.ts";
import {
  isPublished,
  postBody,
  postFields,
  readsChildren,
  richTextSpans,
  slugify,
  type NotionBlockNode,
} from "./notion-blocks.server.ts";
import { safeHref } from "./safe-links.ts";
import {
  blocks,
  notionPage,
  text,
  type FakeBlock,
} from "./notion-test-server.server.ts";

const IMAGE_ID = "a".repeat(64);
const copyImage = vi.fn(
  async (_url: string, alt: string): Promise<BlogImageRef> => ({
    id: IMAGE_ID,
    width: 1200,
    height: 800,
    alt,
  }),
);

/** The tree the sync reads: children only where the post shows them. */
const tree = (nodes: FakeBlock[]): NotionBlockNode[] =>
  nodes.map(({ block, children }) => ({
    block,
    children: readsChildren(block) ? tree(children) : [],
  }));

const body = (...nodes: FakeBlock[]) => postBody(tree(nodes), copyImage);

describe("postFields", () => {
  it("reads every property of the blog's database", () => {
    const fields = postFields(
      notionPage({
        title: "Local SEO for Bakeries",
        slug: "local-seo-bakeries",
        category: "SEO",
        publishDate: "2026-02-03",
        excerpt: "How a bakery in Bethesda doubled its map views.",
        author: "Dana Whitfield",
        tags: ["SEO", "Maps"],
        seoTitle: "Local SEO for DMV Bakeries",
        metaDescription: "A bakery's local SEO, step by step.",
      }),
    );
    expect(fields).toEqual({
      title: "Local SEO for Bakeries",
      slug: "local-seo-bakeries",
      category: "SEO",
      publishDate: new Date("2026-02-03T00:00:00.000Z"),
      excerpt: "How a bakery in Bethesda doubled its map views.",
      author: "Dana Whitfield",
      tags: ["SEO", "Maps"],
      seoTitle: "Local SEO for DMV Bakeries",
      metaDescription: "A bakery's local SEO, step by step.",
    });
  });

  it("fills what is left empty: slug from the title, SEO title, category, author", () => {
    const fields = postFields(
      notionPage({
        title: "Café Owners: 5 Reasons to Post Weekly!",
        publishDate: null,
        author: "",
      }),
    );
    expect(fields.slug).toBe("cafe-owners-5-reasons-to-post-weekly");
    expect(fields.seoTitle).toBe("Café Owners: 5 Reasons to Post Weekly!");
    expect(fields.category).toBe("General");
    expect(fields.author).toBe(site.name);
    expect(fields.publishDate).toBeNull();
    expect(fields.metaDescription).toBeNull();
  });

  it("makes a typed slug safe for an address", () => {
    expect(
      postFields(notionPage({ title: "Post", slug: " My Post/2026 " })).slug,
    ).toBe("my-post-2026");
  });

  it("names the people of a people property", () => {
    expect(
      postFields(
        notionPage({
          title: "Post",
          author: { people: ["Dana Whitfield", "Marcus Lee"] },
        }),
      ).author,
    ).toBe("Dana Whitfield, Marcus Lee");
  });

  it("refuses a page without a title", () => {
    expect(() => postFields(notionPage({ title: " " }))).toThrow(/no Title/);
  });

  it("reads the Published checkbox", () => {
    expect(isPublished(notionPage({ title: "A" }))).toBe(true);
    expect(isPublished(notionPage({ title: "A", published: false }))).toBe(
      false,
    );
  });
});

describe("slugify", () => {
  it("keeps lower-case ASCII letters and digits joined by single hyphens", () => {
    expect(slugify("  Über-Fast   Websites & SEO (2026) ")).toBe(
      "uber-fast-websites-seo-2026",
    );
    expect(slugify("数字营销")).toBe("");
  });

  it("cuts a long title at a word's end", () => {
    const slug = slugify(`${"marketing ".repeat(20)}end`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("marketing")).toBe(true);
  });
});

describe("rich text", () => {
  it("keeps bold, italic, code and links", () => {
    expect(
      richTextSpans([
        text("Plain, "),
        text("bold", { bold: true }),
        text(" and "),
        text("italic code", { italic: true, code: true }),
        text(" with "),
        text("a link", { link: "https://example.com/guide" }),
        text(" and "),
        text("mail", { link: "mailto:team@example.com" }),
      ]),
    ).toEqual([
      { text: "Plain, " },
      { text: "bold", bold: true },
      { text: " and " },
      { text: "italic code", italic: true, code: true },
      { text: " with " },
      { text: "a link", href: "https://example.com/guide" },
      { text: " and " },
      { text: "mail", href: "mailto:team@example.com" },
    ]);
  });

  it("drops a link that is not http, https or mailto, and keeps its text", () => {
    expect(
      richTextSpans([
        text("click", { link: "javascript:alert(1)" }),
        text("data", { link: "data:text/html,<script>alert(1)</script>" }),
        text("page", { link: "/4f0c9d2a1b3e4c5d" }),
      ]),
    ).toEqual([{ text: "click" }, { text: "data" }, { text: "page" }]);
    expect(safeHref(" JavaScript:alert(1)")).toBeUndefined();
    expect(safeHref("HTTPS://Example.com")).toBe("https://example.com/");
  });
});

describe("postBody", () => {
  it("maps every block type the blog shows, in order", async () => {
    const { blocks: mapped, skippedBlockTypes } = await body(
      blocks.heading(1, "Grow in the DMV"),
      blocks.paragraph([text("Start "), text("today", { bold: true })]),
      blocks.heading(2, "Why"),
      blocks.heading(3, "How"),
      blocks.bulleted("One"),
      blocks.numbered("First"),
      blocks.uploadedImage(
        "https://files.example/a.png?X-Amz-Signature=1",
        "A storefront",
      ),
      blocks.externalImage("https://images.example/b.jpg"),
    );
    expect(skippedBlockTypes).toEqual({});
    expect(mapped).toEqual([
      {
        type: "heading_1",
        content: "Grow in the DMV",
        richText: [{ text: "Grow in the DMV" }],
      },
      {
        type: "paragraph",
        content: "Start today",
        richText: [{ text: "Start " }, { text: "today", bold: true }],
      },
      { type: "heading_2", content: "Why", richText: [{ text: "Why" }] },
      { type: "heading_3", content: "How", richText: [{ text: "How" }] },
      {
        type: "bulleted_list_item",
        content: "One",
        richText: [{ text: "One" }],
      },
      {
        type: "numbered_list_item",
        content: "First",
        richText: [{ text: "First" }],
      },
      {
        type: "image",
        content: "A storefront",
        url: `/blog/images/${IMAGE_ID}-1200.webp`,
        image: { id: IMAGE_ID, width: 1200, height: 800, alt: "A storefront" },
      },
      {
        type: "image",
        content: "",
        url: `/blog/images/${IMAGE_ID}-1200.webp`,
        image: { id: IMAGE_ID, width: 1200, height: 800, alt: "" },
      },
    ]);
    expect(copyImage).toHaveBeenCalledWith(
      "https://files.example/a.png?X-Amz-Signature=1",
      "A storefront",
    );
    expect(copyImage).toHaveBeenCalledWith("https://images.example/b.jpg", "");
  });

  it("keeps HTML in the text as text", async () => {
    const html = '<script>alert("x")</script><b>bold?</b>';
    const { blocks: mapped } = await body(blocks.paragraph(html));
    expect(mapped).toEqual([
      { type: "paragraph", content: html, richText: [{ text: html }] },
    ]);
  });

  it("follows a list item with its nested items, in order", async () => {
    const { blocks: mapped } = await body(
      blocks.bulleted("Parent", [
        blocks.bulleted("Child one", [blocks.numbered("Grandchild")]),
        blocks.bulleted("Child two"),
      ]),
      blocks.bulleted("Next"),
    );
    expect(mapped.map((block) => [block.type, block.content])).toEqual([
      ["bulleted_list_item", "Parent"],
      ["bulleted_list_item", "Child one"],
      ["numbered_list_item", "Grandchild"],
      ["bulleted_list_item", "Child two"],
      ["bulleted_list_item", "Next"],
    ]);
  });

  it("skips and counts every other type, children included, and empty paragraphs", async () => {
    const { blocks: mapped, skippedBlockTypes } = await body(
      blocks.paragraph("Kept"),
      blocks.quote("A quote"),
      blocks.divider(),
      blocks.divider(),
      blocks.toggle("More", [blocks.paragraph("Hidden inside a toggle")]),
      blocks.code("const x = 1;"),
      blocks.paragraph(""),
      blocks.paragraph("   "),
    );
    expect(mapped.map((block) => block.content)).toEqual(["Kept"]);
    expect(skippedBlockTypes).toEqual({
      quote: 1,
      divider: 2,
      toggle: 1,
      code: 1,
    });
  });

  it("reads the children of the blocks it shows only", () => {
    const [list, toggle, plain] = [
      blocks.bulleted("a", [blocks.bulleted("b")]),
      blocks.toggle("c", [blocks.paragraph("d")]),
      blocks.paragraph("e"),
    ];
    expect(readsChildren(list.block)).toBe(true);
    expect(readsChildren(toggle.block)).toBe(false);
    expect(readsChildren(plain.block)).toBe(false);
  });

  it("fails when an image cannot be copied", async () => {
    await expect(
      postBody(
        tree([blocks.externalImage("https://images.example/gone.png")]),
        async () => {
          throw new Error("image download answered 404");
        },
      ),
    ).rejects.toThrow("image download answered 404");
  });
});
