import http from "node:http";
import { mkdtempSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { validLead } from "#app/api/submission-fixtures.ts";
import { seedPosts } from "#app/content/blog-seed.ts";
import { createEmptyPostgresDatabase } from "#app/services/db/test-database.server.ts";
import { expect, test } from "./fixtures.ts";
import {
  expectJsonLines,
  freePort,
  startServer,
  waitForHealth,
} from "./server-process.ts";

test("the server shuts down gracefully on SIGTERM and its database opens again", async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-shutdown-"));
  const first = startServer(port, dataDir);
  await waitForHealth(`http://127.0.0.1:${port}/api/health`);
  const healthLog = () =>
    first
      .output()
      .split("\n")
      .find((line) => line.includes('"url":"/api/health"'));
  await expect.poll(healthLog).toBeTruthy();
  const logLine = healthLog()!;
  // Structured logs: one JSON object per request, without request headers.
  expect(JSON.parse(logLine)).toMatchObject({
    req: { method: "GET", url: "/api/health" },
  });
  expect(logLine).not.toContain("user-agent");

  // A client still sending its request does not hold the shutdown until it is forced (exit 1).
  const slow = connect(port, "127.0.0.1");
  slow.on("error", () => {});
  await new Promise((resolve) => slow.once("connect", resolve));
  slow.write("GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\n");
  first.child.kill("SIGTERM");
  expect(await first.exited).toBe(0);
  slow.destroy();
  expect(first.output()).toContain('"msg":"stopped"');

  // PGlite allows one process per folder: a second start works only if the first closed it.
  const second = startServer(port, dataDir);
  await waitForHealth(`http://127.0.0.1:${port}/api/health`);
  second.child.kill("SIGINT");
  expect(await second.exited).toBe(0);
});

// Prints every file the process loads, for the test below.
const recordLoads = `data:text/javascript,${encodeURIComponent(
  'import { registerHooks } from "node:module";' +
    "registerHooks({ load(url, context, nextLoad) {" +
    '  if (url.startsWith("file:")) process.stderr.write("loaded " + url + "\\n");' +
    "  return nextLoad(url, context);" +
    "} });",
)}`;

test("in production every module of the app comes from the server build, once", async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-modules-"));
  const server = startServer(port, dataDir, {
    nodeOptions: ["--import", recordLoads],
    // Business facts come from the build: a different one at run time is reported, not used.
    env: { SITE_NAME: "Another Business Name" },
  });
  await waitForHealth(`http://127.0.0.1:${port}/api/health`);
  // A page and a submission use the logger, the database, the outbox and the request context.
  // Through a proxy that TRUST_PROXY does not name: served, and reported once.
  const about = await fetch(`http://127.0.0.1:${port}/about`, {
    headers: { "X-Forwarded-For": "198.51.100.20" },
  });
  expect(about.status).toBe(200);
  expect(await about.text()).not.toContain("Another Business Name");
  const submission = await fetch(`http://127.0.0.1:${port}/api/newsletter`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: `http://127.0.0.1:${port}`,
    },
    body: JSON.stringify({ email: "modules@example.com" }),
  });
  expect(submission.status).toBe(200);
  // Refused requests are logged like the others, on one line each.
  const trace = await new Promise<number>((resolve, reject) =>
    http
      .request(`http://127.0.0.1:${port}/`, { method: "TRACE" }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on("error", reject)
      .end(),
  );
  expect(trace).toBe(405);
  expect((await fetch(`http://127.0.0.1:${port}/no-such-page`)).status).toBe(
    404,
  );
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expectJsonLines(server.output());

  expect(server.output()).toContain(
    "business facts differ from the build's; rebuild (npm start does) for them to take effect",
  );
  expect(server.output()).toContain(
    "a request came through a proxy (X-Forwarded-For) but TRUST_PROXY is 0",
  );

  const root = pathToFileURL(process.cwd()).href;
  const loaded = server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("loaded " + root + "/"))
    .map((line) => line.slice(`loaded ${root}/`.length))
    .filter((file) => !file.startsWith("node_modules/"));
  const buildDir = process.env.BUILD_DIR || "build";
  expect(loaded).toContain(`${buildDir}/server/index.js`);
  // Only the process entry and the build: no source module of the app, no second copy.
  expect(
    loaded.filter(
      (file) =>
        file !== "server/index.ts" && !file.startsWith(`${buildDir}/server/`),
    ),
  ).toEqual([]);
});

