import { describe, expect, it } from "vitest";
import { formActionPath } from "#app/lib/form-result.ts";

describe("formActionPath", () => {
  it("names the form on the page itself", () => {
    expect(formActionPath("lead")).toBe("?form=lead");
  });

  it("keeps the page's own query, which the page that answers reads", () => {
    expect(formActionPath("signin", "?next=%2Fdashboard")).toBe(
      "?next=%2Fdashboard&form=signin",
    );
    expect(formActionPath("signup", "plan=growth&form=old")).toBe(
      "?plan=growth&form=signup",
    );
  });
});
