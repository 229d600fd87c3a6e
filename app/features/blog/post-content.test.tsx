// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { blogPostPage } from "#app/content/blog.ts";
import type { BlogBlock } from "#app/lib/blog-types.ts";
import { PostContent } from "./post-content.tsx";
import { safeHref } from "./safe-links.ts";

afterEach(cleanup);

const text = (type: string, content: string): BlogBlock => ({ type, content });
const image = (id: string, alt: string): BlogBlock => ({
  type: "image",
  content: alt,
  url: `/blog/images/${id}-960.webp`,
  image: { id, width: 1600, height: 900, alt },
});
const hash = (digit: string) => digit.repeat(64);

describe("a post's body", () => {
  it("renders every block type, the post's headings below its h1", () => {
    const { container } = render(
      <PostContent
        blocks={[
          text("heading_1", "Top"),
          text("paragraph", "Intro"),
          text("heading_2", "Middle"),
          text("heading_3", "Bottom"),
          text("bulleted_list_item", "Dot one"),
          text("bulleted_list_item", "Dot two"),
          text("numbered_list_item", "Step one"),
          image(hash("a"), "A map with pins"),
        ]}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Top" })).toBeTruthy();
    expect(
      screen.getByRole("heading", { level: 3, name: "Middle" }),
    ).toBeTruthy();
    expect(
      screen.getByRole("heading", { level: 4, name: "Bottom" }),
    ).toBeTruthy();
    expect(screen.getByText("Intro").tagName).toBe("P");
    const [bullets, numbers] = screen.getAllByRole("list");
    expect(bullets!.tagName).toBe("UL");
    expect(within(bullets!).getAllByRole("listitem")).toHaveLength(2);
    expect(numbers!.tagName).toBe("OL");
    const img = screen.getByRole("img", { name: "A map with pins" });
    expect(img.getAttribute("width")).toBe("1600");
    expect(img.getAttribute("height")).toBe("900");
    const sources = container.querySelectorAll("source");
    expect([...sources].map((source) => source.type)).toEqual([
      "image/avif",
      "image/webp",
    ]);
    expect(sources[0]!.getAttribute("srcset")).toBe(
      `/blog/images/${hash("a")}-480.avif 480w, /blog/images/${hash("a")}-960.avif 960w, /blog/images/${hash("a")}-1600.avif 1600w`,
    );
  });

  it("starts the headings at h2 when a post uses only its smaller ones", () => {
    render(
      <PostContent
        blocks={[text("heading_2", "Section"), text("heading_3", "Sub")]}
      />,
    );
    expect(
      screen.getByRole("heading", { level: 2, name: "Section" }),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Sub" })).toBeTruthy();
  });

  it("numbers list items by position, restarting after any other block", () => {
    render(
      <PostContent
        blocks={[
          text("numbered_list_item", "First"),
          text("numbered_list_item", "Second"),
          text("paragraph", "Between"),
          text("numbered_list_item", "Again first"),
          text("bulleted_list_item", "A dot"),
          text("numbered_list_item", "First once more"),
        ]}
      />,
    );
    const lists = screen.getAllByRole("list").map((list) => [
      list.tagName,
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ]);
    expect(lists).toEqual([
      ["OL", ["First", "Second"]],
      ["OL", ["Again first"]],
      ["UL", ["A dot"]],
      ["OL", ["First once more"]],
    ]);
  });

  it("skips block types it does not know", () => {
    const { container } = render(
      <PostContent
        blocks={[
          text("paragraph", "Kept"),
          text("table_of_contents", "Dropped"),
          text("callout", "Also dropped"),
        ]}
      />,
    );
    expect(container.textContent).toBe("Kept");
  });

  it("says so when nothing is left to show", () => {
    render(<PostContent blocks={[text("unsupported", "x")]} />);
    expect(screen.getByText(blogPostPage.emptyContent)).toBeTruthy();
    cleanup();
    render(<PostContent blocks={[]} />);
    expect(screen.getByText(blogPostPage.emptyContent)).toBeTruthy();
  });

  it("keeps bold, italic, code and safe links, and shows HTML as text", () => {
    const { container } = render(
      <PostContent
        blocks={[
          {
            type: "paragraph",
            content: "",
            richText: [
              { text: "Bold", bold: true },
              { text: " and " },
              { text: "italic", italic: true },
              { text: " " },
              { text: "npm start", code: true },
              { text: " " },
              { text: "audit", href: "/free-audit" },
              { text: " " },
              { text: "site", href: "https://example.com/page" },
              { text: " " },
              { text: "bad", href: "javascript:alert(1)" },
              { text: " " },
              { text: "<img src=x onerror=alert(1)>" },
            ],
          },
        ]}
      />,
    );
    expect(container.querySelector("strong")?.textContent).toBe("Bold");
    expect(container.querySelector("em")?.textContent).toBe("italic");
    expect(container.querySelector("code")?.textContent).toBe("npm start");
    const links = [...container.querySelectorAll("a")].map((link) => [
      link.textContent,
      link.getAttribute("href"),
    ]);
    expect(links).toEqual([
      ["audit", "/free-audit"],
      ["site", "https://example.com/page"],
    ]);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toContain("<img src=x onerror=alert(1)>");
  });

  it("loads the first image at once and the others when near", () => {
    render(
      <PostContent
        blocks={[
          image(hash("b"), "First"),
          text("paragraph", "Text"),
          image(hash("c"), "Second"),
        ]}
      />,
    );
    const first = screen.getByRole("img", { name: "First" });
    const second = screen.getByRole("img", { name: "Second" });
    expect(first.getAttribute("loading")).toBe("eager");
    expect(first.getAttribute("fetchpriority")).toBe("high");
    expect(second.getAttribute("loading")).toBe("lazy");
  });
});

describe("links in a post", () => {
  it("keep http(s), mailto and the site's own paths only", () => {
    expect(safeHref("https://example.com/a?b=c")).toBe(
      "https://example.com/a?b=c",
    );
    expect(safeHref("mailto:hello@example.com")).toBe(
      "mailto:hello@example.com",
    );
    expect(safeHref("/pricing", { sitePaths: true })).toBe("/pricing");
    // From Notion, a relative link points at another Notion page.
    expect(safeHref("/pricing")).toBeUndefined();
    for (const unsafe of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,hi",
      "vbscript:x",
      "//evil.example",
      "/\\evil.example",
      "not a url",
      undefined,
    ])
      expect(safeHref(unsafe, { sitePaths: true })).toBeUndefined();
  });
});
