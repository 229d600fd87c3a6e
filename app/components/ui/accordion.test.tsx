// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "#app/components/ui/accordion.tsx";

afterEach(cleanup);

function Faq() {
  return (
    <Accordion type="single" collapsible>
      <AccordionItem value="refund">
        <AccordionTrigger>Is there a guarantee?</AccordionTrigger>
        <AccordionContent>30-day money-back guarantee.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="setup">
        <AccordionTrigger headingLevel="h2">
          How long is setup?
        </AccordionTrigger>
        <AccordionContent>24-48 hours after the audit.</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

describe("Accordion (single, collapsible)", () => {
  it("starts closed, with the triggers inside headings", () => {
    render(<Faq />);
    const first = screen.getByRole("button", { name: "Is there a guarantee?" });
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText("30-day money-back guarantee.")).toBeNull();
    expect(
      screen.getByRole("heading", { level: 3, name: "Is there a guarantee?" }),
    ).toBeTruthy();
    expect(
      screen.getByRole("heading", { level: 2, name: "How long is setup?" }),
    ).toBeTruthy();
  });

  it("opens one question at a time and collapses the open one when clicked again", async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const first = screen.getByRole("button", { name: "Is there a guarantee?" });
    const second = screen.getByRole("button", { name: "How long is setup?" });

    await user.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("30-day money-back guarantee.")).toBeTruthy();

    await user.click(second);
    expect(second.getAttribute("aria-expanded")).toBe("true");
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText("30-day money-back guarantee.")).toBeNull();
    expect(screen.getByText("24-48 hours after the audit.")).toBeTruthy();

    await user.click(second);
    expect(second.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText("24-48 hours after the audit.")).toBeNull();
  });

  it("animates height only when motion is allowed", () => {
    render(
      <Accordion type="single" collapsible defaultValue="a">
        <AccordionItem value="a">
          <AccordionTrigger>Q</AccordionTrigger>
          <AccordionContent>A</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    const content = screen.getByRole("region");
    expect(content.dataset.slot).toBe("accordion-content");
    const animationClasses = content.className
      .split(" ")
      .filter((name) => name.includes("animate-"));
    expect(animationClasses.length).toBeGreaterThan(0);
    expect(
      animationClasses.every((name) => name.startsWith("motion-safe:")),
    ).toBe(true);
  });
});
