import { describe, expect, it } from "vitest";
import { publicPages } from "#app/content/pages.ts";
import {
  combineRounds,
  ratioOfRounds,
  aimMisses,
  benchRoutes,
  comparisonRows,
  countOf,
  cspAllowingInlineStyle,
  documentBytes,
  floorPageHtml,
  floorResponseHeaders,
  formatBytes,
  formatChange,
  formatCls,
  formatComparison,
  formatMs,
  formatScore,
  formatTable,
  inlineStyleBytes,
  layoutShiftSources,
  loadStats,
  mainThreadBreakdown,
  median,
  medianMetrics,
  medianOfDefined,
  medianRunIndex,
  menuReadyMs,
  metricsFromResult,
  pairPages,
  parseBenchArgs,
  teamSeedSql,
  percentile,
  navigationComparisonRows,
  navigationJourneys,
  journeyLabel,
  savedNavigation,
  savedBench,
  scriptTransferBytes,
  selectRoutes,
  type LighthouseResultLike,
  type PageMetrics,
  type SavedPage,
} from "./bench-lib.ts";

function metrics(overrides: Partial<PageMetrics>): PageMetrics {
  return {
    performance: 100,
    bestPractices: 100,
    fcpMs: 800,
    lcpMs: 1000,
    tbtMs: 0,
    cls: 0,
    jsBytes: 0,
    ...overrides,
  };
}

