// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NewsletterForm } from "#app/features/newsletter/newsletter-form.tsx";
import type { FormResult } from "#app/lib/form-result.ts";

afterEach(cleanup);

const answered = (result: Partial<FormResult>): FormResult => ({
  form: "newsletter",
  status: 400,
  ok: false,
  message: "",
  errors: {},
  values: {},
  body: {},
  ...result,
});

describe("NewsletterForm posted without script", () => {
  it("posts its address and where it was sent from to the page's action", () => {
    const { container } = render(<NewsletterForm source="Industry Trends" />);
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("?form=newsletter");
    expect(new FormData(form ?? undefined).get("source")).toBe(
      "Industry Trends",
    );
  });

  it("shows the error beside the field and keeps the address typed", () => {
    render(
      <NewsletterForm
        source="Industry Trends"
        result={answered({
          errors: { email: "Please enter a valid email address" },
          values: { email: "maya@" },
        })}
      />,
    );
    const email = screen.getByLabelText("Email address") as HTMLInputElement;
    expect(email.value).toBe("maya@");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
  });

  it("confirms the subscription with the address sent", () => {
    render(
      <NewsletterForm
        source="Industry Trends"
        result={answered({
          status: 200,
          ok: true,
          values: { email: "maya@hillcrestbakery.example" },
        })}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe(
      "You're subscribed. Look out for our next update at maya@hillcrestbakery.example.",
    );
  });
});
