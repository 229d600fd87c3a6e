/** The strategy call's booking page (`/book`, product.md D12). */
export const bookSeo = {
  title: "Book Your Free Strategy Call",
  description:
    "Pick a time for a free 30-minute strategy call about your marketing, shown in your own time zone, with a calendar invite by e-mail.",
  keywords: [
    "book a strategy call",
    "free marketing consultation",
    "DMV marketing agency call",
    "AI marketing agents demo",
  ],
} as const;

export const bookHero = {
  title: "Book your free strategy call",
  intro:
    "Thirty minutes with our team about your marketing: what works today, where AI agents can save you hours each week, and what a first month could look like. No obligation, no sales script.",
} as const;

export const manageSeo = {
  title: "Your Strategy Call",
  description:
    "Move your strategy call to another time, or cancel it, until a few hours before it starts.",
} as const;
