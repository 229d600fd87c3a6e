// @vitest-environment node
import { prerender } from "react-dom/static";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { clientPart } from "#app/lib/client-part.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

const VisibleGreeting = clientPart(() => Promise.resolve(Greeting), "visible");
const CopyGreeting = clientPart(() => Promise.resolve(Greeting), "never");

describe("a client part on the server", () => {
  it("renders in full, in its own wrapper that does not change the layout", async () => {
    const { prelude } = await prerender(
      <MemoryRouter>
        <VisibleGreeting name="Ada" />
        <CopyGreeting name="Grace" />
      </MemoryRouter>,
    );
    const html = await new Response(prelude).text();
    expect(html).toBe(
      '<div data-client-part="visible" class="contents"><!--$--><p>Hello, <!-- -->Ada</p><!--/$--></div>' +
        '<div data-client-part="never" class="contents"><!--$--><p>Hello, <!-- -->Grace</p><!--/$--></div>',
    );
  });
});
