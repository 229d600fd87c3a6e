/**
 * From Notion to a blog post (spec §3, product.md D9): a page of the blog's Notion database gives
 * the post's fields, and its blocks give the post's body.
 *
 * The database's properties, by name (a property that is missing or of another type counts as
 * empty):
 *
 * | property         | type                 | becomes                                            |
 * |------------------|----------------------|----------------------------------------------------|
 * | Title            | title                | title (required: a page without one is not synced) |
 * | Slug             | rich_text            | slug; empty: made from the title (lower-case ASCII |
 * |                  |                      | letters and digits, hyphens)                       |
 * | Category         | select               | category; empty: "General"                         |
 * | Publish Date     | date                 | publishDate; empty: none (the card says 'Recent')  |
 * | Excerpt          | rich_text            | excerpt                                            |
 * | Author           | rich_text or people  | author (people: their names); empty: the site name |
 * | Tags             | multi_select         | tags                                               |
 * | SEO Title        | rich_text            | seoTitle; empty: the title                         |
 * | Meta Description | rich_text            | metaDescription; may be empty                      |
 * | Published        | checkbox             | only checked pages are on the site                 |
 *
 * Blocks: paragraph, heading_1, heading_2, heading_3, bulleted_list_item, numbered_list_item and
 * image (uploaded or external; its caption is the alt text). The children of these blocks (a
 * nested list, indented text, a toggle heading's content) follow their parent in order. Every
 * other block type is skipped, with its children, and counted for the sync's report. Text keeps
 * bold, italic, code and links; a link to anything but http:, https: or mailto: loses its address
 * and keeps its text. Text is stored as text: the pages escape it when they render it.
 */
import {
  isFullBlock,
  type BlockObjectResponse,
  type PageObjectResponse,
  type PartialBlockObjectResponse,
  type RichTextItemResponse,
} from "@notionhq/client";
import { site } from "#app/content/site.ts";
import type {
  BlogBlock,
  BlogImageRef,
  RichTextSpan,
} from "#app/lib/blog-types.ts";
import { imageUrl, servedWidths } from "./image-urls.ts";
import { safeHref } from "./safe-links.ts";

export const NotionProperty = {
  title: "Title",
  slug: "Slug",
  category: "Category",
  publishDate: "Publish Date",
  excerpt: "Excerpt",
  author: "Author",
  tags: "Tags",
  seoTitle: "SEO Title",
  metaDescription: "Meta Description",
  published: "Published",
} as const;

const DEFAULT_CATEGORY = "General";
/** Longest slug made from a title: addresses stay readable. */
const MAX_SLUG_LENGTH = 80;

/** A post's fields, as its Notion page gives them. */
export interface PostFields {
  title: string;
  slug: string;
  category: string;
  publishDate: Date | null;
  excerpt: string;
  author: string;
  tags: string[];
  seoTitle: string;
  metaDescription: string | null;
}

type PropertyValue = PageObjectResponse["properties"][string];

const plainText = (items: RichTextItemResponse[]) =>
  items.map((item) => item.plain_text).join("");

/** A property's text (title or rich_text), trimmed; "" when absent or of another type. */
function textOf(property: PropertyValue | undefined): string {
  if (property?.type === "title") return plainText(property.title).trim();
  if (property?.type === "rich_text")
    return plainText(property.rich_text).trim();
  return "";
}

function authorOf(property: PropertyValue | undefined): string {
  if (property?.type !== "people") return textOf(property);
  return property.people
    .map((person) => ("name" in person ? person.name?.trim() : undefined))
    .filter(Boolean)
    .join(", ");
}

function dateOf(property: PropertyValue | undefined): Date | null {
  if (property?.type !== "date" || !property.date) return null;
  const date = new Date(property.date.start);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Lower-case ASCII letters and digits joined by single hyphens: "Café & SEO!" → "cafe-seo". */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1);
  // At a word's end when there is one.
  return cut.includes("-")
    ? cut.slice(0, cut.lastIndexOf("-"))
    : cut.slice(0, -1);
}

/** Whether `slug` is one that `slugify` (or a page's id) makes: the only kind a post has. */
export function isPostSlug(slug: string): boolean {
  return (
    slug.length <= Math.max(MAX_SLUG_LENGTH, 32) &&
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)
  );
}

/** Whether the page's "Published" box is checked. */
export function isPublished(page: PageObjectResponse): boolean {
  const property = page.properties[NotionProperty.published];
  return property?.type === "checkbox" && property.checkbox;
}

