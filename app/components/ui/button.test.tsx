// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Link } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";

afterEach(cleanup);

describe("Button", () => {
  it("renders a button with the default variant and size", () => {
    render(<Button>Get started</Button>);
    const button = screen.getByRole("button", { name: "Get started" });
    expect(button.tagName).toBe("BUTTON");
    expect(button.dataset.slot).toBe("button");
    expect(button.className).toContain("bg-primary");
    expect(button.className).toContain("text-primary-foreground");
    expect(button.className).toContain("h-10");
  });

  it("keeps at least a 24x24 px target and a visible focus outline", () => {
    render(<Button size="sm">Small</Button>);
    const { className } = screen.getByRole("button", { name: "Small" });
    expect(className).toContain("min-h-6");
    expect(className).toContain("min-w-6");
    expect(className).toContain("focus-visible:outline-ring");
  });

  it("applies variant and size classes and adds the given className", () => {
    render(
      <>
        <Button variant="destructive">Delete</Button>
        <Button variant="outline" size="lg" className="px-2">
          More
        </Button>
        <Button variant="link">Read</Button>
        <Button variant="ghost" size="icon" aria-label="Menu" />
      </>,
    );
    expect(screen.getByRole("button", { name: "Delete" }).className).toContain(
      "bg-destructive",
    );
    const outline = screen.getByRole("button", { name: "More" });
    expect(outline.className).toContain("border-input");
    expect(outline.className).toContain("h-11");
    expect(outline.className).toContain("px-8");
    expect(outline.className.endsWith("px-2")).toBe(true);
    expect(screen.getByRole("button", { name: "Read" }).className).toContain(
      "underline-offset-4",
    );
    expect(screen.getByRole("button", { name: "Menu" }).className).toContain(
      "size-10",
    );
  });

  it("with asChild renders its child link with the button classes", () => {
    render(
      <MemoryRouter>
        <Button asChild variant="secondary">
          <Link to="/free-audit">Free audit</Link>
        </Button>
      </MemoryRouter>,
    );
    expect(screen.queryByRole("button")).toBeNull();
    const link = screen.getByRole("link", { name: "Free audit" });
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/free-audit");
    expect(link.dataset.slot).toBe("button");
    expect(link.className).toContain("bg-secondary");
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

  it("exposes buttonVariants for links styled as buttons", () => {
    expect(buttonVariants({ variant: "outline", size: "sm" })).toContain("h-9");
  });
});
