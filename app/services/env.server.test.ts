import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/services/env.server.ts";

describe("TRUST_PROXY", () => {
  const trustProxy = (value: string | undefined) =>
    parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;

  it("trusts no proxy by default", () => {
    expect(trustProxy(undefined)).toBe(0);
    expect(trustProxy("false")).toBe(0);
  });

  it("takes a number of hops or the proxies' addresses and subnets", () => {
    expect(trustProxy("1")).toBe(1);
    expect(trustProxy("10.0.0.0/8, loopback")).toEqual([
      "10.0.0.0/8",
      "loopback",
    ]);
    expect(trustProxy("203.0.113.7,2001:db8::/32")).toEqual([
      "203.0.113.7",
      "2001:db8::/32",
    ]);
  });

  it('refuses "true", which would let every client choose its own address', () => {
    expect(() => trustProxy("true")).toThrow(
      /TRUST_PROXY: must be a number of proxy hops .* "true" would let any client choose its address/,
    );
  });

  it("refuses what is not an address", () => {
    for (const value of [
      "10.0.0.300",
      "10.0.0.0/33",
      "proxy.example",
      "1.5",
      "-1",
    ])
      expect(() => trustProxy(value), value).toThrow(/TRUST_PROXY/);
  });
});

describe("ALLOWED_ORIGINS", () => {
  const allowed = (value: string | undefined) =>
    parseEnv({ ALLOWED_ORIGINS: value }).ALLOWED_ORIGINS;

  it("is empty by default and takes a comma-separated list of origins", () => {
    expect(allowed(undefined)).toEqual([]);
    expect(
      allowed("https://staging.example.com, http://localhost:3000"),
    ).toEqual(["https://staging.example.com", "http://localhost:3000"]);
  });

  it("refuses what is not an origin", () => {
    for (const value of [
      "staging.example.com",
      "https://example.com/path",
      "https://example.com/",
    ])
      expect(() => allowed(value), value).toThrow(
        /ALLOWED_ORIGINS: .* is not an origin/,
      );
  });
});

describe("ANALYTICS_RETENTION_DAYS", () => {
  const retention = (value: string | undefined) =>
    parseEnv({ ANALYTICS_RETENTION_DAYS: value }).ANALYTICS_RETENTION_DAYS;

  it("keeps raw events 90 days by default, or the days given", () => {
    expect(retention(undefined)).toBe(90);
    expect(retention("30")).toBe(30);
  });

  it("refuses less than a day, or a part of one", () => {
    for (const value of ["0", "-5", "1.5", "ninety"])
      expect(() => retention(value), value).toThrow(/ANALYTICS_RETENTION_DAYS/);
  });
});