test("set up as the README says, the site takes a form from the address it prints, refuses other origins and logs why", async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  // `npm install && npm start`: nothing configured but the port and a fresh data folder.
  const server = startServer(
    port,
    mkdtempSync(path.join(tmpdir(), "site-as-started-")),
    {
      env: { HOST: undefined, ALLOWED_ORIGINS: undefined, SITE_URL: undefined },
    },
  );
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`);
    const printed = /listening on (http:\/\/\S+?)"/.exec(server.output())?.[1];
    expect(printed).toBe(`http://localhost:${port}`);
    const submit = (origin: string) =>
      fetch(`${printed}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin },
        body: JSON.stringify(validLead),
      });

    const lead = await submit(printed!);
    expect(lead.status).toBe(201);
    expect(await lead.json()).toMatchObject({ success: true });

    const foreign = await submit("https://evil.example");
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      message: "Submissions from other websites are not accepted.",
    });
    const refusal = () =>
      server
        .output()
        .split("\n")
        .find((line) => line.includes('"origin":"https://evil.example"'));
    await expect.poll(refusal).toBeTruthy();
    expect(JSON.parse(refusal()!)).toMatchObject({
      level: 40,
      host: `localhost:${port}`,
      msg: expect.stringContaining("ALLOWED_ORIGINS"),
    });
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
});

test("started while PostgreSQL is unreachable, the server serves pages, answers 503, and recovers", async () => {
  test.skip(!process.env.TEST_DATABASE_URL, "needs a PostgreSQL server");
  test.setTimeout(120_000);
  // The site reaches PostgreSQL through a port that refuses connections until the proxy opens.
  // Its database is a new one: the server's shared one may hold another version's schema.
  const proxyPort = await freePort();
  const database = await createEmptyPostgresDatabase();
  const databaseUrl = new URL(database.url);
  const upstream = {
    host: databaseUrl.hostname,
    port: Number(databaseUrl.port || 5432),
  };
  databaseUrl.hostname = "127.0.0.1";
  databaseUrl.port = String(proxyPort);
  const port = await freePort();
  const server = startServer(
    port,
    mkdtempSync(path.join(tmpdir(), "site-no-database-")),
    { env: { DATABASE_URL: databaseUrl.toString() } },
  );
  const base = `http://127.0.0.1:${port}`;
  const proxy = createServer((client) => {
    const target = connect(upstream.port, upstream.host);
    client.pipe(target).pipe(client);
    client.on("error", () => target.destroy());
    target.on("error", () => client.destroy());
  });
  try {
    await expect
      .poll(
        async () =>
          (await fetch(`${base}/api/health`).catch(() => null))?.status,
        {
          timeout: 30_000,
        },
      )
      .toBe(503);
    expect((await fetch(`${base}/about`)).status).toBe(200);
    // The blog needs the database: its error page is not kept by any cache.
    const blog = await fetch(`${base}/blog`);
    expect(blog.status).toBe(503);
    expect(blog.headers.get("cache-control")).toBe("no-store");
    const lead = await fetch(`${base}/api/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ email: "early@example.com" }),
    });
    expect(lead.status).toBe(503);
    expect(server.output()).toContain("database migration failed");

    // The database becomes reachable: the next migration attempt succeeds.
    await new Promise<void>((resolve) =>
      proxy.listen(proxyPort, "127.0.0.1", resolve),
    );
    await expect
      .poll(async () => (await fetch(`${base}/api/health`)).status, {
        timeout: 60_000,
      })
      .toBe(200);
    expect(server.child.exitCode).toBeNull();
    // Database errors too are logged on one line each.
    expectJsonLines(server.output());
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    proxy.close();
    await database.drop();
  }
});

test("killed with SIGKILL under write load, PGlite keeps every acknowledged submission", async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-kill-"));
  const base = `http://127.0.0.1:${port}`;
  const first = startServer(port, dataDir, {
    env: { RATE_LIMIT_MAX: "100000" },
  });
  await waitForHealth(`${base}/api/health`);

  // Clients keep submitting until the process dies under them.
  const acknowledged: string[] = [];
  let sent = 0;
  const client = async () => {
    for (;;) {
      const email = `owner${sent++}@killed.example`;
      try {
        const response = await fetch(`${base}/api/newsletter`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: base },
          body: JSON.stringify({ email }),
        });
        if (response.status === 200) acknowledged.push(email);
      } catch {
        return; // The server is gone.
      }
    }
  };
  const clients = Array.from({ length: 20 }, client);
  await expect
    .poll(() => acknowledged.length, { timeout: 30_000 })
    .toBeGreaterThan(100);
  first.child.kill("SIGKILL");
  await Promise.all(clients);
  await first.exited;

  // The next start recovers the folder and finds every acknowledged row.
  const second = startServer(port, dataDir);
  await waitForHealth(`${base}/api/health`);
  second.child.kill("SIGTERM");
  expect(await second.exited).toBe(0);
  const database = new PGlite(path.join(dataDir, "pglite"));
  try {
    const stored = await database.query<{ email: string }>(
      "select email from newsletter_subscribers",
    );
    const emails = new Set(stored.rows.map((row) => row.email));
    expect(acknowledged.filter((email) => !emails.has(email))).toEqual([]);
  } finally {
    await database.close();
  }
});

