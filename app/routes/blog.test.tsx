// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { blogPage } from "#app/content/blog.ts";
import Blog from "#app/routes/blog.tsx";

afterEach(cleanup);

/** The list page as its loader's data would draw it. */
function renderList(loaderData: Record<string, unknown>) {
  const Stub = createRoutesStub([
    {
      path: "/blog",
      Component: Blog as never,
      loader: () => loaderData,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/blog"]} />);
}

describe("the blog list", () => {
  it("says 'No blog posts yet' when there are none", async () => {
    renderList({
      posts: [],
      categories: [],
      category: undefined,
      page: 1,
      pageCount: 1,
    });
    expect(
      await screen.findByRole("heading", { name: blogPage.empty }),
    ).toBeTruthy();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
  });

  it("says so when a category has no posts, and keeps the way to the others", async () => {
    renderList({
      posts: [],
      categories: [
        { name: "Local SEO", count: 2 },
        { name: "Social Media", count: 1 },
      ],
      category: "Email",
      page: 1,
      pageCount: 1,
    });
    expect(
      await screen.findByRole("heading", { name: blogPage.emptyCategory }),
    ).toBeTruthy();
    expect(
      screen.getByRole("link", { name: blogPage.allCategories }),
    ).toBeTruthy();
  });

  it("links the pages before and after the current one", async () => {
    renderList({
      posts: [
        {
          id: "0b0e4d5e-0000-4000-8000-000000000001",
          title: "A post",
          slug: "a-post",
          category: "Local SEO",
          publishDate: null,
          excerpt: "Excerpt",
          author: "DMV AI Agents Team",
          tags: [],
        },
      ],
      categories: [{ name: "Local SEO", count: 25 }],
      category: "Local SEO",
      page: 2,
      pageCount: 3,
    });
    expect(
      (await screen.findByRole("link", { name: blogPage.newer })).getAttribute(
        "href",
      ),
    ).toBe("/blog?category=Local+SEO");
    expect(
      screen.getByRole("link", { name: blogPage.older }).getAttribute("href"),
    ).toBe("/blog?category=Local+SEO&page=3");
    expect(screen.getByText(blogPage.pageOf(2, 3))).toBeTruthy();
    // A post without a date is 'Recent'.
    expect(screen.getByText(blogPage.recent)).toBeTruthy();
  });

  it("names each post in its Read More link's own text, after the visible words", async () => {
    const titles = ["Local SEO for bakeries", "A week of social posts"];
    renderList({
      posts: titles.map((title, index) => ({
        id: `0b0e4d5e-0000-4000-8000-00000000000${index}`,
        title,
        slug: `post-${index}`,
        category: "Local SEO",
        publishDate: null,
        excerpt: "Excerpt",
        author: "DMV AI Agents Team",
        tags: [],
      })),
      categories: [{ name: "Local SEO", count: 2 }],
      category: undefined,
      page: 1,
      pageCount: 1,
    });
    for (const title of titles) {
      const link = await screen.findByRole("link", {
        name: `${blogPage.readMore} about ${title}`,
      });
      // In the text, not in aria-label: crawlers read it, and the name holds what is shown.
      expect(link.hasAttribute("aria-label")).toBe(false);
      expect(link.textContent).toBe(`${blogPage.readMore} about ${title}`);
    }
  });
});
