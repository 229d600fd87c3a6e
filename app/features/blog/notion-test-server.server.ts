/**
 * A stand-in for the Notion API over real HTTP, for the blog sync's tests: it answers the calls
 * the sync makes (retrieve a database, query its data source, list a block's children) with the
 * API's response shapes as the SDK's types describe them, serves uploaded files the way Notion's
 * expiring file links do, and fails when told to. The builders make pages and blocks in the same
 * shapes.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type {
  BlockObjectResponse,
  DatabaseObjectResponse,
  ListBlockChildrenResponse,
  PageObjectResponse,
  QueryDataSourceResponse,
  RichTextItemResponse,
} from "@notionhq/client";

const EDITED = "2026-01-05T10:00:00.000Z";
const USER = {
  object: "user",
  id: "5a8d1c7e-2f4b-4e6a-9b3c-1d2e3f4a5b6c",
} as const;

export interface TextMarks {
  bold?: boolean;
  italic?: boolean;
  code?: boolean;
  link?: string;
}

/** A run of rich text, as Notion returns it. */
export function text(
  content: string,
  marks: TextMarks = {},
): RichTextItemResponse {
  return {
    type: "text",
    text: { content, link: marks.link ? { url: marks.link } : null },
    annotations: {
      bold: marks.bold ?? false,
      italic: marks.italic ?? false,
      strikethrough: false,
      underline: false,
      code: marks.code ?? false,
      color: "default",
    },
    plain_text: content,
    href: marks.link ?? null,
  };
}

/** A block and its children, as a page holds them. */
export interface FakeBlock {
  block: BlockObjectResponse;
  children: FakeBlock[];
}

type Content = string | RichTextItemResponse[];
const richText = (content: Content) =>
  typeof content === "string" ? [text(content)] : content;

function common(children: FakeBlock[]) {
  return {
    object: "block",
    id: randomUUID(),
    // Set when the block is put on a page.
    parent: { type: "page_id", page_id: "" },
    created_time: EDITED,
    created_by: USER,
    last_edited_time: EDITED,
    last_edited_by: USER,
    has_children: children.length > 0,
    in_trash: false,
    archived: false,
  } as const;
}

const node = (block: BlockObjectResponse, children: FakeBlock[] = []) => ({
  block,
  children,
});

/** Blocks of every type the sync reads, and a few that it skips. */
export const blocks = {
  paragraph: (content: Content, children: FakeBlock[] = []) =>
    node(
      {
        ...common(children),
        type: "paragraph",
        paragraph: {
          rich_text: richText(content),
          color: "default",
          icon: null,
        },
      },
      children,
    ),
  heading: (level: 1 | 2 | 3, content: Content) => {
    const heading = {
      rich_text: richText(content),
      color: "default",
      is_toggleable: false,
    } as const;
    const base = common([]);
    return node(
      level === 1
        ? { ...base, type: "heading_1", heading_1: heading }
        : level === 2
          ? { ...base, type: "heading_2", heading_2: heading }
          : { ...base, type: "heading_3", heading_3: heading },
    );
  },
  bulleted: (content: Content, children: FakeBlock[] = []) =>
    node(
      {
        ...common(children),
        type: "bulleted_list_item",
        bulleted_list_item: { rich_text: richText(content), color: "default" },
      },
      children,
    ),
  numbered: (content: Content, children: FakeBlock[] = []) =>
    node(
      {
        ...common(children),
        type: "numbered_list_item",
        numbered_list_item: { rich_text: richText(content), color: "default" },
      },
      children,
    ),
  /** An image uploaded to Notion: its link expires an hour after the response. */
  uploadedImage: (url: string, caption = "") =>
    node({
      ...common([]),
      type: "image",
      image: {
        type: "file",
        file: {
          url,
          expiry_time: new Date(Date.now() + 3_600_000).toISOString(),
        },
        caption: caption ? [text(caption)] : [],
      },
    }),
  externalImage: (url: string, caption = "") =>
    node({
      ...common([]),
      type: "image",
      image: {
        type: "external",
        external: { url },
        caption: caption ? [text(caption)] : [],
      },
    }),
  quote: (content: Content) =>
    node({
      ...common([]),
      type: "quote",
      quote: { rich_text: richText(content), color: "default" },
    }),
  divider: () => node({ ...common([]), type: "divider", divider: {} }),
  toggle: (content: Content, children: FakeBlock[] = []) =>
    node(
      {
        ...common(children),
        type: "toggle",
        toggle: { rich_text: richText(content), color: "default" },
      },
      children,
    ),
  code: (source: string) =>
    node({
      ...common([]),
      type: "code",
      code: { rich_text: [text(source)], caption: [], language: "typescript" },
    }),
};

