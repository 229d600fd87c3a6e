import http from "node:http";
import { expect, test } from "./fixtures.ts";
import { fieldMessages } from "./schema-messages.ts";
import { sitePort } from "./ports.ts";
import { auditMessages } from "#app/content/free-audit.ts";
import { LeadSchema } from "#app/features/lead/schema.ts";
import { AUDIT_SOURCE } from "#app/lib/form-names.ts";

/** The submission endpoints through the real server: Express, React Router and the database. */
const lead = {
  name: "Gloria Nunez",
  email: "gloria@nunezcleaning.example",
  phone: "(571) 555-0134",
  company: "Nunez Cleaning Services",
  website: "",
  businessType: "Home Services",
  goals: "Book more recurring house cleaning clients in Fairfax",
  source: AUDIT_SOURCE,
};

test.describe("submission endpoints", () => {
  test("store a lead and answer 201, never cached", async ({ request }) => {
    const response = await request.post("/api/leads", { data: lead });
    expect(response.status()).toBe(201);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.json()).toEqual({
      success: true,
      message: auditMessages.success,
    });
  });

  test("refuse bad input with the spec's messages", async ({ request }) => {
    const bad = { ...lead, email: "gloria@", businessType: "" };
    const response = await request.post("/api/leads", { data: bad });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      message: "Please correct the highlighted fields.",
      errors: fieldMessages(LeadSchema, bad, ["email", "businessType"]),
    });
  });

  test("refuse other methods, other content types and other sites", async ({
    request,
    baseURL,
  }) => {
    const get = await request.get("/api/contact");
    expect(get.status()).toBe(405);
    expect(get.headers()["allow"]).toBe("POST");

    const form = await request.post("/api/support", {
      form: { name: "A", email: "a@b.example" },
    });
    expect(form.status()).toBe(415);

    const foreign = await request.post("/api/newsletter", {
      data: { email: "a@b.example" },
      headers: { Origin: "https://elsewhere.example" },
    });
    expect(foreign.status()).toBe(403);

    const own = await request.post("/api/newsletter", {
      data: { email: "owner@ownsite.example" },
      headers: { Origin: baseURL! },
    });
    expect(own.status()).toBe(200);
  });
});

test.describe("bodies over the limit, through Node's own fetch", () => {
  /** A body of `size` bytes sent in chunks, without a declared length. */
  const chunked = (size: number) => {
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= size) return controller.close();
        const length = Math.min(16_384, size - sent);
        sent += length;
        controller.enqueue(new Uint8Array(length).fill(120));
      },
    });
  };

  for (const size of [40_000, 2_000_000])
    test(`a ${size}-byte body answers 413, chunked or declared, and the next request on the connection is served`, async ({
      baseURL,
    }) => {
      const post = (body: BodyInit) =>
        fetch(`${baseURL}/api/leads`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body,
          duplex: "half",
        } as RequestInit);
      for (const body of [chunked(size), "x".repeat(size)]) {
        const response = await post(body);
        expect(response.status).toBe(413);
        expect(await response.json()).toEqual({
          message: "The submission is too large.",
        });
        // Fetch reuses its connections: the answer must not leave this one half-read.
        expect((await fetch(`${baseURL}/api/health`)).status).toBe(200);
      }
    });
});

test("methods the site does not serve answer 405, never 500", async ({
  baseURL,
}) => {
  // Fetch itself refuses TRACE: the request goes out through node:http.
  const send = (method: string, path: string) =>
    new Promise<{ status: number; allow?: string; body: string }>(
      (resolve, reject) => {
        const request = http.request(
          new URL(path, baseURL),
          { method },
          (response) => {
            let body = "";
            response.on("data", (chunk: Buffer) => (body += String(chunk)));
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                allow: response.headers.allow,
                body,
              }),
            );
          },
        );
        request.on("error", reject);
        request.end();
      },
    );
  for (const method of ["TRACE", "PROPFIND", "PURGE"])
    for (const path of ["/", "/api/leads", "/api/health", "/no-such-page"]) {
      const answer = await send(method, path);
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.allow).toBe("GET, HEAD, POST");
      expect(answer.body).toBe("Method Not Allowed");
    }
});

