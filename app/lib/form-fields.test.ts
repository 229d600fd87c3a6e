import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  EMAIL_MESSAGE,
  emailField,
  fieldErrors,
  lineField,
} from "#app/lib/form-fields.ts";

describe("form fields", () => {
  it("trims and lower-cases e-mail addresses and refuses bad ones with one message", () => {
    expect(emailField().parse("  Owner@Example.COM ")).toBe(
      "owner@example.com",
    );
    for (const bad of ["", "owner@", "owner example.com", undefined])
      expect(emailField().safeParse(bad).error?.issues[0]?.message).toBe(
        EMAIL_MESSAGE,
      );
  });

  it("gives a missing field the same message as a short one", () => {
    const name = lineField(2, "Name must be at least 2 characters");
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe(
      "Name must be at least 2 characters",
    );
    expect(name.safeParse(" a ").error?.issues[0]?.message).toBe(
      "Name must be at least 2 characters",
    );
  });

  it("maps the first problem of each field to its name", () => {
    const schema = z.object({
      name: lineField(2, "Too short"),
      email: emailField(),
    });
    const result = schema.safeParse({ name: "", email: "x" });
    expect(fieldErrors(result.error!)).toEqual({
      name: "Too short",
      email: EMAIL_MESSAGE,
    });
  });
});
