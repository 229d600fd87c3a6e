// @vitest-environment jsdom
import {
  act,
  cleanup,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { dismissToast } from "#app/lib/use-toast.ts";
import { AuditConfirmation } from "#app/features/lead/audit-confirmation.tsx";
import { LeadForm } from "#app/features/lead/lead-form.tsx";

beforeAll(() => {
  // jsdom lacks pointer capture (Radix Toast) and scrolling.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  window.scrollTo = () => {};
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderForm() {
  const onSubmitted = vi.fn();
  render(
    <MemoryRouter>
      <LeadForm onSubmitted={onSubmitted} />
      <Toaster />
    </MemoryRouter>,
  );
  return onSubmitted;
}

function stubFetch(status: number, body: unknown = {}) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

async function fillValidLead(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full Name/), "Maria Alvarez");
  await user.type(
    screen.getByLabelText(/Email Address/),
    "Maria@ArlingtonBakery.example",
  );
  await user.type(screen.getByLabelText(/Phone Number/), "(703) 555-0123");
  await user.type(screen.getByLabelText(/Company Name/), "Arlington Bakery");
  await user.type(
    screen.getByLabelText(/^Website/),
    "https://www.arlingtonbakery.example",
  );
  await user.selectOptions(
    screen.getByLabelText(/Business Type/),
    "Restaurant/Food Service",
  );
  await user.type(
    screen.getByLabelText(/Current Marketing/),
    "Instagram posts now and then",
  );
  await user.type(
    screen.getByLabelText(/Marketing Goals/),
    "More weekend orders from Clarendon and Ballston",
  );
}

const submit = () => screen.getByRole("button", { name: "Get My Free Audit" });

describe("LeadForm", () => {
  it("shows the six required-field messages of spec §5 on an empty submit, tied to their fields", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(201);
    renderForm();
    await user.click(submit());
    // The validation loads on first use: wait for its first message.
    await screen.findByText("Name must be at least 2 characters");
    for (const [label, message] of [
      [/Full Name/, "Name must be at least 2 characters"],
      [/Email Address/, "Please enter a valid email address"],
      [/Phone Number/, "Please enter a valid phone number"],
      [/Company Name/, "Company name must be at least 2 characters"],
      [/Business Type/, "Please select a business type"],
      [/Marketing Goals/, "Please describe your marketing goals"],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(screen.getByText(message).id).toBeTruthy();
      expect(field.getAttribute("aria-describedby")).toContain(
        screen.getByText(message).id,
      );
    }
    expect(screen.getByLabelText(/^Website/).getAttribute("aria-invalid")).toBe(
      "false",
    );
    expect(fetch).not.toHaveBeenCalled();
    // The first invalid field takes the focus.
    expect(document.activeElement).toBe(screen.getByLabelText(/Full Name/));
  });

  /** The Website field shows "Please enter a valid URL", tied to it, and keeps what was typed. */
  function expectWebsiteError(typed: string) {
    const field = screen.getByLabelText(/^Website/) as HTMLInputElement;
    const message = screen.getByText("Please enter a valid URL");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(message.id).toBeTruthy();
    expect(field.getAttribute("aria-describedby")?.split(" ")).toContain(
      message.id,
    );
    expect(field.value).toBe(typed);
  }

  it("shows 'Please enter a valid URL' at the Website field for 'not a url at all' and sends nothing", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(201);
    const onSubmitted = renderForm();
    await fillValidLead(user);
    const website = screen.getByLabelText(/^Website/);
    await user.clear(website);
    await user.type(website, "not a url at all");
    await user.click(submit());

    expectWebsiteError("not a url at all");
    // The only error on the form is the website's.
    expect(screen.getAllByText("Please enter a valid URL")).toHaveLength(1);
    expect(
      screen.getByLabelText(/Full Name/).getAttribute("aria-invalid"),
    ).toBe("false");
    expect(document.activeElement).toBe(website);
    expect(fetch).not.toHaveBeenCalled();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it("takes a website typed without https:// and sends it with https://", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(201, { success: true, message: "ok" });
    const onSubmitted = renderForm();
    await fillValidLead(user);
    const website = screen.getByLabelText(/^Website/);
    await user.clear(website);
    await user.type(website, "  arlingtonbakery.example/menu  ");
    await user.click(submit());

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(
      (JSON.parse(init.body as string) as { website: string }).website,
    ).toBe("https://arlingtonbakery.example/menu");
  });

  it("sends every field with the source and attribution, then raises the 'Success!' toast", async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      "site.first-touch",
      JSON.stringify({ landingPage: "/?utm_source=flyer", utmSource: "flyer" }),
    );
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal("fetch", fetch);
    const onSubmitted = renderForm();
    await fillValidLead(user);
    await user.click(submit());

    expect(
      screen
        .getByRole("button", { name: "Submitting..." })
        .hasAttribute("disabled"),
    ).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/leads");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({
      name: "Maria Alvarez",
      email: "maria@arlingtonbakery.example",
      phone: "(703) 555-0123",
      company: "Arlington Bakery",
      website: "https://www.arlingtonbakery.example",
      businessType: "Restaurant/Food Service",
      currentMarketing: "Instagram posts now and then",
      goals: "More weekend orders from Clarendon and Ballston",
      botcheck: "",
      source: "Free Audit Page",
      attribution: { landingPage: "/?utm_source=flyer", utmSource: "flyer" },
    });

    await act(async () =>
      answer(
        new Response(JSON.stringify({ success: true, message: "ok" }), {
          status: 201,
        }),
      ),
    );
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(onSubmitted).toHaveBeenCalledWith({
      name: "Maria Alvarez",
      email: "Maria@ArlingtonBakery.example",
    });
    const viewport = screen.getByRole("region", { name: /notifications/i });
    expect(within(viewport).getByText("Success!")).toBeTruthy();
    expect(
      within(viewport).getByText(
        "Your free audit request has been submitted. We'll contact you within 24 hours.",
      ),
    ).toBeTruthy();
  });

  it("keeps the values and says 'Failed to submit request. Please try again.' when sending fails", async () => {
    const user = userEvent.setup();
    stubFetch(503, { message: "Service unavailable" });
    const onSubmitted = renderForm();
    await fillValidLead(user);
    await user.click(submit());

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(
      "Failed to submit request. Please try again.",
    );
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(
      (screen.getByLabelText(/Company Name/) as HTMLInputElement).value,
    ).toBe("Arlington Bakery");
    expect(
      (screen.getByLabelText(/Business Type/) as HTMLSelectElement).value,
    ).toBe("Restaurant/Food Service");
    const viewport = screen.getByRole("region", { name: /notifications/i });
    const toast = within(viewport).getByRole("listitem");
    expect(toast.dataset.variant).toBe("destructive");
    expect(
      within(toast).getByText("Failed to submit request. Please try again."),
    ).toBeTruthy();
    expect(submit().hasAttribute("disabled")).toBe(false);
  });

  it("puts the server's field errors (400) on their fields", async () => {
    const user = userEvent.setup();
    stubFetch(400, {
      message: "Invalid request",
      errors: { website: "Please enter a valid URL" },
    });
    renderForm();
    await fillValidLead(user);
    await user.click(submit());
    await screen.findByText("Please enter a valid URL");
    expectWebsiteError("https://www.arlingtonbakery.example");
    expect(screen.getByRole("alert").textContent).toContain(
      "Failed to submit request. Please try again.",
    );
  });
});

