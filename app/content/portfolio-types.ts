/**
 * Shapes of the portfolio and store-example cards (spec §3), drawn by `ShowcaseCards`. There are
 * no photos: a card draws a decorative tile from its category's icon instead of an image.
 */
import type { IconName } from "#app/content/types.ts";

/** A filter category with the icon its cards' tiles show. */
export interface ShowcaseCategory {
  /** The `?category=` value. */
  id: string;
  /** The filter button's and the card badge's text. */
  label: string;
  icon: IconName;
}

/** Spec §3 results: the headline outcome, a second outcome and a figure. */
export interface ShowcaseResults {
  /** The headline outcome, in a sentence. */
  primary: string;
  /** A second outcome, in a sentence. */
  secondary: string;
  /** A figure with its meaning: "4.8-star rating in the App Store". */
  metric: string;
}

/** What the client said, attributed by role and business, not by name. */
export interface ShowcaseTestimonial {
  quote: string;
  /** "Owner, family bakery in Silver Spring" */
  author: string;
}

/** A portfolio project (spec §3). */
export interface PortfolioProject {
  id: string;
  title: string;
  description: string;
  /** A `ShowcaseCategory` id. */
  category: string;
  /** "Restaurant", "Home services" */
  industry: string;
  /** "Silver Spring, MD" */
  location: string;
  /** Who the client is, described rather than named: "A family-owned bakery in Silver Spring, MD". */
  client: string;
  technologies: readonly string[];
  results: ShowcaseResults;
  /** What we delivered: "Website design", "Online ordering". */
  services: readonly string[];
  testimonial: ShowcaseTestimonial;
}

/** A store example (spec §3): a project plus its platform and its store features. */
export interface StoreExample extends PortfolioProject {
  /** "Shopify", "WooCommerce" */
  platform: string;
  /** The store's features, most important first: a card shows the first three. */
  features: readonly string[];
}
