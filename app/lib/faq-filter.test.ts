import { describe, expect, it } from "vitest";
import {
  allFaqCategories,
  filterFaqs,
  matchesSearch,
} from "#app/lib/faq-filter.ts";

const faqs = [
  {
    id: "timeline",
    category: "web-development",
    question: "How long does a website take?",
    answer: "Simple sites take 2-4 weeks.",
  },
  {
    id: "platform",
    category: "ecommerce",
    question: "Which platform should my store use?",
    answer: "Shopify suits most shops; WooCommerce suits WordPress sites.",
  },
  {
    id: "seo-results",
    category: "seo",
    question: "When will SEO show results?",
    answer: "Most sites see results in 3-6 months.",
  },
  {
    id: "support",
    category: "business",
    question: "Do you offer support after launch?",
    answer: "Support plans start from $200/month (C++ and .NET sites too).",
  },
  {
    id: "store-seo",
    category: "ecommerce",
    question: "Will moving my store hurt my rankings?",
    answer: "Not if every old address redirects: we keep your SEO.",
  },
];

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe("matchesSearch", () => {
  it("matches the question or the answer, ignoring case", () => {
    expect(matchesSearch(faqs[0]!, "WEBSITE")).toBe(true);
    expect(matchesSearch(faqs[0]!, "2-4 weeks")).toBe(true);
    expect(matchesSearch(faqs[0]!, "shopify")).toBe(false);
  });

  it("matches everything for an empty or blank search", () => {
    for (const search of ["", "   "]) {
      expect(matchesSearch(faqs[1]!, search)).toBe(true);
    }
  });

  it("treats the search as plain text, not a pattern", () => {
    expect(matchesSearch(faqs[3]!, "$200/month")).toBe(true);
    expect(matchesSearch(faqs[3]!, "c++")).toBe(true);
    expect(matchesSearch(faqs[3]!, ".net")).toBe(true);
    expect(matchesSearch(faqs[0]!, ".*")).toBe(false);
  });
});

describe("filterFaqs", () => {
  it("shows every question, in order, with no search and the all category", () => {
    expect(
      filterFaqs(faqs, { search: "", category: allFaqCategories }),
    ).toEqual(faqs);
  });

  it("searches the question and the answer case-insensitively", () => {
    expect(ids(filterFaqs(faqs, { search: "SEO", category: "all" }))).toEqual([
      "seo-results",
      "store-seo",
    ]);
    expect(
      ids(filterFaqs(faqs, { search: "shopify", category: "all" })),
    ).toEqual(["platform"]);
  });

  it("shows one category's questions", () => {
    expect(
      ids(filterFaqs(faqs, { search: "", category: "ecommerce" })),
    ).toEqual(["platform", "store-seo"]);
  });

  it("combines the search with the category", () => {
    expect(
      ids(filterFaqs(faqs, { search: "seo", category: "ecommerce" })),
    ).toEqual(["store-seo"]);
    expect(filterFaqs(faqs, { search: "seo", category: "business" })).toEqual(
      [],
    );
  });

  it("finds nothing for a search no question or answer contains", () => {
    expect(
      filterFaqs(faqs, { search: "zzz-no-such-words", category: "all" }),
    ).toEqual([]);
  });

  it("finds nothing in a category without questions, and nothing in an empty list", () => {
    expect(filterFaqs(faqs, { search: "", category: "design" })).toEqual([]);
    expect(filterFaqs([], { search: "", category: "all" })).toEqual([]);
  });

  it("ignores spaces around the search", () => {
    expect(
      ids(filterFaqs(faqs, { search: "  platform  ", category: "all" })),
    ).toEqual(["platform"]);
  });
});
