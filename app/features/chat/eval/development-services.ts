/**
 * More development questions on the plans and services, in visitors' own words.
 */
import type { EvalCase } from "./cases.ts";

export const serviceDevelopmentCases: readonly EvalCase[] = [
  // Plans: prices, by name, id and description
  {
    group: "plans",
    question: "How much are your monthly plans?",
    says: ["$297", "$497", "$997"],
  },
  {
    group: "plans",
    question: "what's your cheapest plan and what do I get with it",
    says: ["Starter", "$297"],
    saysAny: ["2 blog posts per month", "2 posts per month", "10 keywords"],
  },
  {
    group: "plans",
    question: "Tell me about the middle plan.",
    says: ["Pro", "$497"],
  },
  {
    group: "plans",
    question: "What does your top tier cost?",
    says: ["Dominate", "$997"],
  },
  {
    group: "plans",
    question: "Which plan comes with a dedicated success agent?",
    says: ["Dominate"],
  },
  {
    group: "plans",
    question:
      "The signup link you sent me says plan=growth. Which plan is that, and what does it cost?",
    says: ["Pro", "$497"],
  },
  {
    group: "plans",
    question: "What's the monthly price of the enterprise plan?",
    says: ["$997"],
    saysAny: ["Dominate", "AI Enterprise Agent"],
  },
  {
    group: "plans",
    question: "What is the AI Growth Agent exactly?",
    says: ["Pro", "$497"],
  },
  {
    group: "plans",
    question: "What's included in the AI Starter Agent?",
    saysAny: ["2 blog posts per month", "10 keywords", "3 social posts"],
  },
  {
    group: "plans",
    question: "What's the price range of your AI marketing plans?",
    says: ["$297", "$997"],
  },
  {
    group: "plans",
    question: "Do you have a marketing plan for under $200 a month?",
    says: ["$297"],
  },
  {
    group: "plans",
    question: "Which of the three plans is the most popular one?",
    says: ["Pro"],
  },

  // Plans: allowances and what each one includes
  {
    group: "plans",
    question: "How many keywords does the Starter plan track?",
    says: ["10 keywords"],
  },
  {
    group: "plans",
    question:
      "I need to track way more than 25 search terms for my law firm. Does any plan handle that?",
    says: ["Dominate", "100+"],
  },
  {
    group: "plans",
    question:
      "On the cheapest plan, how many social media posts go out a week?",
    says: ["3 social posts per week"],
  },
  {
    group: "plans",
    question: "Which plan posts on social media every single day?",
    says: ["Pro"],
  },
  {
    group: "plans",
    question: "How many blog posts a month would I get on the $497 plan?",
    saysAny: ["weekly", "every week", "4 posts per month"],
  },
  {
    group: "plans",
    question: "which plan gives me 2 blog posts a week",
    says: ["Dominate"],
  },
  {
    group: "plans",
    question:
      "Is there a plan that pings me when someone on my website turns into a lead?",
    says: ["Dominate"],
  },
  {
    group: "plans",
    question: "Does the Pro plan come with rank tracking reports?",
    says: ["Dominate"],
  },
  {
    group: "plans",
    question: "Does Starter include keeping an eye on my competitors?",
    says: ["Pro"],
  },
  {
    group: "plans",
    question: "Does the growth plan come with chat support or only email?",
    says: ["chat support"],
  },
  {
    group: "plans",
    question: "Give me the full feature list of Dominate.",
    says: ["unlimited social posts", "100+", "lead alerts", "success agent"],
  },
  {
    group: "plans",
    question: "Is setup extra on the Dominate plan, or is it included?",
    says: ["included"],
  },

  // Plans: comparisons and choosing
  {
    group: "plans",
    question: "What's the difference between Starter and Pro?",
    says: ["Starter", "Pro"],
    saysAny: [
      "25 keywords",
      "competitor monitoring",
      "weekly blog posts",
      "daily social posts",
    ],
  },
  {
    group: "plans",
    question:
      "We're a busy HVAC company in Fairfax deciding between Pro and Dominate. What does the more expensive one actually add?",
    says: ["Dominate"],
    saysAny: [
      "dedicated success agent",
      "lead alerts",
      "unlimited social posts",
      "100+",
      "2 blog posts per week",
      "rank tracking reports",
    ],
  },
  {
    group: "plans",
    question:
      "I run a bakery in Silver Spring, it's me and two employees. Which of your plans makes sense for a shop my size?",
    saysAny: ["Starter", "Pro", "free audit"],
  },
  {
    group: "plans",
    question:
      "How does your $297 plan stack up against just hiring a freelance marketer?",
    says: ["$1,500"],
  },
  {
    group: "plans",
    question:
      "If I start on Starter, can I move up to Pro later, and how fast does that kick in?",
    saysAny: ["immediately", "right away"],
  },
  {
    group: "plans",
    question:
      "Are the plans paid monthly, or do I have to pay for a year up front?",
    saysAny: ["month-to-month", "month to month"],
  },
  {
    group: "plans",
    question: "Where can I see the three plans side by side?",
    linksTo: "/pricing",
  },

  // Plans that do not exist
  {
    group: "plans",
    question: "How much is the Basic Plus plan?",
    fallback: true,
  },
  {
    group: "plans",
    question: "I'd like the Premium plan. What's the monthly price on that?",
    fallback: true,
  },
  {
    group: "plans",
    question:
      "Is there a Platinum plan above Dominate for bigger businesses, and what does it cost?",
    fallback: true,
  },

  // Web development
  {
    group: "services",
    question: "Ballpark, what do you charge to build a custom web app?",
    says: ["$15,000", "$75,000"],
  },
  {
    group: "services",
    question:
      "We want a portal where our clients log in and see their orders and invoices. Rough price and timeline?",
    says: ["$15,000", "$75,000", "8-20 weeks"],
  },
  {
    group: "services",
    question:
      "I have a salon with three locations and want online booking with deposits and text reminders. Ballpark?",
    says: ["$15,000", "$75,000"],
  },
  {
    group: "services",
    question:
      "Honestly we still run everything off spreadsheets: customers, orders, stock. Could you set up a proper database for us, and what would that run?",
    says: ["$3,000", "$15,000"],
  },
  {
    group: "services",
    question:
      "my website is super slow on phones and people leave before it even loads. can you fix that and what does it cost",
    says: ["$1,500", "$5,000"],
  },
  {
    group: "services",
    question: "How long does a website speed optimization take?",
    says: ["1-3 weeks"],
  },
  {
    group: "services",
    question:
      "I think my site might have been hacked, the plugins are years out of date. Do you do security checks and what's the damage?",
    says: ["$2,500", "$8,000"],
  },
  {
    group: "services",
    question: "What's a progressive web app and what would one cost me?",
    says: ["$12,000", "$50,000"],
  },
  {
    group: "services",
    question:
      "I want something customers can install on their phone, but I don't want to deal with Apple's app store approval. Options?",
    saysAny: ["progressive web app", "$12,000"],
  },
  {
    group: "services",
    question:
      "How long does it take to build a simple business website, maybe 6 pages?",
    says: ["2-4 weeks"],
  },
  {
    group: "services",
    question:
      "What would a basic five-page website for my plumbing company cost?",
    saysAny: ["quote", "estimate"],
  },
  {
    group: "services",
    question:
      "How long does a big website project with lots of integrations and approval rounds take?",
    says: ["12-30 weeks"],
  },
  {
    group: "services",
    question: "Do you build WordPress sites?",
    says: ["WordPress"],
  },
  {
    group: "services",
    question:
      "Once the site is live, can I change my hours and prices myself or do I have to call you every time?",
    saysAny: ["training", "without code", "yourself"],
  },
  {
    group: "services",
    question:
      "I need someone to keep my website updated and backed up every month after it's built. Is that something you do?",
    says: ["$200"],
  },
  {
    group: "services",
    question: "What technologies do you build websites with?",
    saysAny: ["React", "Node.js", "WordPress"],
  },

  // E-commerce
  {
    group: "services",
    question: "Do you build Shopify stores?",
    says: ["Shopify"],
    never: ["we don't build Shopify", "we do not build Shopify"],
  },
  {
    group: "services",
    question: "Roughly what does an online store cost with you guys?",
    saysAny: ["$5,000", "$8,000"],
  },
  {
    group: "services",
    question:
      "I want to move my store off Wix, it's gotten too expensive. What would the switch cost?",
    says: ["$2,500", "$5,000"],
  },
  {
    group: "services",
    question:
      "If we switch store platforms, do we lose the Google rankings we've built up?",
    saysAny: ["redirect"],
  },
  {
    group: "services",
    question:
      "I just need Apple Pay and Google Pay added to my checkout, nothing else. How much?",
    says: ["$800", "$2,000"],
  },
  {
    group: "services",
    question:
      "Can my website stock stay in sync with the Square register in my shop? What would that cost?",
    says: ["$1,500", "$4,000"],
  },
  {
    group: "services",
    question:
      "Lots of shoppers put things in the cart and then just leave. Can you help with that?",
    saysAny: [
      "Store Conversion Optimization",
      "abandoned cart",
      "$1,200",
      "Conversion Rate Optimization",
    ],
  },
  {
    group: "services",
    question:
      "My products never show up when people google them. Do you do SEO specifically for online stores?",
    saysAny: ["E-Commerce SEO", "$1,000"],
  },
  {
    group: "services",
    question:
      "What do I get with the E-Commerce Starter Package, and how long does it take?",
    says: ["$5,000", "6-8 weeks"],
  },
  {
    group: "services",
    question:
      "I sell around 300 different products. Which store package fits, and what's the price?",
    says: ["Growth", "$12,000"],
  },
  {
    group: "services",
    question:
      "We sell wholesale to restaurants and retail to the public, from three locations. Which e-commerce package is meant for us?",
    says: ["Enterprise", "$25,000"],
  },
  {
    group: "services",
    question: "How long does the e-commerce Growth package take to launch?",
    says: ["8-12 weeks"],
  },
  {
    group: "services",
    question:
      "Is the Shopify monthly subscription included in your package price?",
    saysAny: ["paid to the platform", "not to us", "$39"],
  },
  {
    group: "services",
    question:
      "WooCommerce or Shopify, which would you recommend for a small gift shop?",
    says: ["Shopify"],
  },
  {
    group: "services",
    question:
      "Can customers pick their orders up at my shop instead of having them shipped?",
    says: ["local pickup"],
  },
  {
    group: "services",
    question: "Where can I look at examples of online stores you've built?",
    linksTo: "/ecommerce-examples",
  },

  // Mobile apps
  {
    group: "services",
    question: "Do you make apps for both iPhone and Android?",
    says: ["Android"],
  },
  {
    group: "services",
    question:
      "I own a small gym in Arlington and want an app where members book classes and pay for memberships. What kind of budget am I looking at?",
    saysAny: ["$5,000", "$15,000", "$12,000", "$10,000"],
  },
  {
    group: "services",
    question: "What's the price of the Business Mobile App tier?",
    says: ["$15,000", "$35,000"],
  },
  {
    group: "services",
    question: "How much is an enterprise mobile app and how long does it take?",
    says: ["$35,000", "16+ weeks"],
  },
  {
    group: "services",
    question:
      "Our app is already built, we just need help getting it approved and listed on the App Store and Google Play. Cost?",
    says: ["$1,500"],
  },
  {
    group: "services",
    question: "What does it cost per month to maintain an app after launch?",
    says: ["$2,000"],
  },
  {
    group: "services",
    question:
      "Cross-platform or native app: what's the difference in starting price?",
    says: ["$12,000", "$10,000"],
  },
  {
    group: "services",
    question:
      "We have an app idea but want the screens designed before anyone writes code. What does that cost?",
    says: ["$3,500"],
  },
  {
    group: "services",
    question:
      "Our restaurant pays a fortune in delivery-app commissions. Could you build us our own ordering app, and what would it cost?",
    saysAny: ["$5,000", "$12,000", "$15,000"],
  },
  {
    group: "services",
    question: "Do you build with React Native?",
    says: ["React Native"],
  },

  // UX/UI design
  {
    group: "services",
    question: "What's your starting price for UX design?",
    says: ["$2,500"],
  },
  {
    group: "services",
    question:
      "Our website works fine but looks dated. We just want a fresh visual design, not a rebuild. Cost?",
    says: ["$2,000"],
  },
  {
    group: "services",
    question:
      "Can you design a dashboard my staff would use to manage bookings? How much would the design cost?",
    says: ["$3,000"],
  },
  {
    group: "services",
    question:
      "We want a set of brand colors, fonts and reusable components so every page and campaign looks the same. Is that something you do, and at what price?",
    says: ["$4,000"],
  },
  {
    group: "services",
    question:
      "Tons of people visit our quote page but hardly anyone fills out the form. Can you help us fix that?",
    saysAny: ["Conversion Rate Optimization", "$1,500"],
  },
  {
    group: "services",
    question:
      "Will the site you design work for people with disabilities? Which standard do you follow?",
    says: ["WCAG 2.2 AA"],
  },

  // AI marketing agents, SEO and social media
  {
    group: "services",
    question:
      "I need more people to find my business on Google. What do you offer for that?",
    saysAny: ["SEO Automation", "$297", "Google Business Profile"],
  },
  {
    group: "services",
    question: "How much does SEO automation cost per month?",
    says: ["$297"],
  },
  {
    group: "services",
    question: "How long before SEO actually starts showing results?",
    says: ["3-6 months"],
  },
  {
    group: "services",
    question: "Can you guarantee I'll be #1 on Google for 'plumber Arlington'?",
    never: [
      "guarantee you a #1",
      "guarantee a #1",
      "guaranteed #1",
      "we can guarantee",
    ],
  },
  {
    group: "services",
    question: "Which social media platforms does the agent post to?",
    says: ["Facebook", "Instagram", "LinkedIn", "TikTok"],
  },
  {
    group: "services",
    question:
      "Is social media management a separate service or is it part of your plans? What does it cost?",
    says: ["$297"],
  },
  {
    group: "services",
    question: "How soon after signing up does the agent start posting?",
    says: ["24-48 hours"],
  },
  {
    group: "services",
    question:
      "Will the posts actually sound like my business or like a generic robot?",
    saysAny: ["brand voice", "your voice"],
  },

  // Website builder
  {
    group: "services",
    question:
      "Is there a way for me to build the website myself without paying a developer?",
    saysAny: ["website builder", "drag and drop", "drag-and-drop"],
  },
  {
    group: "services",
    question: "How much does your website builder cost per month?",
    fallback: true,
  },
  {
    group: "services",
    question: "Can I sell products with your website builder?",
    saysAny: ["e-commerce", "products"],
  },

  // Needs the content has no offer for
  {
    group: "services",
    question: "Can you design a logo for my new food truck? How much?",
    fallback: true,
  },
  {
    group: "services",
    question:
      "Do you film and edit promo videos for small businesses? What do you charge?",
    fallback: true,
  },
  {
    group: "services",
    question:
      "Can your AI pick up the phone and answer calls for my dental office when we're closed?",
    fallback: true,
  },
  {
    group: "services",
    question:
      "What do you charge to write and send a monthly email newsletter to my customer list?",
    fallback: true,
  },
  {
    group: "services",
    question:
      "Do you run Google Ads or Facebook ad campaigns for local businesses?",
    fallback: true,
  },
  {
    group: "services",
    question: "How much is your reputation management package?",
    fallback: true,
  },

  // Follow-ups
  {
    group: "follow-ups",
    before: ["How much is the Pro plan?"],
    question: "and the one above it?",
    says: ["$997"],
    saysAny: ["Dominate"],
  },
  {
    group: "follow-ups",
    before: ["Tell me about the Starter plan"],
    question: "how many keywords does it track?",
    says: ["10 keywords"],
  },
  {
    group: "follow-ups",
    before: ["What's the Dominate plan?"],
    question: "Am I locked into a contract with that one?",
    saysAny: ["month-to-month", "no contracts", "month to month"],
  },
  {
    group: "follow-ups",
    before: ["What e-commerce packages do you have?"],
    question: "Which one is the most popular, and how long does it take?",
    says: ["Growth", "8-12 weeks"],
  },
  {
    group: "follow-ups",
    before: ["I need a new online store for my clothing boutique."],
    question: "We only have about 40 products. What would that cost?",
    says: ["$5,000"],
  },
  {
    group: "follow-ups",
    before: ["Do you build mobile apps?"],
    question: "What's the cheapest tier, and how long does it take?",
    says: ["$5,000", "6-10 weeks"],
  },
  {
    group: "follow-ups",
    before: ["How much does a security audit cost?"],
    question: "how long does it take",
    says: ["1-3 weeks"],
  },
  {
    group: "follow-ups",
    before: ["Do you do UX design?"],
    question: "What about designing a whole design system for us?",
    says: ["$4,000"],
  },
  {
    group: "follow-ups",
    before: ["What's the website builder?"],
    question: "ok and what does it cost?",
    fallback: true,
  },
  {
    group: "follow-ups",
    before: ["How much is a custom web application?"],
    question: "And after launch, what does ongoing support cost?",
    says: ["$200"],
  },

  // Typos
  {
    group: "typos",
    question: "how much is the dominte plan",
    says: ["$997"],
  },
  {
    group: "typos",
    question: "wats the diffrence betwen starter and pro",
    says: ["Starter", "Pro"],
    saysAny: ["$297", "$497", "25 keywords", "competitor monitoring"],
  },
  {
    group: "typos",
    question: "do u guys make andriod apps",
    says: ["Android"],
  },
  {
    group: "typos",
    question: "price to migrate my shopfy store to a diferent platfrom?",
    says: ["$2,500", "$5,000"],
  },
  {
    group: "typos",
    question: "seo autmation how much a month",
    says: ["$297"],
  },
  {
    group: "typos",
    question: "ux desing starting price?",
    says: ["$2,500"],
  },
  {
    group: "typos",
    question: "securty audit cost for a small wordpres site",
    says: ["$2,500", "$8,000"],
  },
];
