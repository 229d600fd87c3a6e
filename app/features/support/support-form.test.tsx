// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "#app/content/site.ts";
import { SupportForm } from "#app/features/support/support-form.tsx";
import type { FormResult } from "#app/lib/form-result.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: RegExp) =>
  screen.getByLabelText(label) as
    HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const submit = () => screen.getByRole("button", { name: "Send Message" });

async function fillRequest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Name/), "Priya Shah");
  await user.type(field(/^Email/), "priya@shahdental.example");
  await user.type(field(/^Subject/), "Blog posts not publishing");
  await user.selectOptions(field(/^Priority/), "high");
  await user.type(
    field(/^Message/),
    "This week's blog post did not appear on our website.",
  );
}

describe("SupportForm", () => {
  it("offers the four priorities with normal chosen", () => {
    render(<SupportForm />);
    const priority = field(/^Priority/) as HTMLSelectElement;
    expect([...priority.options].map((option) => option.value)).toEqual([
      "low",
      "normal",
      "high",
      "urgent",
    ]);
    expect(priority.value).toBe("normal");
    expect(field(/^Email/).getAttribute("type")).toBe("email");
  });

  it("names the four required fields on an empty submit", async () => {
    const user = userEvent.setup();
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    render(<SupportForm />);
    await user.click(submit());
    // The validation loads on first use: wait for its first message.
    await screen.findByText("Please enter your name");
    for (const message of [
      "Please enter your name",
      "Please enter a valid email address",
      "Please enter a subject",
      "Please enter a message",
    ])
      expect(screen.getByText(message)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'Sending...', then resets to empty with priority normal and the spec's alert", async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal("fetch", fetch);
    render(<SupportForm />);
    await fillRequest(user);
    await user.click(submit());

    expect(
      screen
        .getByRole("button", { name: "Sending..." })
        .hasAttribute("disabled"),
    ).toBe(true);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/support");
    expect(JSON.parse(init.body as string)).toEqual({
      name: "Priya Shah",
      email: "priya@shahdental.example",
      subject: "Blog posts not publishing",
      message: "This week's blog post did not appear on our website.",
      priority: "high",
      botcheck: "",
    });

    await act(async () =>
      answer(new Response('{"success":true}', { status: 201 })),
    );
    expect(screen.getByRole("status").textContent).toBe(
      "Message sent successfully! We'll get back to you within 2 hours.",
    );
    for (const label of [/^Name/, /^Email/, /^Subject/, /^Message/])
      expect(field(label).value).toBe("");
    expect(field(/^Priority/).value).toBe("normal");
  });

  it("keeps the text and shows the spec's failure alert with the site's address", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 503 })),
    );
    render(<SupportForm />);
    await fillRequest(user);
    await user.click(submit());

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      `Failed to send message. Please try again or email us directly at ${site.email}`,
    );
    expect(field(/^Subject/).value).toBe("Blog posts not publishing");
    expect(field(/^Priority/).value).toBe("high");
  });
});

describe("SupportForm posted without script", () => {
  const answered = (result: Partial<FormResult>): FormResult => ({
    form: "support",
    status: 400,
    ok: false,
    message: "",
    errors: {},
    values: {},
    body: {},
    ...result,
  });

  it("posts to its page's action", () => {
    const { container } = render(<SupportForm />);
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("?form=support");
  });

  it("shows each error beside its field and keeps what was typed, the priority included", () => {
    render(
      <SupportForm
        result={answered({
          errors: { subject: "Please enter a subject" },
          values: { name: "Priya Shah", priority: "urgent", subject: "" },
        })}
      />,
    );
    expect(field(/^Subject/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please enter a subject")).toBeTruthy();
    expect(field(/^Name/).value).toBe("Priya Shah");
    expect(field(/^Priority/).value).toBe("urgent");
  });

  it("shows the spec's success alert once accepted, and the server's word when refused", () => {
    render(<SupportForm result={answered({ status: 200, ok: true })} />);
    expect(screen.getByRole("status").textContent).toBe(
      "Message sent successfully! We'll get back to you within 2 hours.",
    );
    cleanup();
    render(
      <SupportForm
        result={answered({ status: 429, message: "Too many requests." })}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe("Too many requests.");
  });
});
