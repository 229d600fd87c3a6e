// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "#app/content/site.ts";
import { ContactForm } from "#app/features/contact/contact-form.tsx";
import type { FormResult } from "#app/lib/form-result.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubFetch(status: number) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, message: "ok" }), {
        status,
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const field = (label: RegExp) =>
  screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const submit = () => screen.getByRole("button", { name: "Send Message" });

async function fillMessage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/First Name/), "James");
  await user.type(field(/Last Name/), "Okafor");
  await user.type(field(/Email Address/), "james@rockvilleauto.example");
  await user.type(field(/Phone Number/), "(301) 555-0187");
  await user.type(field(/Company Name/), "Rockville Auto Care");
  await user.type(
    field(/^Message/),
    "We need a new website with online booking for oil changes.",
  );
}

describe("ContactForm", () => {
  it("has the spec's fields: email and tel types, a five-row message", () => {
    render(<ContactForm />);
    expect(field(/Email Address/).type).toBe("email");
    expect(field(/Phone Number/).type).toBe("tel");
    expect((field(/^Message/) as HTMLTextAreaElement).rows).toBe(5);
    expect(field(/Service of interest/).value).toBe("");
  });

  it("names the missing fields on an empty submit and sends nothing", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(201);
    render(<ContactForm />);
    await user.click(submit());
    // The validation loads on first use: wait for its first message.
    await screen.findByText("Please enter your first name");
    for (const message of [
      "Please enter your first name",
      "Please enter your last name",
      "Please enter a valid email address",
      "Please write a message of at least 10 characters",
    ])
      expect(screen.getByText(message)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("fills the service of interest when the query value arrives, and follows it while untouched", () => {
    const { rerender } = render(<ContactForm service="" />);
    expect(field(/Service of interest/).value).toBe("");
    rerender(<ContactForm service="SEO Automation" />);
    expect(field(/Service of interest/).value).toBe("SEO Automation");
    rerender(<ContactForm service="Mobile App Development" />);
    expect(field(/Service of interest/).value).toBe("Mobile App Development");
  });

  it("never overwrites a service the visitor typed", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ContactForm />);
    await user.type(field(/Service of interest/), "Logo design");
    rerender(<ContactForm service="SEO Automation" />);
    expect(field(/Service of interest/).value).toBe("Logo design");
  });

  it("posts the message with the service and attribution, then empties the form with the 24-hour promise", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(201);
    render(<ContactForm service="SEO Automation" />);
    await fillMessage(user);
    await user.click(submit());

    await screen.findByRole("status");
    expect(screen.getByRole("status").textContent).toContain(
      "We'll get back to you within 24 hours.",
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/contact");
    expect(JSON.parse(init.body as string)).toMatchObject({
      firstName: "James",
      lastName: "Okafor",
      email: "james@rockvilleauto.example",
      phone: "(301) 555-0187",
      company: "Rockville Auto Care",
      service: "SEO Automation",
      message: "We need a new website with online booking for oil changes.",
      attribution: expect.any(Object),
    });
    for (const label of [
      /First Name/,
      /Last Name/,
      /Email Address/,
      /Phone Number/,
      /Company Name/,
      /Service of interest/,
      /^Message/,
    ])
      expect(field(label).value, String(label)).toBe("");
  });

  it("shows no field errors once sent and emptied, and a second tap sends nothing more", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(201);
    render(<ContactForm />);
    await fillMessage(user);
    await user.click(submit());
    await screen.findByRole("status");
    // Two taps: the second lands on the form the first one emptied.
    await user.click(submit());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/^Please (enter|write)/)).toBeNull();
    expect(screen.getByRole("status").textContent).toContain(
      "We'll get back to you within 24 hours.",
    );
    expect(fetch).toHaveBeenCalledTimes(1);

    // A new message is a new intent, under a new key.
    await fillMessage(user);
    await user.click(submit());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const keys = fetch.mock.calls.map((call) =>
      new Headers((call as unknown as [string, RequestInit])[1].headers).get(
        "Idempotency-Key",
      ),
    );
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBeTruthy();
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("keeps what was typed and names the email address when sending fails", async () => {
    const user = userEvent.setup();
    stubFetch(500);
    render(<ContactForm />);
    await fillMessage(user);
    await user.click(submit());

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(site.email);
    expect(field(/First Name/).value).toBe("James");
    expect(field(/^Message/).value).toContain("online booking");
  });

  it("says 'Sending...' while the message is on its way", async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    render(<ContactForm />);
    await fillMessage(user);
    await user.click(submit());
    expect(
      screen
        .getByRole("button", { name: "Sending..." })
        .hasAttribute("disabled"),
    ).toBe(true);
    await act(async () => answer(new Response("{}", { status: 201 })));
    expect(submit()).toBeTruthy();
  });
});

describe("ContactForm posted without script", () => {
  const answered = (result: Partial<FormResult>): FormResult => ({
    form: "contact",
    status: 400,
    ok: false,
    message: "",
    errors: {},
    values: {},
    body: {},
    ...result,
  });

  it("posts to its page's action, and the server's HTML has the service the address asked for", () => {
    const { container } = render(<ContactForm service="SEO Automation" />);
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("?form=contact");
    expect(field(/Service of interest/).getAttribute("value")).toBe(
      "SEO Automation",
    );
  });

  it("shows each error beside its field and keeps what was typed", () => {
    render(
      <ContactForm
        result={answered({
          errors: { email: "Please enter a valid email address" },
          values: { firstName: "James", email: "james@", message: "Hello" },
        })}
      />,
    );
    expect(field(/Email Address/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(field(/First Name/).value).toBe("James");
    expect(field(/Email Address/).value).toBe("james@");
    expect(field(/^Message/).value).toBe("Hello");
  });

  it("shows the 24-hour promise once accepted", () => {
    render(
      <ContactForm
        result={answered({ status: 200, ok: true, values: { firstName: "J" } })}
      />,
    );
    expect(screen.getByRole("status").textContent).toContain(
      "We'll get back to you within 24 hours.",
    );
    expect(field(/First Name/).value).toBe("");
  });
});