/** A blog post's page; the properties are those of the blog's database. */
export interface FakePost {
  id?: string;
  title: string;
  slug?: string;
  category?: string;
  /** ISO date, or null for none. */
  publishDate?: string | null;
  excerpt?: string;
  /** Text, or the names of people (the "people" property type). */
  author?: string | { people: string[] };
  tags?: string[];
  seoTitle?: string;
  metaDescription?: string;
  published?: boolean;
  lastEditedTime?: string;
  inTrash?: boolean;
}

const textProperty = (id: string, value = "") =>
  ({ id, type: "rich_text", rich_text: value ? [text(value)] : [] }) as const;

export function notionPage(
  post: FakePost,
  dataSource = { id: randomUUID(), databaseId: randomUUID() },
): PageObjectResponse {
  const id = post.id ?? randomUUID();
  const author = post.author ?? "Dana Whitfield";
  return {
    object: "page",
    id,
    created_time: "2026-01-02T09:00:00.000Z",
    last_edited_time: post.lastEditedTime ?? EDITED,
    in_trash: post.inTrash ?? false,
    archived: post.inTrash ?? false,
    is_archived: false,
    is_locked: false,
    url: `https://www.notion.so/${id.replace(/-/g, "")}`,
    public_url: null,
    parent: {
      type: "data_source_id",
      data_source_id: dataSource.id,
      database_id: dataSource.databaseId,
    },
    properties: {
      Title: { id: "title", type: "title", title: [text(post.title)] },
      Slug: textProperty("a%3Bq", post.slug),
      Category: {
        id: "b%5Dx",
        type: "select",
        select: post.category
          ? { id: randomUUID(), name: post.category, color: "blue" }
          : null,
      },
      "Publish Date": {
        id: "c%3Cd",
        type: "date",
        date:
          post.publishDate === null
            ? null
            : {
                start: post.publishDate ?? "2026-01-05",
                end: null,
                time_zone: null,
              },
      },
      Excerpt: textProperty("d%3Ee", post.excerpt ?? `About ${post.title}.`),
      Author:
        typeof author === "string"
          ? textProperty("e%40f", author)
          : {
              id: "e%40f",
              type: "people",
              people: author.people.map((name) => ({
                object: "user",
                id: randomUUID(),
                name,
                avatar_url: null,
                type: "person",
                person: {},
              })),
            },
      Tags: {
        id: "f%3Fg",
        type: "multi_select",
        multi_select: (post.tags ?? []).map((name) => ({
          id: randomUUID(),
          name,
          color: "green",
        })),
      },
      "SEO Title": textProperty("g%7Bh", post.seoTitle),
      "Meta Description": textProperty("h%7Di", post.metaDescription),
      Published: {
        id: "i%5Ej",
        type: "checkbox",
        checkbox: post.published ?? true,
      },
    },
    icon: null,
    cover: null,
    created_by: USER,
    last_edited_by: USER,
  };
}

interface FailureRule {
  method: string;
  /** Matched against the path and query string, such as `/v1/blocks/{id}/children?...`. */
  path: RegExp;
  status: number;
  headers: Record<string, string>;
  /** Never answers: the client's timeout must end the request. */
  hang: boolean;
  /** Matching requests answered normally before the rule applies. */
  skip: number;
  remaining: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  at: number;
}

const errorCodes: Record<number, string> = {
  400: "validation_error",
  401: "unauthorized",
  404: "object_not_found",
  409: "conflict_error",
  429: "rate_limited",
  500: "internal_server_error",
  502: "bad_gateway",
  503: "service_unavailable",
  504: "gateway_timeout",
};

