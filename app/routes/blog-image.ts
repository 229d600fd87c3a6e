import { data } from "react-router";
import type { Route } from "./+types/blog-image";
import { parseImageFile } from "#app/features/blog/image-urls.ts";
import { readImageVariant } from "#app/features/blog/images.server.ts";
import { getDatabase } from "#app/services/db/client.server.ts";
import { readForPage } from "#app/services/page-data.server.ts";

const contentTypes = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
} as const;

/**
 * `/blog/images/{id}-{width}.{format}`: an image of the blog, from the database. Its address
 * names its content (a hash), so it never changes: cached for a year, immutable.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const file = parseImageFile(params.file);
  if (!file) throw data(null, { status: 404 });
  const bytes = await readForPage(
    () => readImageVariant(getDatabase().db, file.id, file.width, file.format),
    "read a blog image",
  );
  if (!bytes) throw data(null, { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": contentTypes[file.format],
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
