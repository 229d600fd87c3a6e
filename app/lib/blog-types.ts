/** The shape of a blog post's body, shared by the database, the sync and the pages. */

/** A run of a block's text with its marks; a link is shown only for http(s), mailto or a path of this site. */
export interface RichTextSpan {
  text: string;
  bold?: boolean;
  italic?: boolean;
  code?: boolean;
  href?: string;
}

/** An image of a post, copied into `blog_images`: its id is the SHA-256 of the original file. */
export interface BlogImageRef {
  id: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * One block of a blog post's body, as mapped from Notion (spec §3): `type` is heading_1,
 * heading_2, heading_3, paragraph, bulleted_list_item, numbered_list_item or image; `content` is
 * its plain text, `richText` the same text with its marks, and an image block's `url` the site's
 * own copy of the image.
 */
export interface BlogBlock {
  type: string;
  content: string;
  url?: string | null;
  richText?: RichTextSpan[];
  image?: BlogImageRef;
}

/** What a card and the API's list show of a post. */
export interface PostSummary {
  id: string;
  title: string;
  slug: string;
  category: string;
  /** ISO date-time, or null: the card then says 'Recent'. */
  publishDate: string | null;
  excerpt: string;
  author: string;
  tags: string[];
}

/** A whole post, as its page and the API show it. */
export interface Post extends PostSummary {
  content: BlogBlock[];
  seoTitle: string;
  metaDescription: string | null;
  notionId: string;
  /** When its text last changed (Notion's last edit, or when it was stored). */
  updatedAt: string;
}
