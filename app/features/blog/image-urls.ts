/**
 * Where the blog's images are served (`/blog/images/{id}-{width}.{format}`), for the pages that
 * show them and the route that serves them.
 */
import type { BlogImageRef } from "#app/lib/blog-types.ts";

export type ImageFormat = "avif" | "webp" | "jpeg";

/** The widths images are made in, up to a post's widest column on a high-density screen. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** The JPEG for link previews and the post's share image. */
export const SHARE_IMAGE_WIDTH = 1200;

export const imageUrl = (id: string, width: number, format: ImageFormat) =>
  `/blog/images/${id}-${width}.${format}`;

/** `{id}-{width}.{format}`, as the image route reads a request. */
export function parseImageFile(
  file: string,
): { id: string; width: number; format: ImageFormat } | undefined {
  const match = /^([0-9a-f]{64})-([1-9][0-9]{1,4})\.(avif|webp|jpeg)$/.exec(
    file,
  );
  if (!match) return undefined;
  return {
    id: match[1]!,
    width: Number(match[2]),
    format: match[3] as ImageFormat,
  };
}

/** The widths an image of `width` is served at: the standard ones below it, and its own. */
export function servedWidths(width: number): number[] {
  const widths = IMAGE_WIDTHS.filter((candidate) => candidate < width);
  return [...widths, Math.min(width, IMAGE_WIDTHS.at(-1)!)];
}

/** A `srcset` of every width the image is served at, in `format`. */
export const srcSet = (image: BlogImageRef, format: ImageFormat) =>
  servedWidths(image.width)
    .map((width) => `${imageUrl(image.id, width, format)} ${width}w`)
    .join(", ");

/** The share image's URL path (JPEG). */
export const shareImagePath = (image: BlogImageRef) =>
  imageUrl(image.id, Math.min(image.width, SHARE_IMAGE_WIDTH), "jpeg");
