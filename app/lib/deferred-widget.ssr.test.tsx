// @vitest-environment node
import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { deferredWidget } from "#app/lib/deferred-widget.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe("a deferred widget on the server", () => {
  it("renders in full, after the anchor the browser watches it by", async () => {
    const Widget = deferredWidget(() => Promise.resolve(Greeting));
    const { prelude } = await prerender(
      <MemoryRouter>
        <Widget name="Ada" />
      </MemoryRouter>,
    );
    const html = await new Response(prelude).text();
    // The anchor, then the Suspense boundary's opening comment, then the widget.
    expect(html).toBe(
      '<span hidden="" data-widget=""></span><!--$--><p>Hello, <!-- -->Ada</p><!--/$-->',
    );
  });
});
