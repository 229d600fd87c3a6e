import { describe, expect, it } from "vitest";
import { ApiError } from "#app/lib/api.ts";
import { serverFieldErrors } from "#app/lib/use-api-form.ts";

describe("serverFieldErrors", () => {
  it("reads the per-field messages of a 400 answer", () => {
    const body = JSON.stringify({
      message: "Please correct the highlighted fields.",
      errors: { email: "Please enter a valid email address", bad: 3 },
    });
    expect(serverFieldErrors(new ApiError(400, "Bad Request", body))).toEqual({
      email: "Please enter a valid email address",
    });
  });

  it("finds none in other failures", () => {
    expect(serverFieldErrors(new ApiError(503, "", '{"message":"x"}'))).toEqual(
      {},
    );
    expect(serverFieldErrors(new ApiError(400, "", "not json"))).toEqual({});
    expect(serverFieldErrors(new TypeError("Failed to fetch"))).toEqual({});
  });
});
