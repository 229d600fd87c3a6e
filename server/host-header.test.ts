import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireValidHost } from "./host-header.ts";

let port = 0;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(requireValidHost());
  // Like React Router's adapter, the handler builds the request's URL from the Host header.
  app.use((req, res) => {
    const url = new URL(req.originalUrl, `http://${req.headers.host}`);
    res.type("text/plain").send(url.href);
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(() => close());

/** Sends a raw request and returns the status line and body. */
async function raw(request: string) {
  const socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  socket.end(request);
  let text = "";
  for await (const chunk of socket) text += String(chunk);
  const [head = "", body = ""] = text.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), body };
}

describe("the Host header", () => {
  it("builds the URL from a valid host name, address or IPv6 literal", async () => {
    for (const host of [
      "example.com",
      "www.example.com:8080",
      "127.0.0.1",
      "[::1]:3000",
    ]) {
      const answer = await raw(
        `GET /contact HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status, host).toBe(200);
      expect(answer.body).toBe(`http://${host}/contact`);
    }
  });

  it("answers 400 to a Host that cannot be part of a URL", async () => {
    for (const host of ["exa%mple", "[bad", "a/b", "host:99999999", "a b"]) {
      const answer = await raw(
        `GET /api/health HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status, host).toBe(400);
      expect(answer.body).toBe("Bad Request: invalid Host header");
    }
  });

  it("answers an HTTP/1.0 health check without a Host, and refuses other paths with 400", async () => {
    const health = await raw("GET /api/health HTTP/1.0\r\n\r\n");
    expect(health.status).toBe(200);
    expect(health.body).toBe("http://localhost/api/health");

    const page = await raw("GET /contact HTTP/1.0\r\n\r\n");
    expect(page.status).toBe(400);
    expect(page.body).toBe("Bad Request: a Host header is required");
  });
});
