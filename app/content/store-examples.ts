/**
 * The store examples' catalogue (spec §2): twelve stores in six categories. A data file of its
 * own, loaded with the store gallery widget rather than with the page; the page's copy is in
 * `ecommerce-examples.ts`.
 */
import type {
  ShowcaseCategory,
  StoreExample,
} from "#app/content/portfolio-types.ts";

export const storeCategories = [
  { id: "fashion", label: "Fashion", icon: "shirt" },
  { id: "food", label: "Food & Drink", icon: "utensils" },
  { id: "electronics", label: "Electronics", icon: "headphones" },
  { id: "home", label: "Home & Garden", icon: "home" },
  { id: "beauty", label: "Beauty", icon: "sparkles" },
  { id: "sports", label: "Sports & Outdoors", icon: "dumbbell" },
] as const satisfies readonly ShowcaseCategory[];

export type StoreCategoryId = (typeof storeCategories)[number]["id"];

export const storeExamples = [
  {
    id: "georgetown-boutique",
    category: "fashion",
    platform: "Shopify",
    title: "A Women's Boutique That Sells Complete Outfits Online",
    client:
      "An independent women's clothing boutique in Georgetown, Washington, DC",
    industry: "Clothing boutique",
    location: "Washington, DC",
    description:
      "The owner styles customers in person, and the old site was a plain product list. The new store sells the looks she puts together, keeps stock in step with the shop floor and lets customers pick up on M Street.",
    features: [
      "Shop-the-look outfit bundles",
      "Buy online, pick up in store",
      "Stock synced with the in-store point of sale",
      "Size guide and fit notes on every product",
      "Shoppable social media posts",
    ],
    technologies: ["Shopify", "Shopify POS", "Klaviyo"],
    services: ["Store design", "Product photography guidelines", "Email flows"],
    results: {
      primary: "Outfit bundles raised the average order above a single item",
      secondary:
        "Pickup orders bring online shoppers into the shop, where they add more",
      metric: "+45% average order value",
    },
    testimonial: {
      quote:
        "Customers buy the whole outfit I would have put together for them in the shop. It feels like my store, not a catalog.",
      author: "Owner, women's boutique in Georgetown",
    },
  },
  {
    id: "alexandria-tailor",
    category: "fashion",
    platform: "WooCommerce",
    title: "Made-to-Measure Orders for a Menswear Tailor",
    client: "A menswear tailor and shirtmaker in Old Town Alexandria, VA",
    industry: "Tailoring",
    location: "Alexandria, VA",
    description:
      "Repeat clients wanted to reorder shirts without another fitting. We built a store that keeps each client's measurements on file and books fittings for new clients at checkout.",
    features: [
      "Measurement profiles saved to each client's account",
      "Fitting appointments booked at checkout",
      "Fabric swatch requests by mail",
      "Deposit now, balance on delivery",
    ],
    technologies: ["WooCommerce", "WordPress", "Stripe", "Calendly"],
    services: ["Custom product builder", "Booking integration", "Payments"],
    results: {
      primary:
        "Repeat clients reorder shirts online from their saved measurements",
      secondary:
        "New clients arrive at their fitting with fabrics already chosen",
      metric: "35% of shirt orders now placed online",
    },
    testimonial: {
      quote:
        "My regulars reorder from their phones between meetings. The measurements are on file, so the shirts fit exactly like the last ones.",
      author: "Owner, tailor shop in Old Town Alexandria",
    },
  },
  {
    id: "takoma-vintage",
    category: "fashion",
    platform: "Shopify",
    title: "A Vintage Resale Shop With One-of-a-Kind Stock",
    client: "A vintage and consignment clothing shop in Takoma Park, MD",
    industry: "Resale and consignment",
    location: "Takoma Park, MD",
    description:
      "Every item is unique, so listings must disappear the moment they sell, in the shop or online. We set up single-item listings, a weekly new-arrivals drop and an online consignment intake form.",
    features: [
      "Single-item listings that sell out everywhere at once",
      "Weekly new-arrivals drop with email alerts",
      "Online consignment intake form",
      "Local pickup in Takoma Park",
    ],
    technologies: ["Shopify", "Shopify POS", "Shopify Email"],
    services: ["Store setup", "Consignment workflow", "Email marketing"],
    results: {
      primary: "Thursday drops sell most new arrivals within two days",
      secondary:
        "Consignors submit items online instead of waiting at the counter",
      metric: "1,900 subscribers to the new-arrivals email",
    },
    testimonial: {
      quote:
        "Our Thursday drop is an event now. People are waiting for the email, and we never sell the same jacket twice.",
      author: "Co-owner, vintage shop in Takoma Park",
    },
  },
  {
    id: "silver-spring-bakery",
    category: "food",
    platform: "Square Online",
    title: "Order-Ahead Pickup for a Family Bakery",
    client: "A family-owned bakery in Silver Spring, MD",
    industry: "Bakery",
    location: "Silver Spring, MD",
    description:
      "Weekend lines ran out the door and custom cake orders lived in a paper notebook. We set up order-ahead pickup by time slot, a custom cake request form and holiday preorders.",
    features: [
      "Pickup time slots that cap orders per hour",
      "Custom cake requests with photo upload",
      "Holiday preorder windows",
      "Allergen labels on every item",
    ],
    technologies: ["Square Online", "Square POS", "Square Marketing"],
    services: ["Store setup", "Menu photography guidelines", "Local SEO"],
    results: {
      primary: "Weekend pickup orders are ready when customers arrive",
      secondary: "Holiday pies and cakes sell out in preorders, not on the day",
      metric: "Holiday preorders up 3x over the paper system",
    },
    testimonial: {
      quote:
        "Saturday mornings are calm now. Orders come in with a pickup time, and we bake exactly what we need.",
      author: "Owner, family bakery in Silver Spring",
    },
  },
  {
    id: "brookland-hot-sauce",
    category: "food",
    platform: "Shopify",
    title: "Nationwide Shipping for a Small-Batch Hot Sauce Maker",
    client: "A small-batch hot sauce maker in Brookland, Washington, DC",
    industry: "Specialty food",
    location: "Washington, DC",
    description:
      "The sauces sold out at DC markets but could not ship safely. We built a store with gift boxes, shipping rules for glass bottles and a wholesale price list for local shops.",
    features: [
      "Gift boxes and build-your-own bundles",
      "Shipping rules for glass bottles by weight and zone",
      "Wholesale price list for approved shops",
      "Subscribe and save on favorite sauces",
    ],
    technologies: ["Shopify", "ShipStation", "Klaviyo"],
    services: ["Store development", "Shipping setup", "Wholesale portal"],
    results: {
      primary: "Customers in 38 states order gift boxes online",
      secondary: "Twelve DC-area shops reorder wholesale without a phone call",
      metric: "$62K online sales in the first year",
    },
    testimonial: {
      quote:
        "People who tried us at a market in DC now order from Texas and Maine. The gift boxes carried us through the holidays.",
      author: "Founder, hot sauce company in Brookland",
    },
  },
  {
    id: "falls-church-phone-repair",
    category: "electronics",
    platform: "WooCommerce",
    title: "Repair Booking and Refurbished Phones for a Repair Shop",
    client: "A phone and laptop repair shop in Falls Church, VA",
    industry: "Electronics repair",
    location: "Falls Church, VA",
    description:
      "Customers called for quotes all day and the shop's refurbished phones sat in a glass case. We built a store that quotes repairs by device model, books drop-off times and sells graded refurbished phones.",
    features: [
      "Repair quotes and booking by device model",
      "Refurbished phones with condition grades",
      "Repair status updates by text message",
      "Parts and accessories catalog",
    ],
    technologies: ["WooCommerce", "WordPress", "Twilio", "Stripe"],
    services: ["Store development", "Booking system", "Text notifications"],
    results: {
      primary: "Customers get a repair price online before they come in",
      secondary:
        "Refurbished phones now sell online as well as over the counter",
      metric: "60% fewer quote calls to the front desk",
    },
    testimonial: {
      quote:
        "We fix phones instead of answering the phone. Customers book a slot, get a text when it's ready, and the refurbished stock finally moves.",
      author: "Owner, repair shop in Falls Church",
    },
  },
  {
    id: "gaithersburg-audio",
    category: "electronics",
    platform: "BigCommerce",
    title: "An Online Showroom for a Home Audio Dealer",
    client: "A home audio and home theater dealer in Gaithersburg, MD",
    industry: "Consumer electronics",
    location: "Gaithersburg, MD",
    description:
      "Shoppers compared speakers on national sites, then asked the dealer to match prices. We built a showroom store with side-by-side comparisons, listening-room appointments and installation add-ons.",
    features: [
      "Side-by-side product comparisons",
      "Listening-room appointment booking",
      "Financing options at checkout",
      "Professional installation add-ons",
    ],
    technologies: ["BigCommerce", "Affirm", "Acuity Scheduling"],
    services: [
      "Store development",
      "Catalog migration",
      "Conversion optimization",
    ],
    results: {
      primary: "Shoppers book a listening session before they buy",
      secondary: "Installation is added to most home theater orders",
      metric: "+52% online revenue year over year",
    },
    testimonial: {
      quote:
        "Customers come in having already compared models on our site. They want to hear the difference, and that's where we shine.",
      author: "General manager, audio dealer in Gaithersburg",
    },
  },
  {
    id: "woodbridge-furniture",
    category: "home",
    platform: "BigCommerce",
    title: "A Furniture Showroom's Full Catalog Online",
    client: "A family-owned furniture store in Woodbridge, VA",
    industry: "Furniture",
    location: "Woodbridge, VA",
    description:
      "Each sofa comes in dozens of fabrics and finishes, and the printed catalog was always out of date. We put the full catalog online with live pricing for every option and delivery priced by ZIP code.",
    features: [
      "Fabric and finish options with live pricing",
      "Delivery pricing by ZIP code",
      "Free fabric swatches by mail",
      "Showroom stock shown on every product",
    ],
    technologies: [
      "BigCommerce",
      "Product options API",
      "Google Merchant Center",
    ],
    services: ["Catalog setup", "Delivery rules", "Product listing ads"],
    results: {
      primary: "Customers arrive at the showroom with fabrics already chosen",
      secondary: "Delivery quotes no longer need a phone call",
      metric: "1 in 4 sofas now ordered online",
    },
    testimonial: {
      quote:
        "Customers pick fabrics on the couch at home and come in to sit on the real thing. Our sales team closes faster than ever.",
      author: "Owner, furniture store in Woodbridge",
    },
  },
  {
    id: "mount-pleasant-plants",
    category: "home",
    platform: "Shopify",
    title: "Same-Day Plant Delivery Across DC",
    client: "A plant and garden shop in Mount Pleasant, Washington, DC",
    industry: "Plants and garden",
    location: "Washington, DC",
    description:
      "Gift orders came in by phone and delivery routes were planned on paper. We set up a store with delivery by ZIP code, gift messages and care guides on every plant page.",
    features: [
      "Same-day delivery by DC ZIP code",
      "Gift messages and delivery dates",
      "Plant care guides on every product page",
      "Repotting service add-on",
    ],
    technologies: ["Shopify", "Local delivery app", "Shopify POS"],
    services: ["Store setup", "Delivery zones", "Product content"],
    results: {
      primary:
        "Gift orders arrive online with the message and date already set",
      secondary: "Care guides cut the number of 'why is my plant dying' calls",
      metric: "45% of sales are now deliveries",
    },
    testimonial: {
      quote:
        "Plant gifts used to mean a long phone call. Now they come in with the card message and a delivery slot, and our driver has a route.",
      author: "Owner, plant shop in Mount Pleasant",
    },
  },
  {
    id: "bowie-skincare",
    category: "beauty",
    platform: "Shopify",
    title: "A Natural Skincare Line Sold Direct to Customers",
    client: "A natural skincare maker in Bowie, MD",
    industry: "Skincare",
    location: "Bowie, MD",
    description:
      "The maker sold at pop-ups and through a few salons. We built a store with a skin-type quiz, full ingredient lists, sample kits and refill subscriptions.",
    features: [
      "Skin-type quiz that recommends products",
      "Subscribe and save on refills",
      "Full ingredient list on every product",
      "Sample kits with credit toward a full size",
    ],
    technologies: ["Shopify", "Recharge", "Klaviyo", "Judge.me reviews"],
    services: ["Store design", "Quiz development", "Subscriptions"],
    results: {
      primary: "The quiz guides first-time buyers to the right products",
      secondary: "Sample kits turn into full-size orders",
      metric: "41% of revenue from repeat subscribers",
    },
    testimonial: {
      quote:
        "The quiz does what I do at pop-ups: it asks the right questions. Customers trust the recommendation, and they come back for refills.",
      author: "Founder, skincare brand in Bowie",
    },
  },
  {
    id: "reston-salon",
    category: "beauty",
    platform: "Square Online",
    title: "Retail Products and Gift Cards for a Hair Salon",
    client: "A hair salon with eight stylists in Reston, VA",
    industry: "Hair salon",
    location: "Reston, VA",
    description:
      "Clients loved the products their stylists used but bought them elsewhere online. We set up a small store with stylist picks, digital gift cards and pickup at the front desk.",
    features: [
      "Products recommended by each stylist",
      "Digital gift cards for services",
      "Pickup at the front desk",
      "Link to book an appointment on every page",
    ],
    technologies: ["Square Online", "Square Appointments", "Square Gift Cards"],
    services: ["Store setup", "Gift card program", "Email marketing"],
    results: {
      primary: "Clients reorder their stylist's products between appointments",
      secondary: "Digital gift cards became a steady seller in December",
      metric: "+30% retail product revenue",
    },
    testimonial: {
      quote:
        "Our clients used to buy our products from big online retailers. Now they order from us and pick up at their next appointment.",
      author: "Owner, hair salon in Reston",
    },
  },
  {
    id: "leesburg-running",
    category: "sports",
    platform: "Shopify",
    title: "A Running Store With Shoe Finder and Gait Analysis Booking",
    client: "An independent running store in Leesburg, VA",
    industry: "Running and fitness",
    location: "Leesburg, VA",
    description:
      "Runners researched shoes online and bought from national sites. We built a store with a shoe finder, gait analysis booking and sign-ups for the shop's weekly group runs.",
    features: [
      "Shoe finder by foot type and running surface",
      "Gait analysis appointment booking",
      "Group run and race-training sign-ups",
      "Stock synced with the store's point of sale",
    ],
    technologies: ["Shopify", "Shopify POS", "Klaviyo"],
    services: ["Store development", "Booking integration", "Community email"],
    results: {
      primary: "Runners book a gait analysis before they buy their next pair",
      secondary: "Group run sign-ups grew the store's email list every week",
      metric: "+38% online and in-store shoe sales in the first year",
    },
    testimonial: {
      quote:
        "The shoe finder sends people to us for a fitting instead of to a warehouse website. Our Saturday group run has never been bigger.",
      author: "Owner, running store in Leesburg",
    },
  },
] as const satisfies readonly (StoreExample & { category: StoreCategoryId })[];
