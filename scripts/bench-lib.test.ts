import { describe, expect, it } from "vitest";
import {
  aimMisses,
  benchRoutes,
  floorPageHtml,
  formatBytes,
  formatTable,
  loadStats,
  median,
  medianMetrics,
  medianRunIndex,
  metricsFromResult,
  percentile,
  scriptTransferBytes,
  type LighthouseResultLike,
  type PageMetrics,
} from "./bench-lib.ts";

function metrics(overrides: Partial<PageMetrics>): PageMetrics {
  return {
    performance: 100,
    lcpMs: 1000,
    tbtMs: 0,
    cls: 0,
    jsBytes: 0,
    ...overrides,
  };
}

function lighthouseResult(
  overrides: Partial<LighthouseResultLike> = {},
): LighthouseResultLike {
  return {
    categories: { performance: { score: 0.97 } },
    audits: {
      "largest-contentful-paint": { numericValue: 1234.5 },
      "total-blocking-time": { numericValue: 40 },
      "cumulative-layout-shift": { numericValue: 0.012 },
      "resource-summary": {
        details: {
          items: [
            { resourceType: "total", transferSize: 150_000 },
            { resourceType: "script", transferSize: 112_640 },
          ],
        },
      },
    },
    ...overrides,
  };
}

describe("benchRoutes", () => {
  it("expects 200 from every public page and 404 from one unknown path, last", () => {
    expect(benchRoutes([{ path: "/" }, { path: "/pricing" }])).toEqual([
      { path: "/", expectedStatus: 200 },
      { path: "/pricing", expectedStatus: 200 },
      { path: "/this-page-does-not-exist", expectedStatus: 404 },
    ]);
  });
});

describe("median", () => {
  it("takes the middle value of an odd count and the mean of the two middles of an even one", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("refuses an empty list", () => {
    expect(() => median([])).toThrow();
  });
});

describe("medianRunIndex", () => {
  it("picks the run whose performance score is the median", () => {
    const runs = [
      metrics({ performance: 99 }),
      metrics({ performance: 80 }),
      metrics({ performance: 95 }),
    ];
    expect(medianRunIndex(runs)).toBe(2);
  });

  it("keeps the earlier run on a tie and takes the lower middle of an even count", () => {
    expect(
      medianRunIndex([
        metrics({ performance: 90 }),
        metrics({ performance: 90 }),
        metrics({ performance: 90 }),
      ]),
    ).toBe(1);
    expect(
      medianRunIndex([
        metrics({ performance: 70 }),
        metrics({ performance: 60 }),
      ]),
    ).toBe(1);
  });
});

describe("medianMetrics", () => {
  it("reports the median run's score and each metric's own median", () => {
    const runs = [
      metrics({ performance: 99, lcpMs: 900, tbtMs: 10, cls: 0, jsBytes: 100 }),
      metrics({
        performance: 80,
        lcpMs: 2000,
        tbtMs: 300,
        cls: 0.2,
        jsBytes: 100,
      }),
      metrics({
        performance: 95,
        lcpMs: 1100,
        tbtMs: 0,
        cls: 0.01,
        jsBytes: 120,
      }),
    ];
    expect(medianMetrics(runs)).toEqual({
      performance: 95,
      lcpMs: 1100,
      tbtMs: 10,
      cls: 0.01,
      jsBytes: 100,
    });
  });
});

describe("scriptTransferBytes", () => {
  it("reads the script row of resource-summary", () => {
    expect(scriptTransferBytes(lighthouseResult().audits)).toBe(112_640);
  });

  it("falls back to the script requests of network-requests", () => {
    const audits = {
      "network-requests": {
        details: {
          items: [
            { resourceType: "Document", transferSize: 5000 },
            { resourceType: "Script", transferSize: 1000 },
            { resourceType: "Script", transferSize: 2500 },
          ],
        },
      },
    };
    expect(scriptTransferBytes(audits)).toBe(3500);
  });

  it("counts zero when the page loads no script", () => {
    expect(
      scriptTransferBytes({ "resource-summary": { details: { items: [] } } }),
    ).toBe(0);
  });
});

describe("metricsFromResult", () => {
  it("converts the score to 0-100 and reads the metric audits", () => {
    expect(metricsFromResult(lighthouseResult())).toEqual({
      performance: 97,
      lcpMs: 1234.5,
      tbtMs: 40,
      cls: 0.012,
      jsBytes: 112_640,
    });
  });

  it("throws Lighthouse's runtime error", () => {
    const failed = lighthouseResult({
      runtimeError: {
        code: "ERRORED_DOCUMENT_REQUEST",
        message: "Status code: 500",
      },
    });
    expect(() => metricsFromResult(failed)).toThrow(/ERRORED_DOCUMENT_REQUEST/);
  });

  it("throws when the score is missing", () => {
    expect(() =>
      metricsFromResult(
        lighthouseResult({ categories: { performance: { score: null } } }),
      ),
    ).toThrow();
  });
});

describe("aimMisses", () => {
  it("is empty for a page at the aims", () => {
    expect(aimMisses(metrics({ performance: 98, lcpMs: 1500 }), 1000)).toEqual(
      [],
    );
  });

  it("names each aim a page misses", () => {
    expect(aimMisses(metrics({ performance: 97, lcpMs: 1600 }), 1000)).toEqual([
      "performance 97 < 98",
      "LCP 1.60x of floor > 1.5x",
    ]);
  });
});

describe("percentile and loadStats", () => {
  it("uses the nearest rank", () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it("computes throughput over the run's duration", () => {
    expect(loadStats([3, 1, 2, 4], 1, 2000)).toEqual({
      requests: 4,
      errors: 1,
      requestsPerSecond: 2,
      p50Ms: 2,
      p99Ms: 4,
    });
  });
});

describe("formatting", () => {
  it("aligns the first column left and the others right", () => {
    expect(
      formatTable(
        ["route", "LCP"],
        [
          ["/", "900"],
          ["/pricing", "1200"],
        ],
      ),
    ).toBe(
      [
        "route      LCP",
        "--------  ----",
        "/          900",
        "/pricing  1200",
      ].join("\n"),
    );
  });

  it("prints bytes below 1 KiB as bytes and larger sizes in KiB", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(112_640)).toBe("110.0 KiB");
  });
});

describe("floorPageHtml", () => {
  it("is one static document: inline CSS, a heading and a paragraph, no script or external resource", () => {
    const html = floorPageHtml();
    expect(html).toMatch(/<style>/);
    expect(html).toMatch(/<h1>/);
    expect(html).toMatch(/<p>/);
    expect(html).not.toMatch(/<script|<link|src=/i);
  });
});
