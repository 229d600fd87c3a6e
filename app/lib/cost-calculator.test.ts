import { describe, expect, it } from "vitest";
import { calculatorPlaceholders } from "#app/content/web-tools.ts";
import {
  calculateProjectCost,
  formatCost,
  formatHours,
  parseFigure,
} from "#app/lib/cost-calculator.ts";

describe("parseFigure", () => {
  it("reads whole and decimal figures", () => {
    expect(parseFigure("150")).toBe(150);
    expect(parseFigure("37.5")).toBe(37.5);
    expect(parseFigure(" 40 ")).toBe(40);
    expect(parseFigure(8)).toBe(8);
  });

  it("counts a value that cannot be parsed as 0", () => {
    for (const value of [
      "",
      " ",
      "abc",
      "-",
      ".",
      "e",
      "NaN",
      "Infinity",
      "1e999",
      Number.NaN,
    ]) {
      expect(parseFigure(value), String(value)).toBe(0);
    }
  });

  it("counts a negative figure as 0", () => {
    expect(parseFigure("-20")).toBe(0);
    expect(parseFigure(-1)).toBe(0);
  });
});

describe("calculateProjectCost", () => {
  it("works out the placeholders' example: 150 x 40 x 8 = $48,000.00 over 320 hours", () => {
    const result = calculateProjectCost(calculatorPlaceholders);
    expect(result).toEqual({ totalHours: 320, totalCost: 48_000 });
    expect(formatHours(result.totalHours)).toBe("320");
    expect(formatCost(result.totalCost)).toBe("$48,000.00");
  });

  it("multiplies hours per week by weeks for the total hours, and by the rate for the cost", () => {
    expect(
      calculateProjectCost({
        hourlyRate: "95",
        hoursPerWeek: "20",
        weeks: "6",
      }),
    ).toEqual({ totalHours: 120, totalCost: 11_400 });
  });

  it("counts an unparseable value as 0", () => {
    expect(
      calculateProjectCost({
        hourlyRate: "abc",
        hoursPerWeek: "40",
        weeks: "8",
      }),
    ).toEqual({ totalHours: 320, totalCost: 0 });
    expect(
      calculateProjectCost({ hourlyRate: "150", hoursPerWeek: "", weeks: "8" }),
    ).toEqual({ totalHours: 0, totalCost: 0 });
    expect(
      calculateProjectCost({ hourlyRate: "", hoursPerWeek: "", weeks: "" }),
    ).toEqual({ totalHours: 0, totalCost: 0 });
  });

  it("keeps decimal figures", () => {
    const result = calculateProjectCost({
      hourlyRate: "87.50",
      hoursPerWeek: "37.5",
      weeks: "3",
    });
    expect(result.totalHours).toBe(112.5);
    expect(formatCost(result.totalCost)).toBe("$9,843.75");
    expect(formatHours(result.totalHours)).toBe("112.5");
  });
});

describe("formatCost", () => {
  it("always shows 2 decimals", () => {
    expect(formatCost(0)).toBe("$0.00");
    expect(formatCost(1500)).toBe("$1,500.00");
    expect(formatCost(1234.5)).toBe("$1,234.50");
  });

  it("rounds to the cent", () => {
    expect(formatCost(0.1 * 3)).toBe("$0.30");
    expect(formatCost(10.005)).toMatch(/^\$10\.0[01]$/);
    expect(formatCost(33.333333)).toBe("$33.33");
  });
});

describe("formatHours", () => {
  it("shows whole hours without decimals and parts of an hour to 2 places", () => {
    expect(formatHours(0)).toBe("0");
    expect(formatHours(1200)).toBe("1,200");
    expect(formatHours(10 / 3)).toBe("3.33");
  });
});
