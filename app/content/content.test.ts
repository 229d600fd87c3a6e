import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { organizationJsonLd } from "#app/lib/seo.ts";

/** Every content module, loaded the way the site loads them. */
const modules = import.meta.glob<Record<string, unknown>>(
  ["./*.ts", "!./*.test.ts"],
  {
    eager: true,
  },
);

/** Every path of the route table. */
const routePaths = new Set<string>(
  routes.map((route) => (route.index ? "/" : `/${route.path ?? ""}`)),
);

/** Visits every value reachable from a module's exports. */
function* walk(value: unknown, seen = new Set<unknown>()): Generator<unknown> {
  if (value === null || typeof value !== "object" || seen.has(value)) {
    yield value;
    return;
  }
  seen.add(value);
  yield value;
  for (const child of Object.values(value)) yield* walk(child, seen);
}

const internalLinks = [
  ...new Set(
    Object.values(modules)
      .flatMap((module) => [...walk(module)])
      .filter(
        (value): value is string =>
          typeof value === "string" &&
          /^\/(?!\/)[\w\-/]*([?#].*)?$/.test(value),
      ),
  ),
];

describe("content", () => {
  it("finds the links it checks", () => {
    expect(internalLinks).toEqual(
      expect.arrayContaining(["/", "/pricing", "/free-audit"]),
    );
  });

  it.each(internalLinks)("the internal link %s resolves to a route", (link) => {
    const path = link.split(/[?#]/)[0]!;
    expect(routePaths.has(path), `${link} has no route`).toBe(true);
  });

  it("gives every item of a list a unique id", () => {
    for (const value of Object.values(modules).flatMap((module) => [
      ...walk(module),
    ])) {
      if (
        !Array.isArray(value) ||
        !value.every((item) => item && typeof item === "object" && "id" in item)
      ) {
        continue;
      }
      const ids = value.map((item: { id: unknown }) => item.id);
      expect(new Set(ids).size, `duplicate ids in ${ids.join(", ")}`).toBe(
        ids.length,
      );
    }
  });

  it("states no rating or review in any structured data: no page shows one", () => {
    // Every page's records come from a `...JsonLd()` of its content module; the business record
    // is in every page's head.
    const builders = Object.values(modules).flatMap((module) =>
      Object.entries(module).flatMap(([name, value]) =>
        /JsonLd$/.test(name) && typeof value === "function" && !value.length
          ? [value as () => unknown]
          : [],
      ),
    );
    expect(builders.length).toBeGreaterThan(20);
    const records = [organizationJsonLd(), ...builders.map((build) => build())];
    for (const value of records.flatMap((record) => [...walk(record)]))
      if (value && typeof value === "object" && !Array.isArray(value)) {
        for (const key of ["aggregateRating", "review", "reviews"])
          expect(value).not.toHaveProperty(key);
        expect(["AggregateRating", "Review", "Rating"]).not.toContain(
          (value as Record<string, unknown>)["@type"],
        );
      }
  });
});
