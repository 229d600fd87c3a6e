import { expect, test } from "./fixtures.ts";
import { fieldMessages } from "./schema-messages.ts";
import { auditMessages } from "#app/content/free-audit.ts";
import { LeadSchema } from "#app/features/lead/schema.ts";
import { AUDIT_SOURCE } from "#app/lib/form-names.ts";

/** The submission endpoints through the real server: Express, React Router and the database. */
const lead = {
  name: "Gloria Nunez",
  email: "gloria@nunezcleaning.example",
  phone: "(571) 555-0134",
  company: "Nunez Cleaning Services",
  website: "",
  businessType: "Home Services",
  goals: "Book more recurring house cleaning clients in Fairfax",
  source: AUDIT_SOURCE,
};

test.describe("submission endpoints", () => {
  test("store a lead and answer 201, never cached", async ({ request }) => {
    const response = await request.post("/api/leads", { data: lead });
    expect(response.status()).toBe(201);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.json()).toEqual({
      success: true,
      message: auditMessages.success,
    });
  });

  test("refuse bad input with the spec's messages", async ({ request }) => {
    const bad = { ...lead, email: "gloria@", businessType: "" };
    const response = await request.post("/api/leads", { data: bad });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      message: "Please correct the highlighted fields.",
      errors: fieldMessages(LeadSchema, bad, ["email", "businessType"]),
    });
  });

  test("refuse other methods, other content types and other sites", async ({
    request,
    baseURL,
  }) => {
    const get = await request.get("/api/contact");
    expect(get.status()).toBe(405);
    expect(get.headers()["allow"]).toBe("POST");

    const form = await request.post("/api/support", {
      form: { name: "A", email: "a@b.example" },
    });
    expect(form.status()).toBe(415);

    const foreign = await request.post("/api/newsletter", {
      data: { email: "a@b.example" },
      headers: { Origin: "https://elsewhere.example" },
    });
    expect(foreign.status()).toBe(403);

    const own = await request.post("/api/newsletter", {
      data: { email: "owner@ownsite.example" },
      headers: { Origin: baseURL! },
    });
    expect(own.status()).toBe(200);
  });
});