test("malformed addresses answer 400 or 404 with a clear message, never 5xx", async ({
  baseURL,
}) => {
  // node:http sends each path exactly as written, without a client's normalisation.
  const get = (path: string) =>
    new Promise<{ status: number; type?: string; body: string }>(
      (resolve, reject) => {
        const { hostname, port } = new URL(baseURL!);
        const request = http.get(
          { hostname, port, path, headers: { Accept: "text/html" } },
          (response) => {
            let body = "";
            response.on("data", (chunk: Buffer) => (body += String(chunk)));
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                type: response.headers["content-type"],
                body,
              }),
            );
          },
        );
        request.on("error", reject);
      },
    );
  const answers: Record<string, number> = {
    "/%": 400,
    "/blog/%": 400,
    "/blog/%E0%A4%A": 400,
    "/api/%": 400,
    "/api/blog/posts/%": 400,
    "/api/blog/posts/%E0%A4%A": 400,
    "/api/blog/posts/%00": 404,
    "/api/blog/posts?category=%00": 400,
    "/api/blog/posts?category=%E0%A4%A": 400,
    "/api/blog/posts?cursor=%": 400,
    "/api/blog/posts?limit=%": 400,
    "/blog/%00": 404,
    "/blog/images/%00": 404,
    "/blog?category=%00": 404,
    "/blog?category=%": 404,
    "/blog?page=%": 404,
    "/blog?page=99999999999999999999": 404,
    [`/blog?category=${"a".repeat(5000)}`]: 404,
    [`/blog/${"a".repeat(5000)}`]: 404,
  };
  for (const [path, status] of Object.entries(answers)) {
    const answer = await get(path);
    expect(answer.status, path.slice(0, 60)).toBe(status);
    if (path.startsWith("/api/"))
      expect(JSON.parse(answer.body).message, path).toEqual(expect.any(String));
    else if (status === 400)
      expect(answer.body, path).toContain("This address cannot be read");
    // An image's address answers an image or nothing: no page to show.
    else if (!path.startsWith("/blog/images/"))
      expect(answer.body, path).toContain("Not Found");
  }
});

test("every answer has one Cache-Control, a Permissions-Policy and no X-Frame-Options", async ({
  request,
}) => {
  for (const path of [
    "/",
    "/about?ref=x",
    "/api/health",
    "/sitemap.xml",
    "/robots.txt",
    "/no-such-page",
  ]) {
    const response = await request.get(path);
    const headers = response.headersArray();
    const named = (name: string) =>
      headers.filter((header) => header.name.toLowerCase() === name);
    expect(named("cache-control"), path).toHaveLength(1);
    expect(named("permissions-policy")[0]?.value, path).toContain("camera=()");
    // The Content-Security-Policy's frame-ancestors 'none' forbids framing.
    expect(named("x-frame-options"), path).toHaveLength(0);
  }
});

test("another spelling of a page's address is sent to the page", async ({
  request,
}) => {
  for (const [from, to] of [
    ["/pricing/", "/pricing"],
    ["/PRICING", "/pricing"],
    ["/Web-Tools/?category=seo", "/web-tools?category=seo"],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()["location"]).toBe(to);
  }
});

test("a keep-alive connection left idle longer than Node's 5 s default still answers its next request", async () => {
  test.setTimeout(60_000);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
      const request = http.get(
        `http://127.0.0.1:${sitePort}/api/health`,
        { agent },
        (response) => {
          response.resume();
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              socket: request.socket,
            }),
          );
        },
      );
      request.on("error", reject);
    });
  try {
    const first = await get();
    expect(first.status).toBe(200);
    // Idle past the old default: a server that had closed the connection would make the agent
    // open a new one, or answer the reused one with a reset.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const second = await get();
    expect(second.status).toBe(200);
    expect(second.socket).toBe(first.socket);
  } finally {
    agent.destroy();
  }
});
