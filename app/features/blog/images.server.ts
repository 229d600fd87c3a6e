/**
 * The blog's images (product.md D9): Notion's file links expire after an hour, so every image is
 * copied into the database during the sync, once per file (its id is the SHA-256 of the
 * original), and served from there by every instance at a few widths in AVIF and WebP, plus one
 * JPEG for link previews, whose crawlers may read neither.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp, { type Sharp } from "sharp";
import type { Database } from "#app/services/db/client.server.ts";
import type { BlogImageRef } from "#app/lib/blog-types.ts";
import {
  blogImages,
  blogImageVariants,
} from "#app/services/db/schema.server.ts";
import {
  SHARE_IMAGE_WIDTH,
  servedWidths,
  type ImageFormat,
} from "./image-urls.ts";

/** Largest original accepted: far above a photo in a post, far below anything harmful. */
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
/** Longest wait for an image's download. */
const DOWNLOAD_TIMEOUT_MS = 20_000;
/** Refuses decompression bombs: a 40-megapixel image is larger than any camera's. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Downloads an image, bounded in time and size; throws on anything that is not an image. */
export async function downloadImage(url: string): Promise<Buffer> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
  });
  if (!response.ok)
    throw new Error(`image download answered ${response.status}`);
  const type = response.headers.get("content-type") ?? "";
  if (type && !/^image\//i.test(type) && !/octet-stream/i.test(type))
    throw new Error(`image download answered ${type}, not an image`);
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > MAX_SOURCE_BYTES) throw new Error("image too large");
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > MAX_SOURCE_BYTES) throw new Error("image too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  // Low efforts: the sync runs on the web servers' own cores.
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 3 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
};

/**
 * Stores an image (unless the same file is stored already) with every variant it is served in,
 * and returns how a post refers to it.
 */
export async function storeImage(
  db: Database,
  bytes: Buffer,
  alt: string,
): Promise<BlogImageRef> {
  const id = createHash("sha256").update(bytes).digest("hex");
  const [stored] = await db
    .select({ width: blogImages.width, height: blogImages.height })
    .from(blogImages)
    .where(eq(blogImages.id, id));
  if (stored) return { id, ...stored, alt };

  // Turned upright by its EXIF orientation, stripped of its metadata (camera, place).
  const source = () =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  const { width, height } = await source()
    .toBuffer({ resolveWithObject: true })
    .then(({ info }) => info);
  const variants: { width: number; format: ImageFormat }[] = [
    ...servedWidths(width).flatMap((served) =>
      (["avif", "webp"] as const).map((format) => ({ width: served, format })),
    ),
    { width: Math.min(width, SHARE_IMAGE_WIDTH), format: "jpeg" },
  ];
  const encoded: (typeof blogImageVariants.$inferInsert)[] = [];
  // One at a time: each encoder already uses every core it is given.
  for (const variant of variants)
    encoded.push({
      imageId: id,
      ...variant,
      bytes: await encoders[variant.format](
        source().resize({ width: variant.width, withoutEnlargement: true }),
      ).toBuffer(),
    });
  await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(blogImages)
      .values({ id, width, height })
      .onConflictDoNothing()
      .returning({ id: blogImages.id });
    // Stored meanwhile by another instance's sync: its variants are the same.
    if (inserted)
      await tx.insert(blogImageVariants).values(encoded).onConflictDoNothing();
  });
  return { id, width, height, alt };
}

/** Downloads and stores an image (the sync's copy of a Notion file). */
export async function copyImage(
  db: Database,
  url: string,
  alt: string,
): Promise<BlogImageRef> {
  return storeImage(db, await downloadImage(url), alt);
}

/** One stored variant's bytes, or undefined. */
export async function readImageVariant(
  db: Database,
  id: string,
  width: number,
  format: ImageFormat,
): Promise<Buffer | undefined> {
  const [variant] = await db
    .select({ bytes: blogImageVariants.bytes })
    .from(blogImageVariants)
    .where(
      and(
        eq(blogImageVariants.imageId, id),
        eq(blogImageVariants.width, width),
        eq(blogImageVariants.format, format),
      ),
    );
  return variant?.bytes;
}
