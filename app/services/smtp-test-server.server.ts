/**
 * A real SMTP server for the outbox's tests: on a free port (or `port`), keeping every message it
 * accepts, each accepted `acceptDelayMs` after it arrived (a slow mail server).
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
  subject: string;
}

export async function startSmtpServer({
  port = 0,
  acceptDelayMs = 0,
}: { port?: number; acceptDelayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () =>
        setTimeout(() => {
          received.push({
            from: session.envelope.mailFrom
              ? session.envelope.mailFrom.address
              : undefined,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "",
          });
          callback();
        }, acceptDelayMs),
      );
    },
  });
  await new Promise<void>((resolve) =>
    server.listen(port, "127.0.0.1", resolve),
  );
  const address = server.server.address() as AddressInfo;
  return {
    received,
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
