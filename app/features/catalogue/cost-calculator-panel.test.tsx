// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { webToolsCalculator } from "#app/content/web-tools.ts";
import {
  CostCalculatorPanel,
  ProjectCostCalculator,
} from "#app/features/catalogue/cost-calculator-panel.tsx";

afterEach(cleanup);

const hint = "Enter your numbers to see the totals.";

/** The panel with the page's copy and state, as /web-tools shows it. */
function renderCalculator() {
  const router = createMemoryRouter([
    { path: "/", element: <ProjectCostCalculator /> },
  ]);
  render(<RouterProvider router={router} />);
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe("CostCalculatorPanel", () => {
  it("shows the spec's figures as examples, not as entered values", () => {
    renderCalculator();
    const fields = [
      ["Hourly rate (USD)", "e.g. 150"],
      ["Hours per week", "e.g. 40"],
      ["Number of weeks", "e.g. 8"],
    ] as const;
    for (const [label, placeholder] of fields) {
      expect(input(label).placeholder).toBe(placeholder);
      expect(input(label).value).toBe("");
      expect(input(label).className).toContain("placeholder:italic");
    }
    expect(screen.getByText("$0.00")).toBeTruthy();
    expect(screen.getByText(hint)).toBeTruthy();
  });

  it("hides the hint once a figure is typed, and shows it again when every field is empty", () => {
    renderCalculator();
    fireEvent.change(input("Hourly rate (USD)"), { target: { value: "150" } });
    expect(screen.queryByText(hint)).toBeNull();
    fireEvent.change(input("Hours per week"), { target: { value: "40" } });
    fireEvent.change(input("Number of weeks"), { target: { value: "8" } });
    expect(screen.getByText("320")).toBeTruthy();
    expect(screen.getByText("$48,000.00")).toBeTruthy();
    for (const label of [
      "Hourly rate (USD)",
      "Hours per week",
      "Number of weeks",
    ])
      fireEvent.change(input(label), { target: { value: "" } });
    expect(screen.getByText(hint)).toBeTruthy();
  });

  it("takes its hint as a prop", () => {
    render(
      <CostCalculatorPanel
        fields={webToolsCalculator.fields}
        values={{}}
        onChange={() => {}}
        totalHoursLabel="Total Hours"
        totalHours="0"
        totalCostLabel="Total Cost"
        totalCost="$0.00"
        formula="Total cost = rate × hours"
        emptyHint="Type a figure."
      />,
    );
    expect(screen.getByText("Type a figure.")).toBeTruthy();
  });
});
