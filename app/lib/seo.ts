/**
 * Head tags for every route from one helper: title, description, keywords, canonical address,
 * Open Graph, Twitter card and the page's JSON-LD records.
 */
import type { MetaDescriptor } from "react-router";
import { site } from "#app/content/site.ts";

export type JsonLd = Record<string, unknown>;

export interface PageSeo {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** Path of the page, used for the canonical and og:url addresses. */
  path: string;
  keywords?: readonly string[];
  /** Absolute or root-relative share image; the default share image otherwise. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  jsonLd?: readonly JsonLd[];
  /** For pages that must not be indexed (the not-found page). */
  noindex?: boolean;
}

const defaultShareImage = "/og-image.png";

/** An absolute address on the site's canonical origin. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${site.url}${path.startsWith("/") ? path : `/${path}`}`;
}

export function fullTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

export function pageMeta(page: PageSeo): MetaDescriptor[] {
  const title = fullTitle(page.title);
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(page.image ?? defaultShareImage);
  const imageAlt = page.imageAlt ?? `${site.name}: ${site.tagline}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (page.keywords?.length)
    tags.push({ name: "keywords", content: page.keywords.join(", ") });
  // A page kept out of the index (the not-found page) names no canonical address of its own.
  if (page.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  else tags.push({ tagName: "link", rel: "canonical", href: url });
  for (const record of page.jsonLd ?? [])
    tags.push({ "script:ld+json": record });
  return tags;
}

/** Where the business works: Washington DC, Maryland and Virginia. */
export const serviceAreasJsonLd = [
  { "@type": "City", name: "Washington, DC" },
  { "@type": "State", name: "Maryland" },
  { "@type": "State", name: "Virginia" },
] as const;

/**
 * The site-wide business record, rendered in the head of every page. It states only what the pages
 * show: no rating or review, which no page shows and search engines refuse from a business about
 * itself.
 */
export function organizationJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": ["ProfessionalService", "Organization"],
    "@id": `${site.url}/#organization`,
    name: site.name,
    legalName: site.legalName,
    description: `${site.tagline}: Washington DC, Maryland and Northern Virginia.`,
    url: `${site.url}/`,
    logo: absoluteUrl("/logo.png"),
    image: absoluteUrl(defaultShareImage),
    email: site.email,
    telephone: site.phoneE164,
    foundingDate: String(site.foundingYear),
    priceRange: site.priceRange,
    address: {
      "@type": "PostalAddress",
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    areaServed: serviceAreasJsonLd,
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: site.hours.days,
      opens: site.hours.opens,
      closes: site.hours.closes,
    },
    sameAs: Object.values(site.social).filter(Boolean),
  };
}

/** A BreadcrumbList from the home page to the given page. */
export function breadcrumbJsonLd(
  trail: readonly { name: string; path: string }[],
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map(
      (item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: item.name,
        item: absoluteUrl(item.path),
      }),
    ),
  };
}

/** JSON for a `<script type="application/ld+json">` element: "<" is escaped so no text can end it. */
export function serializeJsonLd(record: JsonLd): string {
  return JSON.stringify(record).replace(/</g, "\\u003c");
}
