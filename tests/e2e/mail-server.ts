/**
 * The browser suite's mail server: a real SMTP server (the site's SMTP_URL points at it) that
 * keeps every message, and a small HTTP server through which tests read them:
 * `GET /messages?to=address` answers the messages sent to that address as JSON.
 *
 *   SMTP_PORT=3211 HTTP_PORT=3212 node tests/e2e/mail-server.ts
 */
import http from "node:http";
import { startSmtpServer } from "#app/services/smtp-test-server.server.ts";

const smtp = await startSmtpServer({ port: Number(process.env.SMTP_PORT) });

/** A message's text as written: quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  if (url.pathname !== "/messages") {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get("to")?.toLowerCase();
  const messages = smtp.received
    .filter((mail) => !to || mail.to.includes(to))
    .map((mail) => ({ ...mail, raw: decoded(mail.raw) }));
  response.writeHead(200, { "Content-Type": "application/json" });
  response.end(JSON.stringify(messages));
});
server.listen(Number(process.env.HTTP_PORT), "127.0.0.1");

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    server.close();
    void smtp.close().then(() => process.exit(0));
  });
