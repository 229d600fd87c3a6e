/** The browser suite's ports: the site, and beside it the suite's mail server (`mail-server.ts`). */
export const sitePort = Number(process.env.E2E_PORT ?? 3210);
/** SMTP, where the site sends every e-mail. */
export const smtpPort = sitePort + 1;
/** HTTP, where tests read what was sent. */
export const mailReaderPort = sitePort + 2;
export const mailReaderUrl = `http://127.0.0.1:${mailReaderPort}`;
