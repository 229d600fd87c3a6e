// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { InputField } from "#app/components/ui/bound-fields.tsx";
import { useApiForm } from "#app/lib/use-api-form.ts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const Schema = z.object({
  name: z.string().trim().min(1, "Please enter your name"),
  email: z.email("Please enter a valid email address"),
});
type Input = z.input<typeof Schema>;

let effectRuns = 0;

function TestForm() {
  const { form, state, onSubmit } = useApiForm<Input>({
    loadSchema: async () => Schema,
    endpoint: "/api/x",
    defaultValues: { name: "", email: "" },
    onSuccess: (handle) => handle.reset(),
  });
  // Counts how often an effect that depends on the form runs: once, since the form is one object.
  useEffect(() => {
    effectRuns += 1;
  }, [form]);
  return (
    <form method="post" noValidate onSubmit={onSubmit}>
      <InputField form={form} name="name" id="name" label="Name" />
      <InputField form={form} name="email" id="email" label="Email" />
      <button type="submit">Send</button>
      <output>{state}</output>
    </form>
  );
}

const field = (label: string) =>
  screen.getByLabelText(label) as HTMLInputElement;

describe("a form's fields", () => {
  it("shows no error before the first submit, then follows each corrected field", async () => {
    const user = userEvent.setup();
    render(<TestForm />);
    await user.type(field("Email"), "not-an-address");
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Please enter your name")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    // The first wrong field in page order takes the focus.
    expect(document.activeElement).toBe(field("Name"));

    await user.type(field("Name"), "Dana");
    await waitFor(() =>
      expect(screen.queryByText("Please enter your name")).toBeNull(),
    );
    // The other field keeps its error until it is corrected.
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(field("Name").getAttribute("aria-invalid")).toBe("false");
    expect(field("Email").getAttribute("aria-invalid")).toBe("true");
  });

  it("sends the parsed values, then empties the fields; the form stays one object", async () => {
    effectRuns = 0;
    const fetch = vi.fn(async () => Response.json({}, { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    render(<TestForm />);
    await user.type(field("Name"), "  Dana Brooks ");
    await user.type(field("Email"), "dana@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));

    await screen.findByText("succeeded");
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      name: "Dana Brooks",
      email: "dana@example.com",
    });
    expect(field("Name").value).toBe("");
    expect(field("Email").value).toBe("");
    expect(effectRuns).toBe(1);
  });

  it("keeps every value and shows the server's field errors when the server refuses them", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { message: "Invalid", errors: { email: "This address bounces" } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    render(<TestForm />);
    await user.type(field("Name"), "Dana");
    await user.type(field("Email"), "dana@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByText("This address bounces")).toBeTruthy();
    expect(screen.getByText("failed")).toBeTruthy();
    expect(field("Name").value).toBe("Dana");
    expect(field("Email").value).toBe("dana@example.com");
    expect(document.activeElement).toBe(field("Email"));
  });
});
