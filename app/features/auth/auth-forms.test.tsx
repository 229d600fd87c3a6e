// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { forgotPasswordMessages } from "#app/content/account-links.ts";
import { signinMessages } from "#app/content/signin.ts";
import { signupMessages } from "#app/content/signup.ts";
import type { FormResult } from "#app/lib/form-result.ts";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { ResetPasswordForm } from "./reset-password-form.tsx";
import { SigninForm } from "./signin-form.tsx";
import { SignupForm } from "./signup-form.tsx";

/**
 * The account forms posted without script: each is a real form posting to its page (keeping the
 * page's query), and starts in the state the page's action left it.
 */
afterEach(() => cleanup());

const failed = (
  form: string,
  status: number,
  message: string,
  values: Record<string, string>,
  errors: Record<string, string> = {},
): FormResult => ({
  form,
  status,
  ok: false,
  message,
  errors,
  values,
  body: {},
});

/** The text of the elements that describe `field` (its hint and error). */
const description = (field: HTMLElement) =>
  (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

const formOf = (button: string) =>
  screen.getByRole("button", { name: button }).closest("form")!;

describe("SigninForm", () => {
  it("posts to the page, keeping ?next=", () => {
    render(
      <MemoryRouter initialEntries={["/signin?next=%2Fpricing"]}>
        <SigninForm next="/pricing" />
      </MemoryRouter>,
    );
    const form = formOf("Sign In");
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("?next=%2Fpricing&form=signin");
  });

  it("shows the page's refusal in the form, with the address and without the password", () => {
    render(
      <MemoryRouter initialEntries={["/signin"]}>
        <SigninForm
          next="/dashboard"
          result={failed("signin", 401, signinMessages.invalid, {
            email: "renee@parkview.example",
          })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("alert").textContent).toContain(
      signinMessages.invalid,
    );
    expect(
      (screen.getByLabelText(/Email Address/) as HTMLInputElement).value,
    ).toBe("renee@parkview.example");
    expect((screen.getByLabelText(/Password/) as HTMLInputElement).value).toBe(
      "",
    );
  });
});

describe("SignupForm", () => {
  it("posts to the page with the plan, keeping ?plan=", () => {
    render(
      <MemoryRouter initialEntries={["/signup?plan=enterprise"]}>
        <SignupForm planId="enterprise" />
      </MemoryRouter>,
    );
    const form = formOf("Create Account");
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("?plan=enterprise&form=signup");
    expect(
      form.querySelector<HTMLInputElement>('input[name="subscriptionPlan"]')
        ?.value,
    ).toBe("enterprise");
  });

  it("shows each error beside its field and the values the page sent back", () => {
    render(
      <MemoryRouter initialEntries={["/signup"]}>
        <SignupForm
          planId="growth"
          result={failed(
            "signup",
            400,
            "Please correct the highlighted fields.",
            { firstName: "Renee", email: "renee@", company: "Parkview" },
            {
              email: "Please enter a valid email address",
              password: "Password must be at least 8 characters",
            },
          )}
        />
      </MemoryRouter>,
    );
    const email = screen.getByLabelText(/Email Address/);
    expect((email as HTMLInputElement).value).toBe("renee@");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(description(email)).toContain("Please enter a valid email address");
    expect(
      (screen.getByLabelText(/First Name/) as HTMLInputElement).value,
    ).toBe("Renee");
    expect(description(screen.getByLabelText(/^Password/))).toContain(
      "Password must be at least 8 characters",
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a taken address in the form", () => {
    render(
      <MemoryRouter initialEntries={["/signup"]}>
        <SignupForm
          planId="growth"
          result={failed("signup", 409, signupMessages.emailTaken, {
            email: "renee@parkview.example",
          })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("alert").textContent).toContain(
      signupMessages.emailTaken,
    );
  });
});

describe("ForgotPasswordForm", () => {
  it("posts to the page, and shows the one answer once the page accepted it", () => {
    const { unmount } = render(<ForgotPasswordForm />);
    const form = formOf("Send Reset Link");
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("?form=forgot-password");
    unmount();
    render(
      <ForgotPasswordForm
        result={{
          form: "forgot-password",
          status: 200,
          ok: true,
          message: forgotPasswordMessages.success,
          errors: {},
          values: { email: "renee@parkview.example" },
          body: {},
        }}
      />,
    );
    expect(screen.getByRole("status").textContent).toContain(
      forgotPasswordMessages.success,
    );
  });
});

describe("ResetPasswordForm", () => {
  it("posts the link's token to the page, keeping ?token=", () => {
    render(
      <MemoryRouter initialEntries={["/reset-password?token=abc-123"]}>
        <ResetPasswordForm token="abc-123" email="renee@parkview.example" />
      </MemoryRouter>,
    );
    const form = formOf("Change Password");
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe(
      "?token=abc-123&form=reset-password",
    );
    expect(
      form.querySelector<HTMLInputElement>('input[type="hidden"][name="token"]')
        ?.value,
    ).toBe("abc-123");
  });

  it("shows the page's refusal in the form", () => {
    render(
      <MemoryRouter initialEntries={["/reset-password?token=abc-123"]}>
        <ResetPasswordForm
          token="abc-123"
          email="renee@parkview.example"
          result={failed(
            "reset-password",
            503,
            "We could not save that just now.",
            {},
          )}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("alert").textContent).toContain(
      "We could not save that just now.",
    );
  });
});
