import { describe, expect, it } from "vitest";
import { answerEncoding } from "./api.ts";

describe("answerEncoding", () => {
  it("prefers brotli, then gzip, as the client takes them", () => {
    expect(answerEncoding("br")).toBe("br");
    expect(answerEncoding("gzip")).toBe("gzip");
    // What Chrome sends: brotli wins, although gzip comes first.
    expect(answerEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(answerEncoding("*")).toBe("br");
  });

  it("leaves out what the client refuses or does not name", () => {
    expect(answerEncoding("gzip, br;q=0")).toBe("gzip");
    expect(answerEncoding("BR ; Q=0 , GZIP;q=0.5")).toBe("gzip");
    expect(answerEncoding("*;q=0")).toBeUndefined();
    expect(answerEncoding("deflate, identity")).toBeUndefined();
    expect(answerEncoding("")).toBeUndefined();
    expect(answerEncoding(undefined)).toBeUndefined();
  });
});
