/** Display formatting shared by content, sections and routes. */

const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
});

/** A US dollar amount as visitors read it: "$297", "$1,500"; cents only when there are any. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount)
    ? wholeDollars.format(amount)
    : dollarsAndCents.format(amount);
}
