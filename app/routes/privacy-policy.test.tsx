// @vitest-environment jsdom
import { createHash } from "node:crypto";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteEnvKeys } from "#app/content/site.ts";
import PrivacyPolicy, {
  DocumentSections,
} from "#app/routes/privacy-policy.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

/**
 * The policy's text as of its last change, and that day. When the text changes, this test fails:
 * set `privacyPolicyUpdated` (app/content/privacy-policy.ts) to the day of the change, then both
 * values here.
 */
const lastChange = {
  text: "November 27, 2026",
  sha256: "0f862d532a398d20018142b13e6b7552248b3ba30f3bbd5134f42642d1441f41",
};

describe("the privacy policy page", () => {
  it("shows the day its text last changed", async () => {
    const Stub = createRoutesStub([
      { path: "/privacy-policy", Component: PrivacyPolicy },
    ]);
    render(<Stub initialEntries={["/privacy-policy"]} />);
    const updated = await screen.findByText(lastChange.text);
    expect(updated.tagName).toBe("TIME");
    expect(updated.getAttribute("datetime")).toBe("2026-11-27");
    expect(updated.parentElement?.textContent).toBe(
      `Last updated ${lastChange.text}`,
    );
  });

  it("has the text it had on that day", async () => {
    // With the default business facts, which the text names (e-mail, phone).
    vi.resetModules();
    for (const key of siteEnvKeys) vi.stubEnv(key, "");
    const { privacyPolicySections, privacyPolicyUpdated } =
      await import("#app/content/privacy-policy.ts");
    const sha256 = createHash("sha256")
      .update(JSON.stringify(privacyPolicySections))
      .digest("hex");
    expect(
      { text: privacyPolicyUpdated.text, sha256 },
      "the policy's text changed: set privacyPolicyUpdated to the day of the change, then lastChange here",
    ).toEqual(lastChange);
  });
});

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
