/**
 * `GET /api/blog/posts` and `GET /api/blog/posts/{slug}` (spec §7): published posts, newest
 * first, a page at a time by cursor. Answers carry an ETag made from the blog's version, which
 * every sync changes: a CDN or a browser may keep them and revalidate (`no-cache`), and gets a
 * cheap 304 until the posts change.
 */
import { createHash } from "node:crypto";
import { blogPostPage, blogUnavailable } from "#app/content/blog.ts";
import {
  decodeAddressPart,
  isPlainParameter,
  MAX_PARAMETER_LENGTH,
  queryParameters,
} from "#app/lib/address-parts.ts";
import type { ApiAnswer, ApiRequest } from "#app/services/api.server.ts";
import {
  databaseErrorCode,
  getDatabase,
  type Database,
} from "#app/services/db/client.server.ts";
import { getLogger } from "#app/services/logger.server.ts";
import {
  blogVersion,
  decodeCursor,
  getPost,
  listPosts,
  POSTS_PER_PAGE,
} from "./posts.server.ts";

const MAX_LIMIT = 50;
const CACHE_CONTROL = "public, no-cache";

const methodNotAllowed: ApiAnswer = {
  status: 405,
  body: { message: "Use GET to read the blog." },
  headers: { Allow: "GET, HEAD" },
};

/** What a request the API cannot read is told. */
const messages = {
  malformedQuery: "The address's query is not valid percent-encoded text.",
  malformedPath: "The post's address is not valid percent-encoded text.",
  limit: `The limit must be a whole number from 1 to ${MAX_LIMIT}.`,
  category: `The category must be plain text of at most ${MAX_PARAMETER_LENGTH} characters.`,
};

const badRequest = (message: string): ApiAnswer => ({
  status: 400,
  body: { message },
});

/**
 * The answer of `produce` with its ETag (the blog's version and the request), or 304 when the
 * client already holds it; 503 when the database cannot answer.
 */
async function cachedAnswer(
  request: ApiRequest,
  db: Database,
  produce: () => Promise<ApiAnswer>,
): Promise<ApiAnswer> {
  try {
    const version = await blogVersion(db);
    const etag = `"${createHash("sha1").update(`${version} ${request.url}`).digest("base64url")}"`;
    const headers = { ETag: etag, "Cache-Control": CACHE_CONTROL };
    const held = request.header("if-none-match");
    if (
      held &&
      held.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, "") === etag)
    )
      return { status: 304, body: undefined, headers };
    const answer = await produce();
    return { ...answer, headers: { ...headers, ...answer.headers } };
  } catch (error) {
    getLogger().error(
      { code: databaseErrorCode(error) },
      "blog API could not read the posts",
    );
    return { status: 503, body: { message: blogUnavailable } };
  }
}

export async function answerPostList(
  request: ApiRequest,
  db: Database = getDatabase().db,
): Promise<ApiAnswer> {
  if (request.method !== "GET" && request.method !== "HEAD")
    return methodNotAllowed;
  const query = queryParameters(request.url);
  if (!query) return badRequest(messages.malformedQuery);
  const cursorText = query.get("cursor");
  const cursor = cursorText ? decodeCursor(cursorText) : undefined;
  if (cursorText && !cursor)
    return badRequest("The cursor is not one this list gave out.");
  const limitText = query.get("limit");
  const limit = limitText === null ? POSTS_PER_PAGE : Number(limitText);
  if (
    (limitText !== null && !/^\d{1,2}$/.test(limitText)) ||
    limit < 1 ||
    limit > MAX_LIMIT
  )
    return badRequest(messages.limit);
  const category = query.get("category") || undefined;
  // Checked before the query: PostgreSQL refuses a NUL with an error, not an empty list.
  if (category !== undefined && !isPlainParameter(category))
    return badRequest(messages.category);
  return cachedAnswer(request, db, async () => ({
    status: 200,
    body: await listPosts(db, { category, cursor, limit }),
  }));
}

export async function answerPost(
  request: ApiRequest,
  db: Database = getDatabase().db,
): Promise<ApiAnswer> {
  if (request.method !== "GET" && request.method !== "HEAD")
    return methodNotAllowed;
  const path = new URL(request.url, "http://localhost").pathname;
  const slug = decodeAddressPart(path.slice(path.lastIndexOf("/") + 1));
  if (slug === undefined) return badRequest(messages.malformedPath);
  return cachedAnswer(request, db, async () => {
    const post = await getPost(db, slug);
    return post
      ? { status: 200, body: { post } }
      : {
          status: 404,
          body: {
            message: `${blogPostPage.notFoundTitle}: ${blogPostPage.notFoundText}`,
          },
        };
  });
}
