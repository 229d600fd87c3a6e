import { blogPage, blogPostPage } from "#app/content/blog.ts";
import { seedPosts } from "#app/content/blog-seed.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, failedResponse, test, type Page } from "./fixtures.ts";
import { openHydrated, waitForHydration } from "./hydration.ts";

/**
 * The blog against the real server and its seeded database (product.md D1, D9): the list, a
 * post, the category filter, the not-found post, the skeleton of a client-side navigation,
 * Share, the feed and the sitemap.
 */
const main = (page: Page) => page.getByRole("main");
const newest = [...seedPosts].sort((a, b) =>
  b.publishDate.localeCompare(a.publishDate),
);
const withManyTags = seedPosts.find((post) => post.tags.length > 3)!;

test("the list shows every post newest first, each card with the spec's parts", async ({
  page,
}) => {
  await openHydrated(page, "/blog");
  const cards = main(page).getByRole("article");
  await expect(cards).toHaveCount(seedPosts.length);
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText(
    newest.map((post) => post.title),
  );
  const card = cards.filter({ hasText: withManyTags.title });
  await expect(card).toContainText(withManyTags.category);
  await expect(card).toContainText(withManyTags.excerpt);
  await expect(card).toContainText(withManyTags.author);
  await expect(card.getByRole("listitem")).toHaveText([
    ...withManyTags.tags.slice(0, 3),
    `+${withManyTags.tags.length - 3} more`,
  ]);
  await expectNoAxeViolations(page);

  await card.getByRole("link", { name: /^Read More/ }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${withManyTags.slug}$`));
  await expect(
    page.getByRole("heading", { level: 1, name: withManyTags.title }),
  ).toBeVisible();
});

test("every card's Read More link names its post in its text, as crawlers and screen readers read it", async ({
  page,
}) => {
  await page.goto("/blog");
  for (const post of seedPosts) {
    const card = main(page)
      .getByRole("article")
      .filter({ hasText: post.title });
    const link = card.getByRole("link", { name: /^Read More/ });
    // Label in name: the visible words first, then the title, both in the link's own text.
    await expect(link).toHaveAccessibleName(`Read More about ${post.title}`);
    await expect(link).not.toHaveAttribute("aria-label");
    expect(await link.evaluate((element) => element.textContent)).toContain(
      post.title,
    );
  }
});

test("the list and a post announce the feed in the head", async ({ page }) => {
  for (const path of ["/blog", `/blog/${seedPosts[0]!.slug}`]) {
    await page.goto(path);
    const feed = page.locator(
      'head link[rel="alternate"][type="application/rss+xml"]',
    );
    await expect(feed, path).toHaveCount(1);
    await expect(feed, path).toHaveAttribute("href", "/blog/rss.xml");
    await expect(feed, path).toHaveAttribute("title", "DMV AI Agents Blog");
  }
});

test("a post shows its content, images that load, two related posts and the free-audit call", async ({
  page,
}) => {
  const post = newest[0]!;
  const response = await page.goto(`/blog/${post.slug}`);
  expect(response!.status()).toBe(200);
  await waitForHydration(page);
  const article = main(page).getByRole("article").first();
  await expect(article).toContainText(post.category);
  await expect(article).toContainText(post.author);
  await expect(article).toContainText(post.excerpt);
  for (const tag of post.tags)
    await expect(article.getByRole("list", { name: "Tags" })).toContainText(
      tag,
    );
  for (const block of post.blocks)
    if (block.type === "heading_2" && "content" in block)
      await expect(
        article.getByRole("heading", { level: 2, name: block.content }),
      ).toBeVisible();

  // Every image arrives, in a modern format, with its size set; the first one is not lazy.
  const images = article.locator("figure img");
  await expect(images.first()).toHaveAttribute("loading", "eager");
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.getAttribute("width")).toBeTruthy();
    expect(
      await image.evaluate((img: HTMLImageElement) => img.currentSrc),
    ).toMatch(/\.(avif|webp)$/);
  }

  const related = main(page).getByRole("region", {
    name: blogPostPage.relatedTitle,
  });
  await expect(related.getByRole("article")).toHaveCount(2);
  await expect(
    main(page).getByRole("link", { name: /Get Your Free Audit/ }),
  ).toHaveAttribute("href", "/free-audit");
  await expectNoAxeViolations(page);

  // The head: canonical, the article's Open Graph tags and its own share image.
  const head = (selector: string) =>
    page.locator(selector).first().getAttribute("content");
  expect(await head('meta[property="og:type"]')).toBe("article");
  expect(await head('meta[property="og:image"]')).toMatch(
    /\/blog\/images\/[0-9a-f]{64}-\d+\.jpeg$/,
  );
  expect(await head('meta[property="article:published_time"]')).toBe(
    new Date(post.publishDate).toISOString(),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/blog/${post.slug}$`),
  );
  const records = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents();
  const posting = records
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((record) => record["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    headline: post.title,
    datePublished: new Date(post.publishDate).toISOString(),
    author: { name: post.author },
    image: expect.stringMatching(/\.jpeg$/),
  });
});

