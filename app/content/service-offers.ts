/**
 * Prices and structured data of the custom-service pages (web development, UX/UI design,
 * e-commerce, mobile apps): the price a card shows and the Offer a search engine reads come from
 * the same numbers.

 */
import { formatPrice } from "#app/lib/format.ts";
import { contactServicePath } from "#app/lib/paths.ts";
import { absoluteUrl, type JsonLd } from "#app/lib/seo.ts";
import { serviceJsonLd } from "#app/content/service-schema.ts";
import type {
  CallToAction,
  ServiceOffering,
  ServicePrice,
} from "#app/content/types.ts";

/** "$15,000–$75,000" (an en dash, as ranges are written). */
export function priceRangeText(min: number, max: number): string {
  return `${formatPrice(min)}–${formatPrice(max)}`;
}

/** "Starting at $2,500" */
export function startingAtText(min: number): string {
  return `Starting at ${formatPrice(min)}`;
}

/**
 * A service card from its price entry and its details: the price text is the range (min and max)
 * or "Starting at" (min only), and the card links Learn More to the contact form with the title.
 */
export function serviceOffering(
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
    price:
      price.max === undefined
        ? { min: price.min }
        : { min: price.min, max: price.max },
    priceText:
      price.max === undefined
        ? startingAtText(price.min)
        : priceRangeText(price.min, price.max),
    action: { label: "Learn More", to: contactServicePath(price.title) },
  };
}

/** What an Offer needs: a `ServiceOffering`, or just a title and a price. */
type OfferSource = Pick<ServiceOffering, "title" | "price"> & {
  description?: string;
  action?: CallToAction;
};

/** Price entries in the shape `offeringOffers` reads. */
export function priceOffers(prices: readonly ServicePrice[]): OfferSource[] {
  return prices.map(({ title, min, max }) => ({
    title,
    price: max === undefined ? { min } : { min, max },
  }));
}

/** One schema.org Offer per offering: a range as minPrice and maxPrice, "starting at" as minPrice. */
export function offeringOffers(offerings: readonly OfferSource[]): JsonLd[] {
  return offerings.map((offering) => ({
    "@type": "Offer",
    name: offering.title,
    ...(offering.description && { description: offering.description }),
    url: absoluteUrl(offering.action?.to ?? contactServicePath(offering.title)),
    priceCurrency: "USD",
    ...(offering.price && {
      priceSpecification: {
        // A recurring price ("from $2,000 a month") is a price per unit of time.
        "@type":
          offering.price.per === "month"
            ? "UnitPriceSpecification"
            : "PriceSpecification",
        priceCurrency: "USD",
        minPrice: offering.price.min,
        ...(offering.price.max !== undefined && {
          maxPrice: offering.price.max,
        }),
        ...(offering.price.per === "month" && {
          unitCode: "MON",
          unitText: "month",
        }),
      },
    }),
    itemOffered: {
      "@type": "Service",
      name: offering.title,
      ...(offering.description && { description: offering.description }),
    },
  }));
}

interface ServiceCatalogRecord {
  /** Path of the page that describes the service. */
  path: string;
  name: string;
  serviceType: string;
  description: string;
  offerings: readonly OfferSource[];
}

/**
 * The page's schema.org Service, provided by the site's organization record to DC, Maryland and
 * Virginia, with its offerings as an OfferCatalog.
 */
export function serviceCatalogJsonLd({
  path,
  name,
  serviceType,
  description,
  offerings,
}: ServiceCatalogRecord): JsonLd {
  return serviceJsonLd({
    path,
    name,
    serviceType,
    description,
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name,
      itemListElement: offeringOffers(offerings),
    },
  });
}
