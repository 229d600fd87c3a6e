// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";

afterEach(cleanup);

describe("Card", () => {
  it("renders its parts with data-slot attributes and an h3 title by default", () => {
    const { container } = render(
      <Card>
        <CardHeader>
          <CardTitle>Pro</CardTitle>
          <CardDescription>Most Popular</CardDescription>
        </CardHeader>
        <CardContent>$497 per month</CardContent>
        <CardFooter>Choose</CardFooter>
      </Card>,
    );
    const slots = [...container.querySelectorAll("[data-slot]")].map(
      (el) => (el as HTMLElement).dataset.slot,
    );
    expect(slots).toEqual([
      "card",
      "card-header",
      "card-title",
      "card-description",
      "card-content",
      "card-footer",
    ]);
    expect(screen.getByRole("heading", { level: 3, name: "Pro" })).toBeTruthy();
  });

  it("takes the heading level from `as`", () => {
    render(<CardTitle as="h2">Starter</CardTitle>);
    expect(
      screen.getByRole("heading", { level: 2, name: "Starter" }),
    ).toBeTruthy();
  });
});
