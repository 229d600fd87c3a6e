/** The plan catalogue as schema.org offers, so that no page's prices can drift from it. */
import { absoluteUrl, type JsonLd } from "#app/lib/seo.ts";
import { plans, signupPath } from "#app/content/plans.ts";

/** The three plans as monthly-priced offers, each leading to its signup. */
export function planOffers(): JsonLd[] {
  return plans.map((plan) => ({
    "@type": "Offer",
    name: `${plan.name} (${plan.catalogName})`,
    description: plan.description,
    sku: plan.id,
    price: plan.monthlyPrice,
    priceCurrency: "USD",
    url: absoluteUrl(signupPath(plan.id)),
    availability: "https://schema.org/InStock",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: plan.monthlyPrice,
      priceCurrency: "USD",
      unitCode: "MON",
      unitText: "month",
      referenceQuantity: {
        "@type": "QuantitativeValue",
        value: 1,
        unitCode: "MON",
      },
    },
  }));
}
