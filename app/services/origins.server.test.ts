/**
 * The one origin rule of every state-changing request: the site's own origin, ALLOWED_ORIGINS,
 * and a copy reached at a loopback address posting to itself; anything else is refused and
 * logged with what would allow it.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "#app/content/site.ts";
import { getLogger } from "#app/services/logger.server.ts";
import {
  accountLinkOrigin,
  originAllowed,
} from "#app/services/origins.server.ts";

const SITE_ORIGIN = new URL(site.url).origin;
const SITE_HOST = new URL(site.url).host;
const configured = [SITE_ORIGIN, "https://staging.example.com"];

afterEach(() => {
  vi.restoreAllMocks();
});

describe("originAllowed", () => {
  it("accepts the site's own origin and ALLOWED_ORIGINS, whatever the Host", () => {
    for (const host of [SITE_HOST, "localhost:3000", "10.0.0.7:3000"]) {
      expect(originAllowed({ origin: SITE_ORIGIN, host }, configured)).toBe(
        true,
      );
      expect(
        originAllowed(
          { origin: "https://staging.example.com", host },
          configured,
        ),
      ).toBe(true);
    }
  });

  it("accepts a page of a copy reached at a loopback address posting to itself", () => {
    for (const host of [
      "localhost:3000",
      "127.0.0.1:3310",
      "[::1]:3000",
      "localhost",
    ])
      expect(
        originAllowed({ origin: `http://${host}`, host }, configured),
        host,
      ).toBe(true);
  });

  it("refuses a loopback origin sent to the site at its real domain", () => {
    expect(
      originAllowed(
        { origin: "http://localhost:3000", host: SITE_HOST },
        configured,
      ),
    ).toBe(false);
  });

  it("refuses foreign origins, even posting to a loopback address", () => {
    for (const [origin, host] of [
      ["https://evil.example", "localhost:3000"],
      ["https://evil.example", SITE_HOST],
      // Another port or scheme on the same machine is another site.
      ["http://localhost:4000", "localhost:3000"],
      ["https://localhost:3000", "localhost:3000"],
      ["http://127.0.0.1:3000", "localhost:3000"],
      // Not a loopback host: the Host header is whatever the client wrote.
      ["http://evil.example", "evil.example"],
      ["http://localhost.evil.example:3000", "localhost.evil.example:3000"],
      ["null", "localhost:3000"],
    ])
      expect(originAllowed({ origin, host }, configured), origin).toBe(false);
  });

  it("lets a request without Origin through: no page can forge one", () => {
    expect(
      originAllowed({ origin: undefined, host: SITE_HOST }, configured),
    ).toBe(true);
  });

  it("logs a refusal with the origin and host it saw and what to set", () => {
    const warn = vi.spyOn(getLogger(), "warn").mockImplementation(() => {});
    originAllowed(
      { origin: "http://192.168.1.20:3000", host: "192.168.1.20:3000" },
      configured,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    const [fields, message] = warn.mock.calls[0] as unknown as [
      Record<string, unknown>,
      string,
    ];
    expect(fields).toMatchObject({
      origin: "http://192.168.1.20:3000",
      host: "192.168.1.20:3000",
    });
    expect(message).toContain("SITE_URL");
    expect(message).toContain("ALLOWED_ORIGINS");
  });
});

describe("accountLinkOrigin", () => {
  it("is SITE_URL, but for a copy reached at a loopback address, whose own origin it is", () => {
    expect(accountLinkOrigin({ origin: SITE_ORIGIN, host: SITE_HOST })).toBe(
      site.url,
    );
    expect(
      accountLinkOrigin({
        origin: "http://localhost:3000",
        host: "localhost:3000",
      }),
    ).toBe("http://localhost:3000");
    // A forged Host never chooses where a link leads.
    expect(
      accountLinkOrigin({
        origin: "http://evil.example",
        host: "evil.example",
      }),
    ).toBe(site.url);
    expect(
      accountLinkOrigin({ origin: "http://localhost:3000", host: SITE_HOST }),
    ).toBe(site.url);
    expect(
      accountLinkOrigin({ origin: undefined, host: "localhost:3000" }),
    ).toBe(site.url);
  });
});
