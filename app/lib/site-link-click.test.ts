// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { siteLinkClick } from "#app/lib/site-link-click.ts";

/** The click a visitor makes on the first element `html` makes, and what `siteLinkClick` saw. */
function click(html: string, init: MouseEventInit = {}) {
  document.body.innerHTML = html;
  const target =
    document.body.querySelector("[data-click]") ??
    document.body.firstElementChild!;
  let seen: ReturnType<typeof siteLinkClick>;
  document.addEventListener(
    "click",
    (event) => {
      seen = siteLinkClick(event);
      event.preventDefault();
    },
    { once: true },
  );
  target.dispatchEvent(
    new MouseEvent("click", { bubbles: true, cancelable: true, ...init }),
  );
  return seen;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("siteLinkClick", () => {
  it("gives the link and its address for a plain click on a link to this site, from any element inside it", () => {
    const followed = click(
      '<a href="/contact?service=SEO#form"><span data-click>Contact</span></a>',
    );
    expect(followed?.link.getAttribute("href")).toBe(
      "/contact?service=SEO#form",
    );
    expect(followed?.url.pathname).toBe("/contact");
    expect(followed?.url.search).toBe("?service=SEO");
    expect(followed?.url.hash).toBe("#form");
  });

  it("leaves modified and non-primary clicks to the browser", () => {
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ])
      expect(
        click('<a href="/contact">Contact</a>', init),
        JSON.stringify(init),
      ).toBeUndefined();
  });

  it("leaves other sites, other tabs, downloads and clicks outside links to the browser", () => {
    expect(
      click('<a href="https://example.com/">Elsewhere</a>'),
    ).toBeUndefined();
    expect(
      click('<a href="mailto:hello@example.com">Mail</a>'),
    ).toBeUndefined();
    expect(
      click('<a href="/contact" target="_blank">Contact</a>'),
    ).toBeUndefined();
    expect(click('<a href="/guide.pdf" download>Guide</a>')).toBeUndefined();
    expect(click("<p>Text</p>")).toBeUndefined();
    expect(
      click('<a href="/contact" target="_self">Contact</a>'),
    ).toBeDefined();
  });

  it("leaves a click that a handler already took", () => {
    document.body.innerHTML = '<a href="/contact">Contact</a>';
    const link = document.querySelector("a")!;
    link.addEventListener("click", (event) => event.preventDefault());
    let seen: ReturnType<typeof siteLinkClick> = undefined;
    document.addEventListener(
      "click",
      (event) => (seen = siteLinkClick(event)),
      { once: true },
    );
    link.dispatchEvent(
      new MouseEvent("click", { bubbles: true, cancelable: true }),
    );
    expect(seen).toBeUndefined();
  });
});
