// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Link } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  Button,
  buttonSizes,
  buttonVariants,
} from "#app/components/ui/button.tsx";

afterEach(cleanup);

const stylesheet = // The project root is the working folder of the test run.
  readFileSync("app/app.css", "utf8");

describe("Button", () => {
  it("renders a button marked with the default variant and size", () => {
    render(<Button>Get started</Button>);
    const button = screen.getByRole("button", { name: "Get started" });
    expect(button.tagName).toBe("BUTTON");
    expect(button.dataset).toMatchObject({
      slot: "button",
      variant: "default",
      size: "default",
    });
    expect(button.getAttribute("class")).toBeNull();
  });

  it("marks the variant and size and passes the given classes on untouched", () => {
    render(
      <Button variant="outline" size="lg" className="px-2">
        More
      </Button>,
    );
    const outline = screen.getByRole("button", { name: "More" });
    expect(outline.dataset).toMatchObject({ variant: "outline", size: "lg" });
    expect(outline.className).toBe("px-2");
  });

  it("has a rule in the stylesheet for every variant and size", () => {
    for (const variant of buttonVariants)
      expect(stylesheet).toContain(
        `[data-slot="button"][data-variant="${variant}"] {`,
      );
    for (const size of buttonSizes)
      expect(stylesheet).toContain(
        `[data-slot="button"][data-size="${size}"] {`,
      );
    // At least a 24x24 px target and a visible focus outline for every button.
    expect(stylesheet).toMatch(
      /\[data-slot="button"\] \{\s*@apply [^;]*min-h-6 min-w-6[^;]*focus-visible:outline-ring/,
    );
  });

  it("with asChild renders its child link with the button's marks", () => {
    render(
      <MemoryRouter>
        <Button asChild variant="secondary" className="w-full">
          <Link to="/free-audit">Free audit</Link>
        </Button>
      </MemoryRouter>,
    );
    expect(screen.queryByRole("button")).toBeNull();
    const link = screen.getByRole("link", { name: "Free audit" });
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/free-audit");
    expect(link.dataset).toMatchObject({
      slot: "button",
      variant: "secondary",
    });
    expect(link.className).toBe("w-full");
  });

  it("calls onClick and respects disabled", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <>
        <Button onClick={onClick}>Send</Button>
        <Button onClick={onClick} disabled>
          Sending...
        </Button>
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.click(screen.getByRole("button", { name: "Sending..." }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
