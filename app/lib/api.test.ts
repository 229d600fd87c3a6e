import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, getJson } from "#app/lib/api.ts";

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function initOf(fetchMock: ReturnType<typeof stubFetch>): RequestInit {
  const init = fetchMock.mock.calls[0]?.[1];
  if (!init) throw new Error("fetch was not called with an init object");
  return init;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("includes credentials and sends neither body nor content type without a body", async () => {
    const fetchMock = stubFetch(new Response("ok", { status: 200 }));
    const response = await apiRequest("GET", "/api/blog/posts");
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/blog/posts");
    const init = initOf(fetchMock);
    expect(init.method).toBe("GET");
    expect(init.credentials).toBe("include");
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has("Content-Type")).toBe(false);
  });

  it("sends a JSON body with a JSON content type when a body is given", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 201 }));
    const payload = {
      name: "Ana",
      email: "ana@example.com",
      priority: "normal",
    };
    await apiRequest("POST", "/api/support", payload);
    const init = initOf(fetchMock);
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(new Headers(init.headers).get("Content-Type")).toBe(
      "application/json",
    );
    expect(init.body).toBe(JSON.stringify(payload));
  });

  it("returns the Response so the caller can read it", async () => {
    stubFetch(Response.json({ success: true, response: "Hi" }));
    const response = await apiRequest("POST", "/api/chat", {
      message: "Hello",
    });
    expect(await response.json()).toEqual({ success: true, response: "Hi" });
  });

  it("throws an ApiError '<status>: <body text>' on a non-OK response", async () => {
    stubFetch(
      new Response("Email already registered", {
        status: 409,
        statusText: "Conflict",
      }),
    );
    const error = await apiRequest("POST", "/api/auth/signup", {
      email: "a@b.co",
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    const apiError = error as ApiError;
    expect(apiError.message).toBe("409: Email already registered");
    expect(apiError.status).toBe(409);
    expect(apiError.body).toBe("Email already registered");
  });

  it("uses the status text when the error body is empty", async () => {
    stubFetch(
      new Response(null, { status: 500, statusText: "Internal Server Error" }),
    );
    await expect(apiRequest("POST", "/api/leads", {})).rejects.toThrow(
      "500: Internal Server Error",
    );
  });
});

describe("getJson", () => {
  it("GETs with credentials and parses the JSON reply", async () => {
    const posts = [{ slug: "hello", title: "Hello" }];
    const fetchMock = stubFetch(Response.json(posts));
    const result = await getJson<typeof posts>("/api/blog/posts");
    expect(result).toEqual(posts);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/blog/posts");
    const init = initOf(fetchMock);
    expect(init.method).toBe("GET");
    expect(init.credentials).toBe("include");
    expect(init.body).toBeUndefined();
  });

  it("throws on 401 by default", async () => {
    stubFetch(
      new Response("Unauthorized", { status: 401, statusText: "Unauthorized" }),
    );
    await expect(getJson("/api/auth/me")).rejects.toMatchObject({
      status: 401,
      message: "401: Unauthorized",
    });
  });

  it("returns null on 401 when on401 is 'returnNull'", async () => {
    stubFetch(new Response("Unauthorized", { status: 401 }));
    await expect(
      getJson("/api/auth/me", { on401: "returnNull" }),
    ).resolves.toBeNull();
  });

  it("still throws other errors when on401 is 'returnNull'", async () => {
    stubFetch(new Response("", { status: 404, statusText: "Not Found" }));
    await expect(
      getJson("/api/blog/posts/missing", { on401: "returnNull" }),
    ).rejects.toThrow("404: Not Found");
  });
});