test("a fresh installation listens only once it is ready: the first /blog has the seed posts", async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(
    port,
    mkdtempSync(path.join(tmpdir(), "site-fresh-")),
  );
  try {
    // The first answer of each, as a load balancer and a visitor would get them.
    let health: Response | undefined;
    while (!health) {
      health = await fetch(`${base}/api/health`).catch(() => undefined);
      if (!health) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(health.status).toBe(200);
    const blog = await fetch(`${base}/blog`);
    expect(blog.status).toBe(200);
    expect(blog.headers.get("cache-control")).toBe("public, max-age=60");
    const html = await blog.text();
    for (const post of seedPosts) expect(html).toContain(`/blog/${post.slug}`);
    // No error, and no compression holding the event loop past the database's timers.
    expect(server.output()).not.toMatch(
      /migration failed|timeout expired|"level":50/,
    );
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
});

/** One HTTP/1.1 answer read off a connection: its status, headers and whether its body is whole. */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  complete: boolean;
}

/** Splits what a connection received into its answers (Content-Length or chunked bodies). */
function parseAnswers(received: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = received;
  while (rest.length > 0) {
    const headEnd = rest.indexOf("\r\n\r\n");
    if (headEnd === -1) {
      answers.push({ status: 0, headers: {}, complete: false });
      break;
    }
    const [statusLine, ...lines] = rest
      .subarray(0, headEnd)
      .toString("latin1")
      .split("\r\n");
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(":");
        return [
          line.slice(0, colon).toLowerCase(),
          line.slice(colon + 1).trim(),
        ];
      }),
    );
    let body = rest.subarray(headEnd + 4);
    let complete: boolean;
    if (headers["transfer-encoding"] === "chunked") {
      const end = body.indexOf("\r\n0\r\n\r\n");
      complete = end !== -1 || body.subarray(0, 5).toString() === "0\r\n\r\n";
      body = complete
        ? body.subarray(end === -1 ? 5 : end + 7)
        : Buffer.alloc(0);
    } else {
      const length = Number(headers["content-length"] ?? 0);
      complete = body.length >= length;
      body = body.subarray(length);
    }
    answers.push({
      status: Number(statusLine!.split(" ")[1]),
      headers,
      complete,
    });
    rest = body;
  }
  return answers;
}

