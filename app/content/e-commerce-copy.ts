/**
 * The e-commerce page's copy, section by section in page order: only the page's copy (which never
 * hydrates) reads it, so none of it is in the page's JavaScript (docs/decisions/0021). The
 * priced services, head tags and structured data are in `e-commerce.ts`.
 */
import { contactServicePath } from "#app/lib/paths.ts";
import { pricedService, servicePackage } from "#app/content/package-offers.ts";
import { popularBadgeLabel } from "#app/content/plans.ts";
import {
  eCommercePackagePrices,
  eCommerceServiceName,
  eCommerceServicePrices,
} from "#app/content/e-commerce-services.ts";
import type {
  HeroContent,
  CaseStudy,
  ItemGroup,
  CtaContent,
  Platform,
  SectionIntro,
  ServiceOffering,
  ServicePackage,
} from "#app/content/types.ts";

export const eCommerceHero = {
  eyebrow: "E-Commerce Development",
  title: "Online Stores That Sell for Local Businesses",
  description:
    "We plan, build and connect online stores for retailers, restaurants and makers across DC, Maryland and Northern Virginia, so customers can buy from you on any device, at any hour, and pick up down the street or get it shipped.",
  actions: [
    {
      label: "Start Your Store Project",
      to: contactServicePath(eCommerceServiceName),
    },
    { label: "Browse Store Examples", to: "/ecommerce-examples" },
  ],
  points: [
    "Packages from $5,000",
    "3 months of free support after launch",
    "Local team serving DC, MD & VA",
  ],
  panel: {
    title: "What we set up",
    items: [
      { id: "store", label: "A store designed for your brand", icon: "store" },
      {
        id: "payments",
        label: "Cards, Apple Pay and Google Pay",
        icon: "credit-card",
      },
      {
        id: "inventory",
        label: "Inventory synced with your POS",
        icon: "package",
      },
      {
        id: "shipping",
        label: "Shipping, delivery and local pickup",
        icon: "truck",
      },
      {
        id: "analytics",
        label: "Sales and conversion tracking",
        icon: "bar-chart",
      },
    ],
  },
} as const satisfies HeroContent;

const servicePrice = (id: (typeof eCommerceServicePrices)[number]["id"]) =>
  eCommerceServicePrices.find((price) => price.id === id)!;
const packagePrice = (id: (typeof eCommercePackagePrices)[number]["id"]) =>
  eCommercePackagePrices.find((price) => price.id === id)!;

export const eCommerceServices = {
  intro: {
    eyebrow: "Services",
    title: "E-Commerce Services",
    description:
      "Build a new store, move an old one, or fix the parts that cost you sales. Each service has a clear price range and timeline.",
  },
  services: [
    pricedService(servicePrice("custom-store"), {
      description:
        "A store designed around your products and brand on Shopify, WooCommerce, BigCommerce or a custom build, ready to take orders on launch day.",
      features: [
        "Theme designed to match your brand",
        "Product catalog set up and imported",
        "Mobile-first checkout",
        "Shipping, sales tax and local pickup configured",
      ],
      timelineText: "6-10 weeks",
      icon: "store",
    }),
    pricedService(servicePrice("platform-migration"), {
      description:
        "Switch from Wix, Squarespace or any outdated or costly platform without losing products, customers, order history or the search rankings you have earned.",
      features: [
        "Products, customers and orders moved",
        "Redirects from every old address to keep rankings",
        "Design carried over or refreshed",
        "Launch-day checks and a rollback plan",
      ],
      timelineText: "3-6 weeks",
      icon: "refresh-cw",
    }),
    pricedService(servicePrice("payment-checkout"), {
      description:
        "Secure payments by card, digital wallet or pay-later plan, and a checkout with fewer steps between the cart and the order.",
      features: [
        "Stripe, Square or PayPal",
        "Apple Pay and Google Pay",
        "Sales tax and receipts configured",
        "Fraud screening settings reviewed",
      ],
      timelineText: "1-2 weeks",
      icon: "credit-card",
    }),
    pricedService(servicePrice("inventory-integration"), {
      description:
        "Connect your store to your point of sale, accounting and shipping tools, so stock counts and orders stay in sync without retyping.",
      features: [
        "Stock sync with your point-of-sale system",
        "Orders exported to QuickBooks or Xero",
        "Shipping labels and tracking emails",
        "Low-stock alerts",
      ],
      timelineText: "2-4 weeks",
      icon: "package",
    }),
    pricedService(servicePrice("conversion-optimization"), {
      description:
        "Find where shoppers drop off between the product page and the receipt, then fix it, with measurements before and after.",
      features: [
        "Analytics and checkout funnel review",
        "Product page and cart improvements",
        "Abandoned cart emails",
        "A/B tests on key pages",
      ],
      timelineText: "2-4 weeks",
      icon: "trending-up",
    }),
    pricedService(servicePrice("e-commerce-seo"), {
      description:
        "Product and category pages that show up when shoppers search, whether they are across the country or across the river.",
      features: [
        "Keyword research for products and categories",
        "Product structured data for rich results",
        "Category page copy that helps shoppers choose",
        "Speed and technical fixes",
      ],
      timelineText: "2-3 weeks",
      icon: "search",
    }),
  ],
  note: "Prices depend on your catalog size, integrations and design needs. Your written quote follows a free consultation.",
} as const satisfies {
  intro: SectionIntro;
  services: readonly ServiceOffering[];
  note: string;
};