export interface NotionTestServer {
  /** The client's `baseUrl`. */
  url: string;
  token: string;
  databaseId: string;
  dataSourceId: string;
  /** Every API request, in order (file downloads are in `downloads`). */
  requests: RecordedRequest[];
  /** The file names downloaded, in order. */
  downloads: string[];
  /** Adds a page with its blocks, or replaces it (an edit: give it a later lastEditedTime). */
  putPage(post: FakePost & { id: string }, body: FakeBlock[]): void;
  removePage(id: string): void;
  /** Serves a file as an upload of the workspace; returns the link Notion would give. */
  addFile(name: string, bytes: Buffer, contentType?: string): string;
  /** From now on every file link answers 403, as an expired Notion link does. */
  expireFiles(): void;
  /**
   * Answers `times` requests matching `method` (GET unless given) and `path`, after the first
   * `skip` of them, with an error of `status` (500 unless given), or with nothing at all when
   * `hang` is set.
   */
  fail(rule: {
    method?: string;
    path: RegExp;
    status?: number;
    headers?: Record<string, string>;
    times?: number;
    skip?: number;
    hang?: boolean;
  }): void;
  /** Forgets pages, files, failures and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

export async function startNotionTestServer(): Promise<NotionTestServer> {
  const token = "secret_test_token";
  const databaseId = randomUUID();
  const dataSourceId = randomUUID();
  const pages = new Map<string, PageObjectResponse>();
  const children = new Map<string, BlockObjectResponse[]>();
  const files = new Map<string, { bytes: Buffer; contentType: string }>();
  let filesExpired = false;
  let failures: FailureRule[] = [];
  const requests: RecordedRequest[] = [];
  const downloads: string[] = [];

  const send = (
    response: http.ServerResponse,
    status: number,
    body: object,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, {
      "content-type": "application/json; charset=utf-8",
      ...headers,
    });
    response.end(JSON.stringify(body));
  };
  const sendError = (
    response: http.ServerResponse,
    status: number,
    message: string,
    headers: Record<string, string> = {},
  ) =>
    send(
      response,
      status,
      {
        object: "error",
        status,
        code: errorCodes[status] ?? "internal_server_error",
        message,
        request_id: randomUUID(),
      },
      headers,
    );

  /** One page of a list from the position `start_cursor` names (an item's id, as Notion's). */
  function paginate<T extends { id: string }>(
    items: T[],
    startCursor: string | null | undefined,
    pageSize: number | undefined,
  ) {
    const size = Math.min(Math.max(pageSize ?? 100, 1), 100);
    const start = startCursor
      ? items.findIndex((item) => item.id === startCursor)
      : 0;
    if (start < 0) return undefined;
    const results = items.slice(start, start + size);
    const next = items[start + size];
    return { results, next_cursor: next?.id ?? null, has_more: Boolean(next) };
  }

  function attach(parentId: string, body: FakeBlock[], onPage: boolean) {
    children.set(
      parentId,
      body.map(({ block, children: nested }) => {
        attach(block.id, nested, false);
        return {
          ...block,
          parent: onPage
            ? { type: "page_id", page_id: parentId }
            : { type: "block_id", block_id: parentId },
        };
      }),
    );
  }

  const database = (): DatabaseObjectResponse => ({
    object: "database",
    id: databaseId,
    title: [text("Blog")],
    description: [],
    parent: { type: "workspace", workspace: true },
    is_inline: false,
    in_trash: false,
    archived: false,
    is_locked: false,
    created_time: "2026-01-01T08:00:00.000Z",
    last_edited_time: EDITED,
    data_sources: [{ id: dataSourceId, name: "Blog" }],
    icon: null,
    cover: null,
    url: `https://www.notion.so/${databaseId.replace(/-/g, "")}`,
    public_url: null,
  });

  function matchesFilter(page: PageObjectResponse, filter: unknown): boolean {
    if (!filter) return true;
    const { property, checkbox } = filter as {
      property?: string;
      checkbox?: { equals?: boolean };
    };
    if (!property || checkbox?.equals === undefined) return true;
    const value = page.properties[property];
    return value?.type === "checkbox" && value.checkbox === checkbox.equals;
  }

  async function readJson(request: http.IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    return raw ? JSON.parse(raw) : {};
  }

