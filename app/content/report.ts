/** The team's report (`/team/report`, product.md D13): its labels, headings and explanations. */

export const reportPresets = [
  { id: "7d", label: "Last 7 days" },
  { id: "28d", label: "Last 28 days" },
  { id: "90d", label: "Last 90 days" },
  { id: "12m", label: "Last 12 months" },
  { id: "custom", label: "Choose dates" },
] as const;

export const reportTableIds = [
  "totals",
  "daily",
  "pages",
  "sources",
  "referrers",
  "campaigns",
  "goals",
  "conversion-sources",
  "conversion-pages",
  "funnels",
  "speed-pages",
  "speed-devices",
  "leads",
] as const;
export type ReportTableId = (typeof reportTableIds)[number];

export const reportText = {
  seo: {
    title: "Report",
    description:
      "Where visitors come from, what they turn into, and how fast the site is for them.",
  },
  heading: "Report",
  intro:
    "Where visitors come from, what they turn into, and how fast the site is for them. Counted on this site without cookies: a visitor is recognised for one day only, so someone who comes back on three days counts as three visitors. Visitors whose browser asks not to be tracked are not counted. Days are Eastern.",
  period: {
    legend: "Period",
    preset: "Show",
    from: "From",
    to: "To",
    customHint: "The dates are used when “Choose dates” is selected.",
    apply: "Show report",
    showing: (from: string, to: string) => `${from} to ${to}`,
    previous: (from: string, to: string) =>
      `Compared with the same number of days before: ${from} to ${to}.`,
  },
  totals: {
    heading: "At a glance",
    visitors: "Visitors",
    visits: "Visits",
    pageviews: "Pages viewed",
    previous: "Previous period",
    change: "Change",
    noChange: "No change",
    newThisPeriod: "New this period",
    measure: "Measure",
    current: "This period",
  },
  chart: {
    heading: "Visitors and pages viewed per day",
    description: (days: number, visitors: number, pageviews: number) =>
      `A line chart of ${days} days: ${visitors.toLocaleString("en-US")} visitors and ${pageviews.toLocaleString("en-US")} pages viewed in all. The table below the chart has every day's figures.`,
    table: "The figures per day",
    day: "Day",
  },
  pages: {
    heading: "Top pages",
    intro: "The pages viewed most, and by how many visitors.",
    page: "Page",
  },
  sources: {
    heading: "Where visits come from",
    intro:
      "A visit starts when someone arrives from another site, an ad or a link, or types the address (“direct”).",
    source: "Source",
    referrersHeading: "Referring sites",
    referrer: "Site",
    campaignsHeading: "Campaigns",
    campaignsIntro:
      "Visits whose link carried campaign tags (utm_source, utm_medium, utm_campaign).",
    campaign: "Campaign",
    medium: "Medium",
  },
  goals: {
    heading: "What visits turn into",
    intro:
      "Every free-audit request, message, resource request, newsletter signup, chat hand-off, new account and booked call.",
    goal: "Goal",
    count: "Count",
    plan: (plan: string) => `New account: ${plan} plan`,
    noPlan: "New account: no plan chosen",
    bySourceHeading: "Conversion by source",
    byPageHeading: "Conversion by landing page",
    conversionIntro:
      "Goals divided by the visits from the same source or landing page. Some goals come from visitors who asked not to be tracked: they are counted on their own row.",
    goals: "Goals",
    rate: "Conversion rate",
    noVisit: "No recorded visit",
    landingPage: "Landing page",
  },
  funnels: {
    heading: "Funnels",
    intro:
      "Of the visitors, how many reached each step on the same day, in order.",
    step: "Step",
    share: "Share of all visitors",
    visitors: "All visitors",
    pricing: "Viewed the pricing page",
    signup: "Then created an account",
    audit: "Sent a free-audit request",
  },
  speed: {
    heading: "How fast the site is for visitors",
    intro:
      "Measured in visitors' own browsers. LCP is how long the main content took to appear, INP how quickly the page answered a tap or click, and CLS how much the layout jumped while loading (lower is better for all three).",
    p75: "p75 means three visits in four were this fast or faster.",
    bands:
      "Good, needs improvement and poor are Google's bands: LCP good up to 2.5 s and poor over 4 s, INP good up to 200 ms and poor over 500 ms, CLS good up to 0.1 and poor over 0.25.",
    byPageHeading: "By page",
    byDeviceHeading: "By device",
    page: "Page",
    device: "Device",
    measure: "Measure",
    good: "Good",
    needsImprovement: "Needs improvement",
    poor: "Poor",
    samples: "Samples",
    devices: { phone: "Phone", tablet: "Tablet", desktop: "Computer" },
  },
  leads: {
    heading: "Leads in this period",
    intro:
      "The goals of the period, newest first, with the visit that brought each.",
    received: "Received",
    who: "Who",
    type: "Type",
    source: "Source",
    campaign: "Campaign",
    landingPage: "Landing page",
  },
  empty: "Nothing was recorded in this period.",
  download: "Download CSV",
  tableRegion: (title: string) => `${title} (scrolls sideways)`,
} as const;

/** The downloaded tables' file names and CSV titles. */
export const reportTableTitles = {
  totals: "At a glance",
  daily: "Visitors and pages viewed per day",
  pages: "Top pages",
  sources: "Sources",
  referrers: "Referring sites",
  campaigns: "Campaigns",
  goals: "Goals",
  "conversion-sources": "Conversion by source",
  "conversion-pages": "Conversion by landing page",
  funnels: "Funnels",
  "speed-pages": "Speed by page",
  "speed-devices": "Speed by device",
  leads: "Leads",
} as const satisfies Record<ReportTableId, string>;