/** The post's fields from the page's properties; throws when the page has no title. */
export function postFields(page: PageObjectResponse): PostFields {
  const property = (name: string) => page.properties[name];
  const title = textOf(property(NotionProperty.title));
  if (!title) throw new Error(`the page has no ${NotionProperty.title}`);
  const category = property(NotionProperty.category);
  const tags = property(NotionProperty.tags);
  return {
    title,
    // A title of no Latin letters or digits at all still gets an address: the page's id.
    slug:
      slugify(textOf(property(NotionProperty.slug))) ||
      slugify(title) ||
      page.id.replace(/-/g, ""),
    category:
      (category?.type === "select" && category.select?.name.trim()) ||
      DEFAULT_CATEGORY,
    publishDate: dateOf(property(NotionProperty.publishDate)),
    excerpt: textOf(property(NotionProperty.excerpt)),
    author: authorOf(property(NotionProperty.author)) || site.name,
    tags:
      tags?.type === "multi_select"
        ? tags.multi_select.map((tag) => tag.name.trim()).filter(Boolean)
        : [],
    seoTitle: textOf(property(NotionProperty.seoTitle)) || title,
    metaDescription: textOf(property(NotionProperty.metaDescription)) || null,
  };
}

export function richTextSpans(items: RichTextItemResponse[]): RichTextSpan[] {
  return items
    .filter((item) => item.plain_text !== "")
    .map((item) => {
      const span: RichTextSpan = { text: item.plain_text };
      if (item.annotations.bold) span.bold = true;
      if (item.annotations.italic) span.italic = true;
      if (item.annotations.code) span.code = true;
      const href = safeHref(item.href);
      if (href) span.href = href;
      return span;
    });
}

/** A block with the children that were read for it (see `readsChildren`). */
export interface NotionBlockNode {
  block: BlockObjectResponse | PartialBlockObjectResponse;
  children: NotionBlockNode[];
}

const TEXT_BLOCK_TYPES = [
  "paragraph",
  "heading_1",
  "heading_2",
  "heading_3",
  "bulleted_list_item",
  "numbered_list_item",
] as const;
type TextBlockType = (typeof TEXT_BLOCK_TYPES)[number];
type TextBlock = Extract<BlockObjectResponse, { type: TextBlockType }>;

const isTextBlock = (block: BlockObjectResponse): block is TextBlock =>
  (TEXT_BLOCK_TYPES as readonly string[]).includes(block.type);

/** Whether a block's children belong in the post, so that the sync reads them. */
export const readsChildren = (
  block: BlockObjectResponse | PartialBlockObjectResponse,
): boolean => isFullBlock(block) && block.has_children && isTextBlock(block);

function textBlockRichText(block: TextBlock): RichTextItemResponse[] {
  switch (block.type) {
    case "paragraph":
      return block.paragraph.rich_text;
    case "heading_1":
      return block.heading_1.rich_text;
    case "heading_2":
      return block.heading_2.rich_text;
    case "heading_3":
      return block.heading_3.rich_text;
    case "bulleted_list_item":
      return block.bulleted_list_item.rich_text;
    case "numbered_list_item":
      return block.numbered_list_item.rich_text;
  }
}

/** How a post shows a copied image: its largest served width in WebP, the ref for the rest. */
export function imageBlock(image: BlogImageRef): BlogBlock {
  return {
    type: "image",
    content: image.alt,
    url: imageUrl(image.id, servedWidths(image.width).at(-1)!, "webp"),
    image,
  };
}

/** Copies an image (from Notion's expiring link or an external address) into the site. */
export type ImageCopier = (url: string, alt: string) => Promise<BlogImageRef>;

export interface PostBody {
  blocks: BlogBlock[];
  /** How many blocks of each type that the blog does not show were left out. */
  skippedBlockTypes: Record<string, number>;
}

/** The post's body from the page's blocks; throws when an image cannot be copied. */
export async function postBody(
  nodes: NotionBlockNode[],
  copyImage: ImageCopier,
): Promise<PostBody> {
  const blocks: BlogBlock[] = [];
  const skippedBlockTypes: Record<string, number> = {};

  const visit = async (node: NotionBlockNode) => {
    const { block } = node;
    if (!isFullBlock(block)) {
      // Only ever returned for blocks the integration may not read.
      skippedBlockTypes.unreadable = (skippedBlockTypes.unreadable ?? 0) + 1;
      return;
    }
    if (block.type === "image") {
      const alt = plainText(block.image.caption).trim();
      const url =
        block.image.type === "file"
          ? block.image.file.url
          : block.image.external.url;
      blocks.push(imageBlock(await copyImage(url, alt)));
    } else if (isTextBlock(block)) {
      const richText = textBlockRichText(block);
      const content = plainText(richText);
      if (block.type !== "paragraph" || content.trim() !== "")
        blocks.push({
          type: block.type,
          content,
          richText: richTextSpans(richText),
        });
    } else {
      skippedBlockTypes[block.type] = (skippedBlockTypes[block.type] ?? 0) + 1;
      return;
    }
    for (const child of node.children) await visit(child);
  };

  for (const node of nodes) await visit(node);
  return { blocks, skippedBlockTypes };
}
