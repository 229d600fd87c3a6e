/**
 * Prices of the e-commerce and mobile app pages: services (one-off, from a floor, or monthly) and
 * packages or tiers. The price texts on the cards and the schema.org Offers come from the same
 * price entries: the page's copy joins them with their descriptions and features, and its `meta`
 * builds the JSON-LD from them.
 */
import { formatPrice } from "#app/lib/format.ts";
import { contactServicePath } from "#app/lib/paths.ts";
import { absoluteUrl, type JsonLd } from "#app/lib/seo.ts";
import {
  offeringOffers,
  priceRangeText,
  serviceCatalogJsonLd,
  startingAtText,
} from "#app/content/service-offers.ts";
import type {
  PackagePrice,
  ServiceOffering,
  ServicePackage,
  ServicePrice,
} from "#app/content/types.ts";

/** "$800–$2,000", "$5,000+", "Starting at $12,000" or "Starting at $2,000/month". */
export function servicePriceText(price: ServicePrice): string {
  if (price.max !== undefined) return priceRangeText(price.min, price.max);
  if (price.orMore) return `${formatPrice(price.min)}+`;
  return `${startingAtText(price.min)}${price.per ? `/${price.per}` : ""}`;
}

/** The price object of a service card and of its Offer. */
function offeringPrice({ min, max, per }: ServicePrice) {
  return {
    min,
    ...(max !== undefined && { max }),
    ...(per && { per }),
  };
}

/** A service card from its price entry and its details, with Learn More to the contact form. */
export function pricedService(
  price: ServicePrice,
  details: Omit<
    ServiceOffering,
    "id" | "title" | "priceText" | "price" | "action"
  >,
): ServiceOffering {
  return {
    id: price.id,
    title: price.title,
    ...details,
    price: offeringPrice(price),
    priceText: servicePriceText(price),
    action: { label: "Learn More", to: contactServicePath(price.title) },
  };
}

/** "$12,000", "$25,000+" or "$5,000–$15,000", as the price object says. */
export function packagePriceText(price: ServicePackage["price"]): string {
  if (price.max !== undefined) return priceRangeText(price.min, price.max);
  return `${formatPrice(price.min)}${price.orMore ? "+" : ""}`;
}

/** A package card from its price entry and its details, with Get Started to the contact form. */
export function servicePackage(
  price: PackagePrice,
  details: Omit<
    ServicePackage,
    "id" | "name" | "price" | "popular" | "priceText" | "action"
  >,
): ServicePackage {
  return {
    ...price,
    ...details,
    priceText: packagePriceText(price.price),
    action: { label: "Get Started", to: contactServicePath(price.name) },
  };
}

/** One Offer per package: a fixed price as `price`, a range or a floor as a PriceSpecification. */
export function packageOffers(packages: readonly PackagePrice[]): JsonLd[] {
  return packages.map(({ name, price }) => {
    const fixed = price.max === undefined && !price.orMore;
    return {
      "@type": "Offer",
      name,
      url: absoluteUrl(contactServicePath(name)),
      priceCurrency: "USD",
      ...(fixed
        ? { price: price.min }
        : {
            priceSpecification: {
              "@type": "PriceSpecification",
              priceCurrency: "USD",
              minPrice: price.min,
              ...(price.max !== undefined && { maxPrice: price.max }),
            },
          }),
      itemOffered: { "@type": "Service", name },
    };
  });
}

/** The page's Service record with its services and its packages in one OfferCatalog. */
export function packagedServiceJsonLd({
  prices,
  packages,
  ...record
}: {
  /** Path of the page that describes the service. */
  path: string;
  name: string;
  serviceType: string;
  description: string;
  prices: readonly ServicePrice[];
  packages: readonly PackagePrice[];
}): JsonLd {
  const service = serviceCatalogJsonLd({ ...record, offerings: [] });
  return {
    ...service,
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: record.name,
      itemListElement: [
        ...offeringOffers(
          prices.map((price) => ({
            title: price.title,
            price: offeringPrice(price),
          })),
        ),
        ...packageOffers(packages),
      ],
    },
  };
}
