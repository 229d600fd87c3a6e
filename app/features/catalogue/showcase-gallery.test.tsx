// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { StoreExample } from "#app/content/portfolio-types.ts";
import { ShowcaseGallery } from "#app/features/catalogue/showcase-gallery.tsx";

afterEach(cleanup);

const categories = [
  { id: "food", label: "Food & Drink", icon: "utensils" },
  { id: "sports", label: "Sports & Outdoors", icon: "dumbbell" },
] as const;

const bakery: StoreExample = {
  id: "bakery",
  category: "food",
  platform: "Square Online",
  title: "Order-Ahead Pickup for a Family Bakery",
  client: "A family-owned bakery in Silver Spring, MD",
  industry: "Bakery",
  location: "Silver Spring, MD",
  description: "Weekend lines ran out the door.",
  features: ["Pickup time slots", "Cake requests", "Preorders", "Allergens"],
  technologies: ["Square Online"],
  services: ["Store setup", "Local SEO"],
  results: {
    primary: "Orders are ready on arrival",
    secondary: "Holiday cakes sell out in preorders",
    metric: "3x holiday preorders",
  },
  testimonial: {
    quote: "Saturday mornings are calm now.",
    author: "Owner, family bakery in Silver Spring",
  },
};

/** The gallery of the bakery at `url`; returns the router, to read the choice from the URL. */
function renderGallery(url = "/") {
  const gallery = (
    <ShowcaseGallery
      intro={{ title: "Stores by Category" }}
      filterLabel="Filter stores by category"
      itemName={{ singular: "store", plural: "stores" }}
      items={[bakery]}
      categories={categories}
      emptyText="There are no stores in this category right now."
      showAllLabel="Show all stores"
    />
  );
  const router = createMemoryRouter([{ path: "/", element: gallery }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe("ShowcaseGallery", () => {
  it("draws the category buttons with computed counts, the chosen one pressed", async () => {
    const router = renderGallery("/?category=food");
    const group = screen.getByRole("group", {
      name: "Filter stores by category",
    });
    const buttons = within(group).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      "All (1)",
      "Food & Drink (1)",
      // product.md D4: a category with no items shows no count.
      "Sports & Outdoors",
    ]);
    expect(
      buttons.map((button) => button.getAttribute("aria-pressed")),
    ).toEqual(["false", "true", "false"]);
    await userEvent.click(buttons[2]!);
    expect(router.state.location.search).toBe("?category=sports");
  });

  it("shows every card for an unknown category", () => {
    renderGallery("/?category=games");
    expect(screen.getAllByRole("article")).toHaveLength(1);
    const group = screen.getByRole("group", {
      name: "Filter stores by category",
    });
    expect(
      within(group)
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-pressed")),
    ).toEqual(["true", "false", "false"]);
  });

  it("announces the count politely", () => {
    renderGallery();
    expect(screen.getByText("Showing 1 store")).toHaveProperty(
      "ariaLive",
      "polite",
    );
  });

  it("shows a store's first three features, its platform and its results", () => {
    renderGallery();
    const card = screen.getByRole("article", { name: bakery.title });
    const features = within(card)
      .getByText("Key features")
      .nextElementSibling!.querySelectorAll("li");
    expect([...features].map((item) => item.textContent)).toEqual([
      "Pickup time slots",
      "Cake requests",
      "Preorders",
    ]);
    expect(within(card).queryByText("Allergens")).toBeNull();
    expect(card.textContent).toContain("Platform: Square Online");
    expect(within(card).getByText("3x holiday preorders")).toBeTruthy();
    expect(within(card).getByText(bakery.testimonial.author).tagName).toBe(
      "FIGCAPTION",
    );
  });

  it("offers the way back to all when a category has no items", async () => {
    const router = renderGallery("/?category=sports");
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(
      screen.getByText("There are no stores in this category right now."),
    ).toBeTruthy();
    await userEvent.click(
      screen.getByRole("button", { name: "Show all stores" }),
    );
    expect(router.state.location.search).toBe("");
    expect(screen.getAllByRole("article")).toHaveLength(1);
  });
});
