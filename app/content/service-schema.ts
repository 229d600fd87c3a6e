/**
 * Service pages' structured data: one schema.org `Service` per page, provided by the site's
 * organization record and serving DC, Maryland and Virginia, with its offers or its catalogue.
 */
import { absoluteUrl, serviceAreasJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { site } from "#app/content/site.ts";

export interface ServiceRecord {
  /** Path of the page that describes the service. */
  path: string;
  name: string;
  serviceType: string;
  description: string;
  /** One or more schema.org `Offer` records. */
  offers?: JsonLd | readonly JsonLd[];
  /** A schema.org `OfferCatalog`, for pages that offer several services. */
  hasOfferCatalog?: JsonLd;
}

export function serviceJsonLd({ path, ...record }: ServiceRecord): JsonLd {
  const url = absoluteUrl(path);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    ...record,
    url,
    provider: { "@id": `${site.url}/#organization` },
    areaServed: serviceAreasJsonLd,
  };
}