export const eCommercePlatforms = {
  intro: {
    eyebrow: "Platforms",
    title: "Choosing the Right Platform",
    description:
      "We build on the platform that fits your business, not the one we happen to prefer. Here is how the four options we recommend most compare.",
  },
  caption:
    "Shopify, WooCommerce, BigCommerce and a custom build compared: overview, best use, platform pricing, pros and cons",
  platforms: [
    {
      id: "shopify",
      name: "Shopify",
      description:
        "A hosted, all-in-one store platform with a large ecosystem of themes and apps.",
      pros: [
        "Quick to launch and easy for staff to run",
        "Hosting, security and updates handled for you",
        "Built-in point of sale for in-store sales",
      ],
      cons: [
        "Monthly app subscriptions add up",
        "Extra transaction fees unless you use its own payments",
        "Deep checkout changes need its top plan",
      ],
      bestFor:
        "Retailers who want to launch quickly and run the store themselves",
      pricing:
        "Monthly subscription, from about $39 on the basic plan, plus payment processing and paid apps",
    },
    {
      id: "woocommerce",
      name: "WooCommerce",
      description:
        "A free, open-source store plugin for WordPress sites, customizable down to the last detail.",
      pros: [
        "No platform fee, and you own the site and its data",
        "Almost anything can be customized",
        "Sits beside your WordPress pages and blog",
      ],
      cons: [
        "You are responsible for hosting, updates and security",
        "Plugin quality varies widely",
        "Slows down without good hosting",
      ],
      bestFor: "Content-rich businesses already running WordPress",
      pricing:
        "The plugin is free; hosting, premium extensions and upkeep are paid",
    },
    {
      id: "bigcommerce",
      name: "BigCommerce",
      description:
        "A hosted platform with many catalog, B2B and multi-channel features built in.",
      pros: [
        "No extra transaction fees on any plan",
        "Strong built-in catalog and wholesale features",
        "Sells on marketplaces and social channels too",
      ],
      cons: [
        "Plan tiers are tied to your yearly online sales",
        "Smaller theme and app ecosystem",
        "Fewer developers know it well",
      ],
      bestFor: "Growing catalogs and wholesale or B2B sellers",
      pricing:
        "Monthly subscription, from about $39 on the standard plan, with higher tiers as sales grow",
    },
    {
      id: "custom",
      name: "Custom Build",
      description:
        "A storefront built for you on a headless commerce engine or from the ground up.",
      pros: [
        "Full control over design, speed and checkout",
        "Connects to any system you already run",
        "No platform lock-in",
      ],
      cons: [
        "Highest upfront cost and longest timeline",
        "Needs ongoing developer support",
      ],
      bestFor: "High-volume stores with unusual workflows or integrations",
      pricing:
        "No platform subscription; development and hosting costs instead",
    },
  ],
  note: "Platform prices are the vendors' published starting prices and change from time to time; your written quote confirms current pricing.",
} as const satisfies {
  intro: SectionIntro;
  caption: string;
  platforms: readonly Platform[];
  note: string;
};

export const eCommerceStories = {
  intro: {
    eyebrow: "Success stories",
    title: "Stores We Have Launched",
    description:
      "Three local businesses that now sell online, and what changed for them.",
  },
  studies: [
    {
      id: "boutique-apparel",
      title: "Boutique Apparel Store Goes Online",
      category: "Fashion retail",
      client: "Independent clothing boutique, Old Town Alexandria",
      description:
        "A boutique with a loyal walk-in following wanted to sell beyond its block without hiring an e-commerce team.",
      results: [
        "Online orders became a steady second source of revenue",
        "Buy online, pick up in store brought customers back through the door",
        "Staff manage products in the same system as the register",
      ],
      features: [
        "Shopify store with a custom theme",
        "Point-of-sale inventory sync",
        "Local pickup and same-day delivery",
        "Shoppable social posts",
      ],
      revenue: "$180K online sales in the first year",
      timeline: "8 weeks",
      visual: {
        kind: "store",
        alt: "Drawing of a clothing store's product grid on a laptop",
      },
    },
    {
      id: "specialty-food",
      title: "Specialty Food Shop Ships Nationwide",
      category: "Food & beverage",
      client: "Family-owned spice and tea shop, Silver Spring",
      description:
        "A family business known at local farmers markets needed a store that could handle subscriptions and holiday gift orders.",
      results: [
        "Monthly subscription boxes bring in predictable recurring revenue",
        "Holiday gift orders handled without extra staff",
        "Bundles and gift options raised the average order",
      ],
      features: [
        "WooCommerce with subscriptions",
        "Gift messages and scheduled delivery dates",
        "Shipping rules by weight and region",
        "Abandoned cart emails",
      ],
      revenue: "$95K online sales in the first year",
      timeline: "10 weeks",
      visual: {
        kind: "store",
        alt: "Drawing of a food shop's online catalog with subscription boxes",
      },
    },
    {
      id: "home-goods-migration",
      title: "Home Goods Retailer Changes Platforms",
      category: "Home & garden",
      client: "Home goods retailer with two stores, Fairfax County",
      description:
        "A retailer on an aging platform was losing sales to slow pages and a checkout that failed on phones.",
      results: [
        "Checkout works smoothly on phones, where most visitors shop",
        "Search rankings held through the move",
        "Stock synced across both stores and the website",
      ],
      features: [
        "Migration to BigCommerce",
        "Redirects for every old product page",
        "Multi-location inventory",
        "Apple Pay and Google Pay",
      ],
      revenue: "Online revenue up 40% year over year",
      timeline: "10 weeks",
      visual: {
        kind: "dashboard",
        alt: "Drawing of a sales dashboard with rising weekly revenue",
      },
    },
  ],
  note: "Clients are described rather than named. Results depend on each business's products, prices and marketing, so yours will differ.",
} as const satisfies {
  intro: SectionIntro;
  studies: readonly CaseStudy[];
  note: string;
};

