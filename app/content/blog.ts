/** The blog's copy and messages (spec §2 Blog list and Blog post, §7; product.md D1, D3, D9). */
import { site } from "./site.ts";
import type { CtaContent } from "./types.ts";

export const blogPage = {
  seo: {
    title: "Blog: Marketing Advice for DMV Small Businesses",
    description:
      "Practical marketing advice for small businesses in Washington DC, Maryland and Northern Virginia: local search, social media and AI marketing agents.",
    keywords: [
      "small business marketing blog",
      "DMV marketing tips",
      "local SEO advice",
      "AI marketing",
    ],
  },
  eyebrow: "Blog",
  title: "Marketing that works for DMV businesses",
  intro:
    "Practical advice on local search, social media and AI marketing agents, written for owners of small businesses in DC, Maryland and Northern Virginia.",
  categoriesLabel: "Categories",
  allCategories: "All posts",
  empty: "No blog posts yet",
  emptyHint:
    "New articles are on their way. In the meantime, our free audit shows where your marketing stands.",
  emptyCategory: "No posts in this category yet.",
  recent: "Recent",
  readMore: "Read More",
  /** Read out after "Read More": the post it leads to. */
  readMoreAbout: (title: string) => `about ${title}`,
  moreTags: (count: number) => `+${count} more`,
  newer: "Newer posts",
  older: "Older posts",
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  loading: "Loading posts",
  rss: "RSS feed",
} as const;

/** The feed, announced in the head of the blog's pages, where feed readers and crawlers look. */
export const blogFeedLink = {
  rel: "alternate",
  type: "application/rss+xml",
  title: `${site.name} Blog`,
  href: "/blog/rss.xml",
} as const;

export const blogPostPage = {
  backToBlog: "Back to Blog",
  notFoundTitle: "Post Not Found",
  notFoundText:
    "The blog post you're looking for doesn't exist or has been removed.",
  emptyContent: "No content available for this post.",
  by: "By",
  share: "Share",
  shareCopied: "Link copied",
  shareCopiedDetail:
    "The post's address is on your clipboard: paste it anywhere to share it.",
  shareFailed: "Could not copy the link",
  shareFailedDetail:
    "Copy the address from your browser's address bar instead.",
  cta: {
    title: "Want this working for your business?",
    description:
      "Get a free audit of your website, listings and social media, with a competitor analysis and a custom strategy for your business. No obligation.",
    actions: [{ label: "Get Your Free Audit", to: "/free-audit" }],
  } satisfies CtaContent,
  relatedTitle: "Keep reading",
  loading: "Loading post",
} as const;

export const blogUnavailable = `The blog could not be loaded just now. Please try again in a few minutes or email us at ${site.email}.`;
