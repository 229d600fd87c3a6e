// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FilterSelect } from "#app/features/catalogue/filter-select.tsx";
import type { CountedChoice } from "#app/features/catalogue/filter.ts";

afterEach(cleanup);

const options: CountedChoice[] = [
  { id: "all", label: "All Categories", count: 5 },
  { id: "seo", label: "SEO", count: 3 },
  { id: "ads", label: "Ads", count: 0 },
];

function Controlled({ onValueChange }: { onValueChange: (v: string) => void }) {
  const [value, setValue] = useState("all");
  return (
    <FilterSelect
      label="Category"
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
      options={options}
    />
  );
}

describe("FilterSelect", () => {
  it("is a native select named by its label, with a count after each option that has one", () => {
    render(
      <FilterSelect
        label="Category"
        value="seo"
        onValueChange={() => {}}
        options={options}
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>("combobox", {
      name: "Category",
    });
    expect(select.tagName).toBe("SELECT");
    expect(select.value).toBe("seo");
    expect(
      screen.getAllByRole("option").map((option) => option.textContent),
    ).toEqual(["All Categories (5)", "SEO (3)", "Ads"]);
  });

  it("shows the first option for an unknown value", () => {
    render(
      <FilterSelect
        label="Category"
        value="nope"
        onValueChange={() => {}}
        options={options}
      />,
    );
    expect(
      screen.getByRole<HTMLSelectElement>("combobox", { name: "Category" })
        .value,
    ).toBe("all");
  });

  it("reports the chosen value", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    const select = screen.getByRole<HTMLSelectElement>("combobox", {
      name: "Category",
    });
    await user.selectOptions(select, "seo");
    expect(onValueChange).toHaveBeenCalledWith("seo");
    expect(select.value).toBe("seo");
  });
});
