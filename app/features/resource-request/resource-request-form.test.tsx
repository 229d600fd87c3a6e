// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ResourceRequestForm } from "#app/features/resource-request/resource-request-form.tsx";
import type { FormResult } from "#app/lib/form-result.ts";

afterEach(cleanup);

const answered = (result: Partial<FormResult>): FormResult => ({
  form: "resource-request",
  status: 400,
  ok: false,
  message: "",
  errors: {},
  values: {},
  body: {},
  ...result,
});

const choices = ["Local SEO Checklist", "Social Media Calendar"];

describe("ResourceRequestForm", () => {
  it("posts to the page's action with the resource: chosen from the page's list, or its own", () => {
    const { container } = render(
      <ResourceRequestForm
        resource="Social Media Calendar"
        choices={choices}
      />,
    );
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("?form=resource-request");
    expect(
      (screen.getByLabelText(/^Resource/) as HTMLSelectElement).value,
    ).toBe("Social Media Calendar");
    cleanup();
    const dialogForm = render(
      <ResourceRequestForm resource="Local SEO Checklist" />,
    ).container.querySelector("form");
    expect(new FormData(dialogForm ?? undefined).get("resource")).toBe(
      "Local SEO Checklist",
    );
  });

  it("shows each error beside its field and keeps what was typed", () => {
    render(
      <ResourceRequestForm
        resource="Local SEO Checklist"
        choices={choices}
        result={answered({
          errors: { email: "Please enter a valid email address" },
          values: {
            name: "Maya Brooks",
            email: "maya@",
            resource: "Social Media Calendar",
          },
        })}
      />,
    );
    const email = screen.getByLabelText(/Email address/) as HTMLInputElement;
    expect(email.value).toBe("maya@");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe(
      "Maya Brooks",
    );
    expect(
      (screen.getByLabelText(/^Resource/) as HTMLSelectElement).value,
    ).toBe("Social Media Calendar");
  });

  it("confirms what will be sent where once accepted", () => {
    render(
      <ResourceRequestForm
        resource="Local SEO Checklist"
        choices={choices}
        result={answered({
          status: 200,
          ok: true,
          values: {
            name: "Maya Brooks",
            email: "maya@hillcrestbakery.example",
            resource: "Social Media Calendar",
          },
        })}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe(
      "Thank you! We'll email “Social Media Calendar” to maya@hillcrestbakery.example.",
    );
  });
});