  async function answerApi(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    url: URL,
  ) {
    if (request.headers.authorization !== `Bearer ${token}`)
      return sendError(response, 401, "API token is invalid.");
    if (!request.headers["notion-version"])
      return sendError(response, 400, "Notion-Version header is missing.");

    const method = request.method ?? "GET";
    const [, , resource, id, action] = url.pathname.split("/");

    if (method === "GET" && resource === "databases" && !action) {
      if (id !== databaseId)
        return sendError(
          response,
          404,
          `Could not find database with ID: ${id}.`,
        );
      return send(response, 200, database());
    }

    if (
      method === "POST" &&
      resource === "data_sources" &&
      action === "query"
    ) {
      if (id !== dataSourceId)
        return sendError(
          response,
          404,
          `Could not find data_source with ID: ${id}.`,
        );
      const body = (await readJson(request)) as {
        filter?: unknown;
        start_cursor?: string;
        page_size?: number;
      };
      const listed = [...pages.values()].filter(
        (page) => !page.in_trash && matchesFilter(page, body.filter),
      );
      const page = paginate(listed, body.start_cursor, body.page_size);
      if (!page)
        return sendError(
          response,
          400,
          "The start_cursor provided is invalid.",
        );
      const list: QueryDataSourceResponse = {
        type: "page_or_data_source",
        page_or_data_source: {},
        object: "list",
        ...page,
      };
      return send(response, 200, list);
    }

    if (method === "GET" && resource === "blocks" && action === "children") {
      const blockChildren = id ? children.get(id) : undefined;
      if (!blockChildren)
        return sendError(response, 404, `Could not find block with ID: ${id}.`);
      const page = paginate(
        blockChildren,
        url.searchParams.get("start_cursor"),
        Number(url.searchParams.get("page_size") ?? 100),
      );
      if (!page)
        return sendError(
          response,
          400,
          "The start_cursor provided is invalid.",
        );
      const list: ListBlockChildrenResponse = {
        type: "block",
        block: {},
        object: "list",
        ...page,
      };
      return send(response, 200, list);
    }

    sendError(response, 400, `Invalid request URL: ${method} ${url.pathname}`);
  }

  function answerFile(response: http.ServerResponse, name: string) {
    downloads.push(name);
    const file = files.get(name);
    if (filesExpired || !file) {
      // What Notion's file storage answers for an expired (or wrong) signed link.
      response.writeHead(403, { "content-type": "application/xml" });
      response.end(
        "<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>",
      );
      return;
    }
    response.writeHead(200, {
      "content-type": file.contentType,
      "content-length": String(file.bytes.length),
    });
    response.end(file.bytes);
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const method = request.method ?? "GET";
    if (url.pathname.startsWith("/files/"))
      return answerFile(response, decodeURIComponent(url.pathname.slice(7)));

    requests.push({ method, path: url.pathname + url.search, at: Date.now() });
    const rule = failures.find(
      (candidate) =>
        candidate.remaining > 0 &&
        candidate.method === method &&
        candidate.path.test(url.pathname + url.search),
    );
    if (rule && rule.skip > 0) rule.skip--;
    else if (rule) {
      rule.remaining--;
      if (rule.hang) return;
      return sendError(
        response,
        rule.status,
        rule.status === 429
          ? "You have been rate limited. Please try again in a few minutes."
          : "Unexpected error occurred.",
        rule.headers,
      );
    }
    answerApi(request, response, url).catch(() => {
      if (!response.headersSent)
        sendError(response, 400, "Error parsing JSON body.");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    token,
    databaseId,
    dataSourceId,
    requests,
    downloads,
    putPage(post, body) {
      const page = notionPage(post, { id: dataSourceId, databaseId });
      pages.set(page.id, page);
      attach(page.id, body, true);
    },
    removePage(id) {
      pages.delete(id);
      children.delete(id);
    },
    addFile(name, bytes, contentType = "image/png") {
      files.set(name, { bytes, contentType });
      return `${base}/files/${encodeURIComponent(name)}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=3600&X-Amz-Signature=${randomUUID().replace(/-/g, "")}`;
    },
    expireFiles() {
      filesExpired = true;
    },
    fail({
      method = "GET",
      path,
      status = 500,
      headers = {},
      times = 1,
      skip = 0,
      hang = false,
    }) {
      failures.push({
        method,
        path,
        status,
        headers,
        hang,
        skip,
        remaining: times,
      });
    },
    reset() {
      pages.clear();
      children.clear();
      files.clear();
      filesExpired = false;
      failures = [];
      requests.length = 0;
      downloads.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
