import { describe, expect, it } from "vitest";
import { bucketBounds, bucketOf } from "#app/features/analytics/vitals.ts";
import {
  addDays,
  analyticsPages,
  bucketSql,
  createVisitors,
  nextBeacon,
  pickWeighted,
  reportCases,
  seedEventsSql,
  seededRandom,
  siteToday,
  visitorAddress,
  weightedSlots,
  type BeaconEvent,
} from "./bench-analytics-lib.ts";
import { parseBenchArgs } from "./bench-lib.ts";

describe("weightedSlots", () => {
  it("repeats each index in proportion to its weight", () => {
    expect(weightedSlots([1, 3], 4)).toEqual([1, 2, 2, 2]);
    const slots = weightedSlots([55, 38, 7], 100);
    expect(slots).toHaveLength(100);
    expect(slots.filter((slot) => slot === 3)).toHaveLength(7);
  });
});

describe("pickWeighted", () => {
  it("picks by cumulative weight", () => {
    const items = [
      { id: "a", weight: 1 },
      { id: "b", weight: 3 },
    ];
    expect(pickWeighted(items, 0).id).toBe("a");
    expect(pickWeighted(items, 0.24).id).toBe("a");
    expect(pickWeighted(items, 0.25).id).toBe("b");
    expect(pickWeighted(items, 0.999).id).toBe("b");
  });
});

describe("visitorAddress", () => {
  it("gives every simulated visitor an address of its own", () => {
    const addresses = new Set(
      Array.from({ length: 50_000 }, (_, visitor) => visitorAddress(visitor)),
    );
    expect(addresses.size).toBe(50_000);
    expect(visitorAddress(258)).toMatch(/^\d+\.1\.2\.\d+$/);
  });
});

describe("nextBeacon", () => {
  it("sends a visit's beacons as the site's script does: 1 to 3 events each", () => {
    const random = seededRandom(1);
    const visitors = createVisitors(200, random);
    const beacons: BeaconEvent[][] = [];
    for (let round = 0; round < 20; round++)
      for (const visitor of visitors)
        beacons.push(nextBeacon(visitor, "http://127.0.0.1:3000", random));
    const paths = new Set(analyticsPages.map((page) => page.path));
    for (const beacon of beacons) {
      expect(beacon.length).toBeGreaterThanOrEqual(1);
      expect(beacon.length).toBeLessThanOrEqual(3);
      for (const event of beacon) {
        expect(paths.has(new URL(event.url, "http://x").pathname)).toBe(true);
        if (event.type === "vital") {
          expect(["LCP", "INP", "CLS"]).toContain(event.name);
          expect(event.value).toBeGreaterThanOrEqual(0);
        }
      }
    }
    const events = beacons.flat();
    const vitals = events.filter((event) => event.type === "vital");
    const loads = events.filter((event) => event.load);
    // Each visit starts with a load; some arrive from a campaign.
    expect(loads.length).toBeGreaterThan(beacons.length / 5);
    expect(loads.some((event) => event.url.includes("utm_campaign="))).toBe(
      true,
    );
    expect(loads.some((event) => event.referrer?.startsWith("https://"))).toBe(
      true,
    );
    expect(vitals.length / events.length).toBeGreaterThan(0.2);
    expect(vitals.length / events.length).toBeLessThan(0.6);
  });

  it("keeps a visitor on one device", () => {
    const random = seededRandom(2);
    const [visitor] = createVisitors(1, random);
    const devices = new Set(
      Array.from({ length: 30 }, () => nextBeacon(visitor!, "http://x", random))
        .flat()
        .map((event) => event.device),
    );
    expect(devices).toEqual(new Set([visitor!.device]));
  });
});

describe("report ranges", () => {
  it("end on the given day and count it", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(reportCases("2026-11-27")).toEqual([
      { label: "last 7 days", from: "2026-11-21", to: "2026-11-27", days: 7 },
      { label: "last 28 days", from: "2026-10-31", to: "2026-11-27", days: 28 },
      { label: "last 90 days", from: "2026-08-30", to: "2026-11-27", days: 90 },
      {
        label: "last 12 months",
        from: "2025-11-28",
        to: "2026-11-27",
        days: 365,
      },
    ]);
  });

  it("count days in the site's zone", () => {
    // 03:00 UTC is still the evening before in Washington.
    expect(siteToday(new Date("2026-11-27T03:00:00Z"))).toBe("2026-11-26");
  });
});

describe("seed SQL", () => {
  it("numbers the raw events it inserts", () => {
    const text = seedEventsSql("2026-11-27", 1_000_000, 2_000_000);
    expect(text).toContain("generate_series(1000000, 1999999)");
    expect(text).toContain("date '2026-11-27' - 89");
  });

  it("buckets a vital as the app does, by the number of bounds below it", () => {
    // width_bucket(-value, negated ascending bounds) = bounds at least the value.
    for (const metric of ["LCP", "INP", "CLS"] as const) {
      const bounds = bucketBounds[metric];
      for (const value of [0, bounds[0]!, bounds[2]! + 1e-6, 1e9]) {
        const atLeast = bounds.filter((bound) => bound >= value).length;
        expect(bounds.length - atLeast).toBe(bucketOf(metric, value));
      }
    }
    expect(bucketSql("metric", "value")).toContain(
      "when 'LCP' then 13 - width_bucket(-value",
    );
  });
});

describe("parseBenchArgs: analytics", () => {
  it("runs both halves, or the one named", () => {
    expect(parseBenchArgs(["--analytics"]).analytics).toEqual([
      "ingest",
      "report",
    ]);
    expect(parseBenchArgs(["--analytics-ingest"]).analytics).toEqual([
      "ingest",
    ]);
    expect(parseBenchArgs(["--analytics-report", "--plans"])).toMatchObject({
      analytics: ["report"],
      plans: true,
    });
  });

  it("refuses plans without the report, and other modes beside it", () => {
    expect(() => parseBenchArgs(["--analytics-ingest", "--plans"])).toThrow(
      /--plans/,
    );
    expect(() => parseBenchArgs(["--analytics", "--team"])).toThrow(
      /exclude each other/,
    );
  });
});