export const eCommerceFeatures = {
  intro: {
    eyebrow: "Features",
    title: "Everything a Modern Store Needs",
    description:
      "Every store we build covers four areas, so nothing stands between a shopper and a finished order.",
  },
  groups: [
    {
      id: "storefront",
      title: "Storefront & Design",
      icon: "layout",
      items: [
        "Mobile-first, accessible design",
        "Product filters and on-site search",
        "Product reviews and photo galleries",
        "Fast pages on any connection",
      ],
    },
    {
      id: "payments",
      title: "Payments & Checkout",
      icon: "credit-card",
      items: [
        "Cards, Apple Pay and Google Pay",
        "Buy now, pay later options",
        "Guest checkout",
        "Automatic sales tax",
      ],
    },
    {
      id: "fulfillment",
      title: "Inventory & Fulfillment",
      icon: "truck",
      items: [
        "Stock sync with your point of sale",
        "Shipping rates and label printing",
        "Local pickup and delivery zones",
        "Order status emails",
      ],
    },
    {
      id: "marketing",
      title: "Marketing & Analytics",
      icon: "bar-chart",
      items: [
        "Abandoned cart emails",
        "Discount codes and gift cards",
        "Product data for search results",
        "Sales and conversion dashboards",
      ],
    },
  ],
} as const satisfies { intro: SectionIntro; groups: readonly ItemGroup[] };

export const eCommercePackages = {
  intro: {
    eyebrow: "Packages",
    title: "Complete Store Packages",
    description:
      "Everything needed to launch and grow an online store, at a fixed starting price. Pick the package that fits where your business is today.",
  },
  popularLabel: popularBadgeLabel,
  packages: [
    servicePackage(packagePrice("starter"), {
      description:
        "A professional first online store for a shop with a focused catalog.",
      features: [
        "Up to 50 products set up",
        "Theme customized to your brand",
        "Card and digital wallet payments",
        "Shipping and local pickup",
        "Search-friendly product pages",
        "Training for you and your staff",
      ],
      timelineText: "6-8 weeks",
    }),
    servicePackage(packagePrice("growth"), {
      description:
        "For established businesses ready to make online sales a serious part of revenue.",
      features: [
        "Up to 500 products set up",
        "Custom design for key pages",
        "Inventory sync with your point of sale",
        "Abandoned cart and welcome emails",
        "Product reviews and on-site search",
        "Analytics and conversion tracking",
      ],
      timelineText: "8-12 weeks",
    }),
    servicePackage(packagePrice("enterprise"), {
      description:
        "For large catalogs, several locations or wholesale selling, built around your systems.",
      features: [
        "Large catalogs with complex variants",
        "Custom or headless storefront",
        "ERP, CRM and warehouse integrations",
        "Wholesale and B2B pricing",
        "Multi-location inventory",
        "A dedicated project manager",
      ],
      timelineText: "12+ weeks",
    }),
  ],
  note: "Every package includes 3 months of free support after launch. Platform subscriptions and payment processing fees are paid to the platform, not to us.",
} as const satisfies {
  intro: SectionIntro;
  popularLabel: string;
  packages: readonly ServicePackage[];
  note: string;
};

export const eCommerceCta = {
  title: "Ready to Sell Online?",
  description:
    "Tell us about your products and goals. We will recommend a platform and a package, with a written quote and timeline, free and with no obligation.",
  actions: [
    {
      label: "Start Your Store Project",
      to: contactServicePath(eCommerceServiceName),
    },
    { label: "Estimate Your Project Cost", to: "/web-tools" },
  ],
  note: "Every package includes 3 months of free support after launch.",
} as const satisfies CtaContent;
