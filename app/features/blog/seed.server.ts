/**
 * The seed posts (product.md D9): a fresh installation shows three real articles, so that the
 * blog is never empty by accident. Done once per installation, and only into an empty blog; the
 * first sync from Notion removes them (their notionIds start with "seed:").
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { seedPosts, type SeedPost } from "#app/content/blog-seed.ts";
import type { BlogBlock } from "#app/lib/blog-types.ts";
import type { Database } from "#app/services/db/client.server.ts";
import { blogPosts, installSteps } from "#app/services/db/schema.server.ts";
import { imageUrl, servedWidths } from "./image-urls.ts";
import { storeImage } from "./images.server.ts";

const STEP = "blog-seed";

/**
 * Where the seed images are: beside the seed posts in the source, which the server build reads
 * from the working directory (like the migrations).
 */
const imageDir = () => path.join(process.cwd(), "app/content/blog-seed");

/** A seed post's blocks, its images stored through the same pipeline as Notion's. */
async function seedBlocks(db: Database, post: SeedPost): Promise<BlogBlock[]> {
  const blocks: BlogBlock[] = [];
  for (const block of post.blocks) {
    if (!("file" in block)) {
      blocks.push(block);
      continue;
    }
    const bytes = await readFile(path.join(imageDir(), block.file));
    const image = await storeImage(db, bytes, block.alt);
    blocks.push({
      type: "image",
      content: block.alt,
      url: imageUrl(image.id, servedWidths(image.width).at(-1)!, "webp"),
      image,
    });
  }
  return blocks;
}

/**
 * Seeds the blog unless this installation has done so already or has posts; returns whether it
 * seeded. Images are stored first (storing one twice is harmless); the posts and the step's mark
 * go in together.
 */
export async function seedBlog(db: Database): Promise<boolean> {
  const [done] = await db
    .select()
    .from(installSteps)
    .where(eq(installSteps.name, STEP));
  if (done) return false;
  const posts: (typeof blogPosts.$inferInsert)[] = [];
  for (const post of seedPosts)
    posts.push({
      notionId: post.notionId,
      title: post.title,
      slug: post.slug,
      category: post.category,
      publishDate: new Date(post.publishDate),
      excerpt: post.excerpt,
      author: post.author,
      tags: post.tags,
      seoTitle: post.seoTitle,
      metaDescription: post.metaDescription,
      content: await seedBlocks(db, post),
    });
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .insert(installSteps)
      .values({ name: STEP })
      .onConflictDoNothing()
      .returning({ name: installSteps.name });
    // Another instance seeded meanwhile, or the blog has posts of its own.
    if (!marked || (await tx.$count(blogPosts)) > 0) return false;
    await tx.insert(blogPosts).values(posts);
    return true;
  });
}