for (const databaseKind of ["pglite", "postgres"] as const)
  test(`on SIGTERM under write load every request that arrived is answered (${databaseKind})`, async () => {
    test.skip(
      databaseKind === "postgres" && !process.env.TEST_DATABASE_URL,
      "needs a PostgreSQL server",
    );
    test.setTimeout(240_000);
    const database =
      databaseKind === "postgres"
        ? await createEmptyPostgresDatabase()
        : undefined;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startServer(
      port,
      mkdtempSync(path.join(tmpdir(), "site-sigterm-")),
      { env: { RATE_LIMIT_MAX: "100000", DATABASE_URL: database?.url ?? "" } },
    );
    try {
      await waitForHealth(`${base}/api/health`);
      const submission = (n: number) => {
        const body = JSON.stringify({ email: `owner${n}@sigterm.example` });
        return (
          `POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${base}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
        );
      };
      // Keep-alive connections under write load: each sends its next submission as soon as the
      // last is answered (a third of them two at a time, pipelined), until an answer says the
      // connection closes.
      let submitted = 0;
      let loading = false;
      const clients = Array.from({ length: 40 }, (_, index) => {
        const socket = connect(port, "127.0.0.1");
        const client = { index, sent: 0, received: Buffer.alloc(0), error: "" };
        const sendNext = () => {
          const requests = index % 3 === 0 ? 2 : 1;
          socket.write(
            Array.from({ length: requests }, () =>
              submission(submitted++),
            ).join(""),
          );
          client.sent += requests;
        };

        socket.on("data", (chunk: Buffer) => {
          client.received = Buffer.concat([client.received, chunk]);
          const answers = parseAnswers(client.received);
          if (
            loading &&
            answers.length === client.sent &&
            answers.every((answer) => answer.complete) &&
            answers.at(-1)!.headers.connection !== "close"
          )
            sendNext();
        });
        socket.on("error", (cause: NodeJS.ErrnoException) => {
          client.error = cause.code ?? cause.message;
        });
        const closed = new Promise<void>((resolve) =>
          socket.on("close", () => resolve()),
        );
        return { client, closed, socket, sendNext };
      });
      // Each connection is opened and answered once first, all together (an idle one closes
      // after 5 s): a busy server on PGlite can leave new connections waiting to be accepted for
      // seconds, and those are not the point here.
      await Promise.all(
        clients.map(async ({ client, socket, sendNext }) => {
          if (socket.connecting)
            await new Promise((resolve) => socket.once("connect", resolve));
          sendNext();
          await expect
            .poll(() => parseAnswers(client.received).length)
            .toBe(client.sent);
        }),
      );
      loading = true;
      for (const { sendNext } of clients) sendNext();
      await expect
        .poll(() => submitted, { timeout: 30_000 })
        .toBeGreaterThan(400);
      const stopping = Date.now();
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(Date.now() - stopping).toBeLessThan(10_000);
      await Promise.all(clients.map(({ closed }) => closed));
      for (const { client } of clients) {
        // No connection reset: every request sent got its whole answer.
        expect(client.error, `connection ${client.index}`).toBe("");
        const answers = parseAnswers(client.received);
        expect(answers, `connection ${client.index}`).toHaveLength(client.sent);
        for (const answer of answers) {
          expect(answer.complete).toBe(true);
          expect(answer.status).toBe(200);
        }
      }
      // Answers sent after the signal tell their clients that the connection closes.
      expect(
        clients.filter(
          ({ client }) =>
            parseAnswers(client.received).at(-1)?.headers.connection ===
            "close",
        ).length,
      ).toBeGreaterThan(0);
    } finally {
      server.child.kill("SIGKILL");
      await server.exited;
      await database?.drop();
    }
  });
