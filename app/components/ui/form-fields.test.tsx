// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Badge, badgeVariants } from "#app/components/ui/badge.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";

afterEach(cleanup);

describe("Label, Input and Textarea", () => {
  it("label a field and carry aria-invalid styling", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Label htmlFor="email">Email</Label>
        <Input id="email" type="email" aria-invalid="true" />
        <Label htmlFor="message">Message</Label>
        <Textarea id="message" />
      </>,
    );
    const email = screen.getByLabelText("Email");
    expect(email.dataset.slot).toBe("input");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.className).toContain("aria-invalid:border-destructive");

    const message = screen.getByLabelText("Message");
    expect(message.tagName).toBe("TEXTAREA");
    expect(message.className).toContain("aria-invalid:border-destructive");
    await user.type(message, "Hello");
    expect((message as HTMLTextAreaElement).value).toBe("Hello");
  });
});

describe("Badge", () => {
  it("marks its variant, which the stylesheet styles", () => {
    render(<Badge variant="outline">SEO</Badge>);
    const badge = screen.getByText("SEO");
    expect(badge.dataset).toMatchObject({ slot: "badge", variant: "outline" });
    const stylesheet = // The project root is the working folder of the test run.
      readFileSync("app/app.css", "utf8");
    for (const variant of badgeVariants)
      expect(stylesheet).toContain(
        `[data-slot="badge"][data-variant="${variant}"] {`,
      );
  });
});
