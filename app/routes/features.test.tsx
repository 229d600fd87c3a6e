// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TestimonialCards } from "#app/routes/features.tsx";

afterEach(cleanup);

const testimonials = [
  {
    id: "bakery",
    quote: "Customers tell me they found us on Google.",
    author: "Maria G., owner, bakery in Silver Spring",
    metric: "3x more website visits",
  },
  {
    id: "hvac",
    quote: "I can see which searches send us calls.",
    author: "David K., owner, HVAC company in Fairfax",
    metric: "40% more calls",
  },
];

describe("TestimonialCards", () => {
  it("draws each story as a figure: metric, quote in a blockquote, author in the caption", () => {
    render(
      <TestimonialCards
        intro={{ title: "Customer stories" }}
        testimonials={testimonials}
        note="Illustrative stories."
      />,
    );
    const section = screen.getByRole("region", { name: "Customer stories" });
    const figures = within(section).getAllByRole("figure");
    expect(figures).toHaveLength(2);
    const first = figures[0]!;
    expect(first.querySelector("blockquote")?.textContent).toBe(
      "Customers tell me they found us on Google.",
    );
    expect(first.querySelector("figcaption")?.textContent).toBe(
      "Maria G., owner, bakery in Silver Spring",
    );
    expect(within(first).getByText("3x more website visits")).toBeTruthy();
    expect(within(section).getByText("Illustrative stories.")).toBeTruthy();
  });
});
