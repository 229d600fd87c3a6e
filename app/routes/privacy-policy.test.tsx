// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DocumentSections } from "#app/routes/privacy-policy.tsx";

afterEach(cleanup);

const sections = [
  {
    id: "information-we-collect",
    title: "Information We Collect",
    blocks: [
      { kind: "paragraph", text: "What you give us." },
      {
        kind: "list",
        items: ["A plain item", { term: "Accounts", text: "your name." }],
      },
    ],
  },
  {
    id: "contact-us",
    title: "Contact Us",
    blocks: [
      {
        kind: "contact",
        items: [
          {
            id: "email",
            label: "Email",
            text: "hello@example.com",
            href: "mailto:hello@example.com",
          },
          { id: "hours", label: "Hours", text: "Mon-Fri" },
        ],
      },
    ],
  },
] as const;

describe("DocumentSections", () => {
  it("links each entry of the table of contents to its numbered section", () => {
    render(
      <DocumentSections
        sections={sections}
        updated={{ text: "December 2024", dateTime: "2024-12" }}
      />,
    );
    const contents = screen.getByRole("navigation", { name: "On this page" });
    const links = within(contents).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "#information-we-collect",
      "#contact-us",
    ]);
    for (const section of sections) {
      const region = screen.getByRole("region", {
        name: new RegExp(section.title),
      });
      expect(region.id).toBe(section.id);
    }
    expect(
      screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent),
    ).toEqual(["1. Information We Collect", "2. Contact Us"]);
  });

  it("shows the revision date, lists, terms and contact links", () => {
    render(
      <DocumentSections
        sections={sections}
        updated={{ text: "December 2024", dateTime: "2024-12" }}
      />,
    );
    const updated = screen.getByText("December 2024");
    expect(updated.tagName).toBe("TIME");
    expect(updated.getAttribute("datetime")).toBe("2024-12");
    expect(updated.parentElement?.textContent).toBe(
      "Last updated December 2024",
    );
    expect(screen.getByText("A plain item").tagName).toBe("LI");
    expect(screen.getByText("Accounts:").tagName).toBe("STRONG");
    expect(
      screen.getByRole("link", { name: "hello@example.com" }),
    ).toHaveProperty("href", "mailto:hello@example.com");
    expect(screen.getByText("Mon-Fri").tagName).toBe("DD");
  });
});