/** A result with only the audits every run has had since the benchmark began. */
function lighthouseResult(
  overrides: Partial<LighthouseResultLike> = {},
): LighthouseResultLike {
  return {
    categories: {
      performance: { score: 0.97 },
      "best-practices": { score: 0.96 },
    },
    audits: {
      "first-contentful-paint": { numericValue: 900.4 },
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

/** A result with the breakdown, the document request, the `hydrated` mark and the machine's index. */
function fullLighthouseResult(): LighthouseResultLike {
  const base = lighthouseResult();
  return {
    ...base,
    mainDocumentUrl: "http://127.0.0.1:4000/pricing",
    environment: { benchmarkIndex: 1850 },
    audits: {
      ...base.audits,
      "mainthread-work-breakdown": {
        details: {
          items: [
            { group: "scriptEvaluation", duration: 300 },
            { group: "styleLayout", duration: 120 },
            { group: "scriptParseCompile", duration: 45.5 },
            { group: "parseHTML", duration: 30 },
            { group: "paintCompositeRender", duration: 20 },
            { group: "other", duration: 80 },
          ],
        },
      },
      "network-requests": {
        details: {
          items: [
            {
              url: "http://127.0.0.1:4000/pricing",
              resourceType: "Document",
              transferSize: 18_339,
              resourceSize: 111_976,
            },
            {
              url: "http://127.0.0.1:4000/assets/entry.js",
              resourceType: "Script",
              transferSize: 40_000,
              resourceSize: 120_000,
            },
          ],
        },
      },
      "user-timings": {
        details: {
          items: [
            { name: "other", timingType: "Mark", startTime: 100 },
            { name: "hydrated", timingType: "Mark", startTime: 1450.25 },
          ],
        },
      },
      metrics: {
        details: {
          items: [
            { firstContentfulPaint: 900, observedFirstContentfulPaint: 210.25 },
          ],
        },
      },
    },
  };
}

function savedPageOf(
  label: string,
  median: Partial<PageMetrics>,
  inlineCssBytes?: number,
): SavedPage {
  return { label, median, inlineCssBytes };
}

describe("parseBenchArgs", () => {
  it("measures every route three times, with the loads, by default", () => {
    expect(parseBenchArgs([])).toEqual({
      routes: [],
      runs: 3,
      pagesOnly: false,
      writesOnly: false,
      navigationOnly: false,
      chatOnly: false,
      teamOnly: false,
      plans: false,
    });
  });

  it("reads routes, options and their values in any order", () => {
    expect(
      parseBenchArgs([
        "--pages-only",
        "/",
        "--runs",
        "1",
        "/pricing",
        "--out",
        "/tmp/bench-a.json",
      ]),
    ).toEqual({
      routes: ["/", "/pricing"],
      runs: 1,
      pagesOnly: true,
      writesOnly: false,
      navigationOnly: false,
      chatOnly: false,
      teamOnly: false,
      plans: false,
      out: "/tmp/bench-a.json",
    });
    expect(
      parseBenchArgs(["--compare", "a.json", "/tmp/b.json"]),
    ).toMatchObject({
      compare: { before: "a.json", after: "/tmp/b.json" },
      routes: [],
    });
    expect(parseBenchArgs(["--writes"]).writesOnly).toBe(true);
    expect(parseBenchArgs(["--navigation"]).navigationOnly).toBe(true);
    expect(parseBenchArgs(["--chat"]).chatOnly).toBe(true);
    expect(parseBenchArgs(["--team"]).teamOnly).toBe(true);
    expect(() => parseBenchArgs(["--team", "--chat"])).toThrow(/exclude/);
  });

  it("refuses what it cannot read", () => {
    expect(() => parseBenchArgs(["--runs", "0"])).toThrow(/--runs/);
    expect(() => parseBenchArgs(["--runs", "two"])).toThrow(/--runs/);
    expect(() => parseBenchArgs(["--out"])).toThrow(/--out needs a value/);
    expect(() => parseBenchArgs(["--compare", "a.json"])).toThrow(
      /--compare needs a value/,
    );
    expect(() => parseBenchArgs(["--out", "--pages-only"])).toThrow(
      /--out needs a value/,
    );
    expect(() => parseBenchArgs(["pricing"])).toThrow(
      /Unknown argument: pricing/,
    );
    expect(() => parseBenchArgs(["--pages-only", "--writes"])).toThrow(
      /--pages-only and --writes exclude each other/,
    );
    expect(() => parseBenchArgs(["--navigation", "--writes"])).toThrow(
      /--writes and --navigation exclude each other/,
    );
    expect(() => parseBenchArgs(["--writes", "--chat"])).toThrow(
      /--writes and --chat exclude each other/,
    );
  });
});

describe("benchRoutes", () => {
  it("expects 200 from every public page and 404 from one unknown path, last", () => {
    expect(benchRoutes([{ path: "/" }, { path: "/pricing" }])).toEqual([
      { path: "/", expectedStatus: 200 },
      { path: "/pricing", expectedStatus: 200 },
      { path: "/this-page-does-not-exist", expectedStatus: 404 },
    ]);
  });
});

describe("selectRoutes", () => {
  const routes = benchRoutes([{ path: "/" }, { path: "/pricing" }]);

  it("keeps every route when none is named, else the named ones in their usual order", () => {
    expect(selectRoutes(routes, [])).toEqual(routes);
    expect(selectRoutes(routes, ["/this-page-does-not-exist", "/"])).toEqual([
      { path: "/", expectedStatus: 200 },
      { path: "/this-page-does-not-exist", expectedStatus: 404 },
    ]);
  });

  it("refuses a path that is not a benchmarked route", () => {
    expect(() => selectRoutes(routes, ["/pricing", "/pricng"])).toThrow(
      "Not a benchmarked route: /pricng",
    );
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

describe("medianOfDefined", () => {
  it("leaves out missing values, and is undefined when all are missing", () => {
    expect(medianOfDefined([1200, undefined, 1000, 1100])).toBe(1100);
    expect(medianOfDefined([undefined, undefined])).toBeUndefined();
    expect(medianOfDefined([])).toBeUndefined();
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
    expect(medianMetrics(runs)).toStrictEqual({
      performance: 95,
      bestPractices: 100,
      fcpMs: 800,
      lcpMs: 1100,
      tbtMs: 10,
      cls: 0.01,
      jsBytes: 100,
    });
  });

  it("takes the median of an optional figure over the runs that have it", () => {
    const runs = [
      metrics({ menuReadyMs: 400, benchmarkIndex: 1800, scriptMs: 500 }),
      metrics({ benchmarkIndex: 1900, scriptMs: 700 }),
      metrics({ menuReadyMs: 600, benchmarkIndex: 2000, scriptMs: 600 }),
    ];
    expect(medianMetrics(runs)).toMatchObject({
      menuReadyMs: 500,
      benchmarkIndex: 1900,
      scriptMs: 600,
    });
    expect(medianMetrics([metrics({})])).not.toHaveProperty("menuReadyMs");
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

describe("mainThreadBreakdown", () => {
  it("adds evaluation and parse-compile into script and reads style+layout and HTML parsing", () => {
    expect(mainThreadBreakdown(fullLighthouseResult().audits)).toEqual({
      scriptMs: 345.5,
      styleLayoutMs: 120,
      parseHtmlMs: 30,
    });
  });

  it("counts zero for a kind of work the page did not do", () => {
    expect(
      mainThreadBreakdown({
        "mainthread-work-breakdown": {
          details: { items: [{ group: "other", duration: 12 }] },
        },
      }),
    ).toEqual({ scriptMs: 0, styleLayoutMs: 0, parseHtmlMs: 0 });
  });

  it("is undefined without the audit", () => {
    expect(mainThreadBreakdown(lighthouseResult().audits)).toBeUndefined();
  });
});

describe("documentBytes", () => {
  it("reads the main document's transfer and decoded sizes", () => {
    expect(documentBytes(fullLighthouseResult())).toEqual({
      htmlTransferBytes: 18_339,
      htmlBytes: 111_976,
    });
  });

  it("takes the document at the main URL, else the first document", () => {
    const frame = {
      url: "http://127.0.0.1:4000/frame",
      resourceType: "Document",
      transferSize: 1,
      resourceSize: 2,
    };
    const page = {
      ...frame,
      url: "http://127.0.0.1:4000/",
      transferSize: 10,
      resourceSize: 20,
    };
    const audits = {
      "network-requests": { details: { items: [frame, page] } },
    };
    expect(
      documentBytes({ audits, mainDocumentUrl: "http://127.0.0.1:4000/" }),
    ).toEqual({ htmlTransferBytes: 10, htmlBytes: 20 });
    expect(documentBytes({ audits })).toEqual({
      htmlTransferBytes: 1,
      htmlBytes: 2,
    });
  });

  it("is undefined without a document request", () => {
    expect(documentBytes(lighthouseResult())).toBeUndefined();
  });
});

describe("menuReadyMs", () => {
  it("is the observed time from the first contentful paint to the hydrated mark", () => {
    expect(menuReadyMs(fullLighthouseResult().audits)).toBe(1240);
  });

  it("is undefined when the page sets no hydrated mark", () => {
    const audits = {
      ...fullLighthouseResult().audits,
      "user-timings": { details: { items: [{ name: "other", startTime: 5 }] } },
    };
    expect(menuReadyMs(audits)).toBeUndefined();
    expect(menuReadyMs(lighthouseResult().audits)).toBeUndefined();
  });
});

describe("layoutShiftSources", () => {
  it("names each element that moved, with its share of the score", () => {
    const audits = {
      "layout-shifts": {
        details: {
          items: [
            { node: { selector: "main > section > p" }, score: 0.0031 },
            { node: { snippet: "<footer>" }, score: 0.0009 },
            { node: {}, score: 0.1 },
          ],
        },
      },
    };
    expect(layoutShiftSources(audits)).toEqual([
      "main > section > p (0.0031)",
      "<footer> (0.0009)",
    ]);
  });

  it("is empty when nothing moved or the audit is missing", () => {
    expect(layoutShiftSources(lighthouseResult().audits)).toEqual([]);
    expect(
      layoutShiftSources({ "layout-shifts": { details: { items: [] } } }),
    ).toEqual([]);
  });
});

describe("metricsFromResult", () => {
  it("converts the scores to 0-100 and reads the metric audits", () => {
    expect(metricsFromResult(lighthouseResult())).toEqual({
      performance: 97,
      bestPractices: 96,
      fcpMs: 900.4,
      lcpMs: 1234.5,
      tbtMs: 40,
      cls: 0.012,
      jsBytes: 112_640,
    });
  });

  it("reads the breakdown, the document, the menu's readiness and the machine's index when there", () => {
    expect(metricsFromResult(fullLighthouseResult())).toEqual({
      performance: 97,
      bestPractices: 96,
      fcpMs: 900.4,
      lcpMs: 1234.5,
      tbtMs: 40,
      cls: 0.012,
      scriptMs: 345.5,
      styleLayoutMs: 120,
      parseHtmlMs: 30,
      htmlTransferBytes: 18_339,
      htmlBytes: 111_976,
      jsBytes: 112_640,
      menuReadyMs: 1240,
      benchmarkIndex: 1850,
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

  it("throws when a score is missing", () => {
    expect(() =>
      metricsFromResult(
        lighthouseResult({
          categories: {
            performance: { score: null },
            "best-practices": { score: 1 },
          },
        }),
      ),
    ).toThrow(/performance score/);
    expect(() =>
      metricsFromResult(
        lighthouseResult({ categories: { performance: { score: 1 } } }),
      ),
    ).toThrow(/best-practices score/);
  });
});

describe("aimMisses", () => {
  it("is empty for a page at the aims", () => {
    expect(
      aimMisses(
        metrics({
          performance: 95,
          bestPractices: 100,
          tbtMs: 150,
          lcpMs: 1500,
          cls: 0,
        }),
        1000,
      ),
    ).toEqual([]);
  });

  it("names each aim a page misses", () => {
    expect(
      aimMisses(
        metrics({
          performance: 94,
          bestPractices: 96,
          tbtMs: 151,
          lcpMs: 1600,
          cls: 0.0001,
        }),
        1000,
      ),
    ).toEqual([
      "performance 94 < 95",
      "best practices 96 < 100",
      "TBT 151 ms > 150 ms",
      "LCP 1.60x of floor > 1.5x",
      "CLS <0.001 > 0",
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

describe("combineRounds and ratioOfRounds", () => {
  const round = (requestsPerSecond: number, p50Ms: number, p99Ms: number) => ({
    requests: requestsPerSecond * 5,
    errors: 1,
    requestsPerSecond,
    p50Ms,
    p99Ms,
  });

  it("takes the rounds' medians, so that one disturbed round moves nothing", () => {
    expect(
      combineRounds([
        round(1000, 20, 60),
        round(200, 90, 900),
        round(1100, 18, 50),
      ]),
    ).toEqual({
      requests: 11500,
      errors: 3,
      requestsPerSecond: 1000,
      p50Ms: 20,
      p99Ms: 60,
      roundsPerSecond: [1000, 200, 1100],
    });
  });

  it("compares each round with the reference's same round", () => {
    const ratio = ratioOfRounds([700, 1400, 800], [1000, 2000, 1000]);
    expect(ratio.rounds).toEqual([0.7, 0.7, 0.8]);
    expect(ratio.median).toBe(0.7);
  });

  it("refuses rounds that do not pair up", () => {
    expect(() => ratioOfRounds([700], [1000, 2000])).toThrow(/same rounds/);
    expect(() => ratioOfRounds([], [])).toThrow(/same rounds/);
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

  it("counts in the singular for one and the plural otherwise", () => {
    expect(countOf(1, "run")).toBe("1 run");
    expect(countOf(3, "mobile run")).toBe("3 mobile runs");
    expect(countOf(2, "instance")).toBe("2 instances");
  });

  it("prints a missing figure as -", () => {
    expect(formatMs(undefined)).toBe("-");
    expect(formatMs(Number.NaN)).toBe("-");
    expect(formatBytes(undefined)).toBe("-");
    expect(formatScore(undefined)).toBe("-");
    expect(formatCls(undefined)).toBe("-");
  });

  it("prints scores whole unless an even number of runs put the median between two", () => {
    expect(formatScore(97)).toBe("97");
    expect(formatScore(99.5)).toBe("99.5");
  });

  it("prints CLS with three decimals, and a tiny shift as not zero", () => {
    expect(formatCls(0)).toBe("0.000");
    expect(formatCls(0.0123)).toBe("0.012");
    expect(formatCls(0.0002)).toBe("<0.001");
  });
});

describe("floorResponseHeaders", () => {
  it("keeps the site's headers and drops those of one response or connection", () => {
    const site = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=60",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Content-Security-Policy":
        "default-src 'self'; style-src 'self' 'unsafe-inline'",
      "Content-Length": "111976",
      "Content-Encoding": "br",
      "Transfer-Encoding": "chunked",
      Connection: "keep-alive",
      "Keep-Alive": "timeout=5",
      ETag: '"abc"',
      "Last-Modified": "Wed, 25 Nov 2026 18:29:20 GMT",
      Date: "Wed, 25 Nov 2026 18:29:20 GMT",
      "Set-Cookie": "session=1",
      Vary: "Accept-Encoding",
    });
    expect(floorResponseHeaders(site)).toEqual({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "public, max-age=60",
      "cross-origin-opener-policy": "same-origin",
      "content-security-policy":
        "default-src 'self'; style-src 'self' 'unsafe-inline'",
    });
  });

  it("lowers the names of headers given as pairs", () => {
    expect(
      floorResponseHeaders([
        ["X-Frame-Options", "DENY"],
        ["ETag", "x"],
      ]),
    ).toEqual({
      "x-frame-options": "DENY",
    });
  });

  it("lets the floor's <style> apply when the site's policy would block it", () => {
    expect(
      floorResponseHeaders([
        [
          "Content-Security-Policy",
          "default-src 'self'; style-src 'self' 'sha256-abc='",
        ],
      ]),
    ).toEqual({
      "content-security-policy":
        "default-src 'self'; style-src 'unsafe-inline'",
    });
  });
});

describe("cspAllowingInlineStyle", () => {
  it("keeps a policy that allows inline styles, or says nothing of styles", () => {
    const site =
      "default-src 'self'; script-src 'self' 'sha256-x='; style-src 'self' 'unsafe-inline'; img-src 'self'";
    expect(cspAllowingInlineStyle(site)).toBe(site);
    expect(cspAllowingInlineStyle("img-src 'self'")).toBe("img-src 'self'");
  });

  it("replaces the style directive when a nonce or hash switches 'unsafe-inline' off", () => {
    expect(
      cspAllowingInlineStyle(
        "style-src 'self' 'unsafe-inline' 'nonce-abc'; img-src 'self'",
      ),
    ).toBe("img-src 'self'; style-src 'unsafe-inline'");
  });

  it("replaces style-src-elem, which governs <style> elements before style-src", () => {
    expect(
      cspAllowingInlineStyle(
        "style-src 'unsafe-inline'; style-src-elem 'self'",
      ),
    ).toBe("style-src 'unsafe-inline'; style-src-elem 'unsafe-inline'");
  });

  it("adds style-src, leaving default-src as it is, when default-src alone blocks styles", () => {
    expect(cspAllowingInlineStyle("default-src 'self'; img-src data:")).toBe(
      "default-src 'self'; img-src data:; style-src 'unsafe-inline'",
    );
  });
});

describe("inlineStyleBytes", () => {
  it("counts the UTF-8 bytes inside every <style> element and nothing else", () => {
    const html =
      '<html><head><style>a{color:red}</style><link rel="stylesheet" href="/x.css">' +
      '<STYLE media="print">p::before{content:"é"}</STYLE></head>' +
      '<body style="margin:0"><p>style</p></body></html>';
    expect(inlineStyleBytes(html)).toBe(
      "a{color:red}".length + 'p::before{content:"é"}'.length + 1,
    );
  });

  it("counts zero for a page without <style>", () => {
    expect(inlineStyleBytes("<p>no styles</p>")).toBe(0);
    expect(inlineStyleBytes("<style></style>")).toBe(0);
  });

  it("counts the floor page's stylesheet", () => {
    expect(inlineStyleBytes(floorPageHtml())).toBeGreaterThan(200);
  });
});

describe("comparing two saved runs", () => {
  /** A results file as written before the breakdown, bytes and menu readiness existed. */
  const olderFile = {
    createdAt: "2026-11-01T10:00:00.000Z",
    floor: {
      label: "floor",
      median: { performance: 100, lcpMs: 800, tbtMs: 0, cls: 0, jsBytes: 0 },
    },
    pages: [
      {
        label: "/",
        median: {
          performance: 90,
          lcpMs: 2500,
          tbtMs: 300,
          cls: 0,
          jsBytes: 204_800,
        },
      },
      { label: "/gone", error: "HTTP 500, expected 200", runs: [] },
    ],
    api: [],
  };
  const newerFile = {
    createdAt: "2026-11-25T18:00:00.000Z",
    benchmarkIndex: 1849.5,
    floor: {
      label: "floor",
      inlineCssBytes: 420,
      median: { performance: 100, lcpMs: 800, tbtMs: 0, cls: 0, jsBytes: 0 },
    },
    pages: [
      {
        label: "/",
        inlineCssBytes: 6144,
        median: {
          performance: 99,
          bestPractices: 100,
          lcpMs: 1300,
          tbtMs: 20,
          cls: 0,
          scriptMs: 250,
          styleLayoutMs: 100,
          htmlTransferBytes: 18_432,
          htmlBytes: 112_640,
          jsBytes: 102_400,
          menuReadyMs: 640,
        },
      },
      { label: "/new", median: { performance: 98 } },
    ],
  };

  it("reads the figures a file has, and no others", () => {
    expect(savedBench(olderFile)).toStrictEqual({
      createdAt: "2026-11-01T10:00:00.000Z",
      benchmarkIndex: undefined,
      pages: [
        savedPageOf("floor", {
          performance: 100,
          lcpMs: 800,
          tbtMs: 0,
          cls: 0,
          jsBytes: 0,
        }),
        savedPageOf("/", {
          performance: 90,
          lcpMs: 2500,
          tbtMs: 300,
          cls: 0,
          jsBytes: 204_800,
        }),
        savedPageOf("/gone", {}),
      ],
    });
    expect(savedBench(newerFile).benchmarkIndex).toBe(1849.5);
    expect(savedBench(newerFile).pages[1]?.inlineCssBytes).toBe(6144);
  });

  it("refuses a file without page results, such as a write-load one", () => {
    expect(() => savedBench({ writes: [] })).toThrow(/no page results/);
    expect(() => savedBench(null)).toThrow(/no page results/);
  });

  it("pairs pages by label, keeping those only one run has", () => {
    const pairs = pairPages(
      savedBench(olderFile).pages,
      savedBench(newerFile).pages,
    );
    expect(pairs.map((pair) => pair.label)).toEqual([
      "floor",
      "/",
      "/gone",
      "/new",
    ]);
    expect(pairs[2]?.after).toBeUndefined();
    expect(pairs[3]?.before).toBeUndefined();
  });

  it("prints the change in percent of before", () => {
    expect(formatChange(2500, 1300)).toBe("-48%");
    expect(formatChange(90, 99)).toBe("+10%");
    expect(formatChange(1000, 1002)).toBe("0%");
    expect(formatChange(0, 0)).toBe("0%");
    expect(formatChange(-200, -100)).toBe("+50%");
    expect(formatChange(0, 20)).toBe("from 0");
    expect(formatChange(undefined, 20)).toBe("-");
    expect(formatChange(20, undefined)).toBe("-");
  });

  it("gives each figure before, after and its change, with - for what a file lacks", () => {
    const [, before] = savedBench(olderFile).pages;
    const [, after] = savedBench(newerFile).pages;
    expect(comparisonRows(before, after)).toEqual([
      ["perf", "90", "99", "+10%"],
      ["LCP ms", "2500", "1300", "-48%"],
      ["TBT ms", "300", "20", "-93%"],
      ["script ms", "-", "250", "-"],
      ["style+layout ms", "-", "100", "-"],
      ["HTML transfer", "-", "18.0 KiB", "-"],
      ["HTML raw", "-", "110.0 KiB", "-"],
      ["inline CSS", "-", "6.0 KiB", "-"],
      ["JS transfer", "200.0 KiB", "100.0 KiB", "-50%"],
      ["menu ready ms", "-", "640", "-"],
    ]);
    expect(comparisonRows(undefined, after)[0]).toEqual([
      "perf",
      "-",
      "99",
      "-",
    ]);
  });

  it("names both runs, then prints one table per page", () => {
    const text = formatComparison(
      { file: "old.json", ...savedBench(olderFile) },
      { file: "new.json", ...savedBench(newerFile) },
    );
    const [runs, ...tables] = text.split("\n\n");
    expect(runs).toBe(
      [
        "Before: old.json, 2026-11-01T10:00:00.000Z, machine benchmark index -",
        "After: new.json, 2026-11-25T18:00:00.000Z, machine benchmark index 1850",
      ].join("\n"),
    );
    expect(tables.map((table) => table.split("\n")[0])).toEqual([
      "floor            before  after  change",
      "/                   before      after  change",
      "/gone            before  after  change",
      "/new             before  after  change",
    ]);
    expect(tables[1]).toContain(
      "LCP ms                2500       1300    -48%",
    );
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

describe("navigation results", () => {
  const saved = {
    navigation: [
      { from: "/", to: "/pricing", runsMs: [90, 100, 110], medianMs: 100 },
      { from: "/pricing", to: "/contact", runsMs: [80], medianMs: 80 },
      { from: "/broken" },
    ],
  };

  it("reads the journeys a results file holds, and none from a file without them", () => {
    expect(savedNavigation(saved).map(journeyLabel)).toEqual([
      "/ -> /pricing",
      "/pricing -> /contact",
    ]);
    expect(savedNavigation({ pages: [] })).toEqual([]);
    expect(savedNavigation(null)).toEqual([]);
  });

  it("compares each journey's median, and shows a journey only one run has", () => {
    const after = [
      { from: "/", to: "/pricing", runsMs: [120], medianMs: 120 },
      { from: "/", to: "/about", runsMs: [70], medianMs: 70 },
    ];
    expect(navigationComparisonRows(savedNavigation(saved), after)).toEqual([
      ["/ -> /pricing", "100", "120", "+20%"],
      ["/pricing -> /contact", "80", "-", "-"],
      ["/ -> /about", "-", "70", "-"],
    ]);
  });

  it("times journeys whose start and link are pages of the site", () => {
    const paths = new Set<string>(publicPages.map((page) => page.path));
    for (const journey of navigationJourneys) {
      expect(paths.has(journey.from) && paths.has(journey.to)).toBe(true);
    }
  });
});

describe("teamSeedSql", () => {
  it("inserts the asked number of items, spread among the members", () => {
    const text = teamSeedSql(1000, ["00000000-0000-4000-8000-000000000001"], 1);
    expect(text).toContain("generate_series(1, 1000)");
    expect(text).toContain("'00000000-0000-4000-8000-000000000001'::uuid");
  });
});