describe("LeadForm sends one request per intent", () => {
  const keyOf = (fetch: ReturnType<typeof vi.fn>, call: number) =>
    new Headers(
      (fetch.mock.calls[call] as unknown as [string, RequestInit])[1].headers,
    ).get("Idempotency-Key");

  it("sends one request for three clicks in one tick, with an idempotency key", async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal("fetch", fetch);
    const onSubmitted = renderForm();
    await fillValidLead(user);
    const button = submit();
    act(() => {
      button.click();
      button.click();
      button.click();
    });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(keyOf(fetch, 0)).toMatch(/^[0-9a-f]{32}$/);
    await act(async () =>
      answer(new Response(JSON.stringify({ success: true }), { status: 201 })),
    );
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("sends a retry after a failure with the same key", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(503, { message: "Service unavailable" });
    renderForm();
    await fillValidLead(user);
    await user.click(submit());
    await screen.findByRole("alert");
    await user.click(submit());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(keyOf(fetch, 0)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(fetch, 1)).toBe(keyOf(fetch, 0));
  });

  it("says that the request may have been received when the server cannot tell", async () => {
    const user = userEvent.setup();
    const mayHaveReceived =
      "We may have received your submission, but could not confirm it just now. Sending it again is safe: it will not be stored twice.";
    stubFetch(503, { message: mayHaveReceived, outcome: "unknown" });
    renderForm();
    await fillValidLead(user);
    await user.click(submit());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(mayHaveReceived);
    const viewport = screen.getByRole("region", { name: /notifications/i });
    expect(within(viewport).getByText(mayHaveReceived)).toBeTruthy();
  });
});

describe("AuditConfirmation", () => {
  it("takes the focus with its heading and lists the next steps and setup time", () => {
    render(
      <MemoryRouter>
        <AuditConfirmation
          requester={{ name: "Maria", email: "maria@example.com" }}
        />
      </MemoryRouter>,
    );
    const heading = screen.getByRole("heading", {
      level: 1,
      name: "Request Submitted Successfully!",
    });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/within 24 hours/).textContent).toContain(
      "maria@example.com",
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByText(/24-48 hours after your audit/)).toBeTruthy();
  });
});