test("the category filter lives in the URL", async ({ page }) => {
  const category = seedPosts[0]!.category;
  await openHydrated(page, "/blog");
  const filter = main(page).getByRole("navigation", {
    name: blogPage.categoriesLabel,
  });
  await filter.getByRole("link", { name: category }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/blog\\?category=${encodeURIComponent(category).replace(/%20/g, "(%20|\\+)")}$`,
    ),
  );
  const cards = main(page).getByRole("article");
  await expect(cards).toHaveCount(
    seedPosts.filter((post) => post.category === category).length,
  );
  await expect(filter.getByRole("link", { name: category })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoAxeViolations(page);
  // The address alone opens the same list.
  await page.reload();
  await expect(cards).toHaveCount(
    seedPosts.filter((post) => post.category === category).length,
  );
});

test("an unknown post answers 404 with 'Post Not Found' and a way back", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(failedResponse(404));
  const response = await page.goto("/blog/no-such-post");
  expect(response!.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: blogPostPage.notFoundTitle }),
  ).toBeVisible();
  await expect(main(page)).toContainText(blogPostPage.notFoundText);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    /noindex/,
  );
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await main(page).getByRole("link", { name: blogPostPage.backToBlog }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("a client-side navigation to the blog shows six skeleton cards until the posts arrive", async ({
  page,
}) => {
  await openHydrated(page, "/pricing");
  // The posts take a moment to come.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/blog\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Blog", exact: true })
    .click();
  const skeleton = page.getByRole("status", { name: blogPage.loading });
  await expect(skeleton).toBeVisible();
  await expect(skeleton.getByTestId("post-card-skeleton")).toHaveCount(6);
  await expectNoAxeViolations(page);
  release();
  await expect(skeleton).toHaveCount(0);
  await expect(main(page).getByRole("article")).toHaveCount(seedPosts.length);
});

test("Share copies the post's address where the browser cannot share, and says so", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // A desktop browser without the system share sheet.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined });
  });
  const post = newest[1]!;
  await openHydrated(page, `/blog/${post.slug}`);
  await main(page).getByRole("button", { name: blogPostPage.share }).click();
  await expect(
    page
      .getByRole("region", { name: /notifications/i })
      .getByText(blogPostPage.shareCopied),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/blog/${post.slug}`,
  );
  await expectNoAxeViolations(page);
});

test("the feed is RSS 2.0 with one item per post, and the sitemap lists every post", async ({
  page,
  request,
}) => {
  const feed = await request.get("/blog/rss.xml");
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await feed.text();
  await page.goto("/blog");
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      version: doc.documentElement.getAttribute("version"),
      items: [...doc.querySelectorAll("channel > item")].map((item) => ({
        title: item.querySelector("title")?.textContent,
        link: item.querySelector("link")?.textContent,
      })),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.version).toBe("2.0");
  expect(parsed.items.map((item) => item.title)).toEqual(
    newest.map((post) => post.title),
  );

  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const post of seedPosts)
    expect(sitemap).toMatch(
      new RegExp(
        `<loc>[^<]+/blog/${post.slug}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}T`,
      ),
    );
});

test("the JSON API pages posts by cursor and lets caches revalidate", async ({
  request,
}) => {
  const list = await request.get("/api/blog/posts?limit=2");
  expect(list.status()).toBe(200);
  expect(list.headers()["cache-control"]).toBe("public, no-cache");
  const etag = list.headers()["etag"]!;
  const body = (await list.json()) as {
    posts: { slug: string }[];
    nextCursor: string;
  };
  expect(body.posts.map((post) => post.slug)).toEqual(
    newest.slice(0, 2).map((post) => post.slug),
  );
  const rest = await request.get(
    `/api/blog/posts?limit=2&cursor=${body.nextCursor}`,
  );
  expect(
    ((await rest.json()) as { posts: { slug: string }[] }).posts.map(
      (post) => post.slug,
    ),
  ).toEqual(newest.slice(2).map((post) => post.slug));
  const again = await request.get("/api/blog/posts?limit=2", {
    headers: { "If-None-Match": etag },
  });
  expect(again.status()).toBe(304);
  const missing = await request.get("/api/blog/posts/no-such-post");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({
    message: `${blogPostPage.notFoundTitle}: ${blogPostPage.notFoundText}`,
  });

  // Images: the post's own, served immutable in the format the address names.
  const html = await (await request.get(`/blog/${newest[0]!.slug}`)).text();
  const imagePath = /\/blog\/images\/[0-9a-f]{64}-\d+\.webp/.exec(html)?.[0];
  expect(imagePath).toBeTruthy();
  const image = await request.get(imagePath!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
  expect(image.headers()["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );
  expect((await request.get("/blog/images/not-an-image.webp")).status()).toBe(
    404,
  );
});
