// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useApiForm } from "#app/lib/use-api-form.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const Schema = z.object({ name: z.string().min(1, "Please enter your name") });

describe("a form's validation, loaded on first use", () => {
  it("is not loaded until the form is focused or submitted", async () => {
    const loadSchema = vi.fn(async () => Schema);
    const { result } = renderHook(() =>
      useApiForm({
        loadSchema,
        endpoint: "/api/x",
        defaultValues: { name: "" },
      }),
    );
    expect(loadSchema).not.toHaveBeenCalled();
    act(() => result.current.prepare());
    expect(loadSchema).toHaveBeenCalledTimes(1);
    await act(() => result.current.onSubmit());
    expect(loadSchema).toHaveBeenCalledTimes(1);
    expect(result.current.form.errorOf("name")).toBe("Please enter your name");
  });

  it("reports a failed download like a failed send, keeps the values and tries again", async () => {
    const fetch = vi.fn(async () => Response.json({}, { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    const onFailure = vi.fn();
    const loadSchema = vi
      .fn<() => Promise<typeof Schema>>()
      .mockRejectedValueOnce(
        new TypeError("Failed to fetch dynamically imported module"),
      )
      .mockResolvedValue(Schema);
    const { result } = renderHook(() =>
      useApiForm({
        loadSchema,
        endpoint: "/api/x",
        defaultValues: { name: "Dana" },
        onFailure,
      }),
    );
    await act(() => result.current.onSubmit());
    expect(result.current.state).toBe("failed");
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(result.current.form.getValues("name")).toBe("Dana");
    expect(fetch).not.toHaveBeenCalled();

    await act(() => result.current.onSubmit());
    expect(loadSchema).toHaveBeenCalledTimes(2);
    expect(result.current.state).toBe("succeeded");
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
