/**
 * The blog's seed posts (product.md D9): three real articles that a fresh install stores so that
 * the blog is never empty by accident. The Notion sync replaces them later. Blocks follow the
 * shapes of `blog-types.ts`, except that an image names a file of `app/content/blog-seed/`
 * (drawn by `scripts/make-blog-seed-images.ts`), which the site's image pipeline stores at start.
 * Plan allowances are read from the plan catalogue, so the posts cannot disagree with pricing.
 */
import type { BlogBlock, RichTextSpan } from "#app/lib/blog-types.ts";
import {
  allowancesByPlan,
  keywordAllowanceRange,
  planAllowances,
} from "#app/content/plan-allowances.ts";

/** A seed post's image: a file of app/content/blog-seed/, stored by the site's image pipeline at start. */
export interface SeedImageBlock {
  type: "image";
  file: string;
  alt: string;
}

export type SeedBlock = Omit<BlogBlock, "image" | "url"> | SeedImageBlock;

export interface SeedPost {
  /** "seed:<slug>", so that a seed post never collides with a Notion page id. */
  notionId: string;
  title: string;
  slug: string;
  category: string;
  /** ISO date-time. */
  publishDate: string;
  excerpt: string;
  author: string;
  tags: string[];
  seoTitle: string;
  /** 120-155 characters. */
  metaDescription: string;
  blocks: SeedBlock[];
}

type Part = string | RichTextSpan;

/** A text block whose plain `content` is, by construction, the text of its spans. */
function text(type: string, parts: Part[]): SeedBlock {
  const richText = parts.map((part) =>
    typeof part === "string" ? { text: part } : part,
  );
  return {
    type,
    content: richText.map((span) => span.text).join(""),
    richText,
  };
}

const h2 = (...parts: Part[]) => text("heading_2", parts);
const h3 = (...parts: Part[]) => text("heading_3", parts);
const p = (...parts: Part[]) => text("paragraph", parts);
const li = (...parts: Part[]) => text("bulleted_list_item", parts);
const step = (...parts: Part[]) => text("numbered_list_item", parts);
const b = (span: string): RichTextSpan => ({ text: span, bold: true });
const i = (span: string): RichTextSpan => ({ text: span, italic: true });
const link = (span: string, href: string): RichTextSpan => ({
  text: span,
  href,
});
const image = (file: string, alt: string): SeedImageBlock => ({
  type: "image",
  file,
  alt,
});

const author = "DMV AI Agents Team";

/** "10 to 100+" keywords, and the plans that add competitor monitoring and rank reports. */
const keywordRange = keywordAllowanceRange();
const competitorPlan = planAllowances(/competitor monitoring/i)[0]?.planName;
const reportsPlan = planAllowances(/rank tracking reports/i)[0]?.planName;

const localSeo: SeedPost = {
  notionId: "seed:local-seo-dmv-map-results",
  title: "Local SEO in the DMV: How to Get Your Business Into the Map Results",
  slug: "local-seo-dmv-map-results",
  category: "Local SEO",
  publishDate: "2026-09-15T13:00:00.000Z",
  excerpt:
    "The map at the top of a local search is where many customers pick who to call. Here is what puts a DC, Maryland or Northern Virginia business there: a complete profile, steady reviews, consistent listings and real local pages.",
  author,
  tags: [
    "Local SEO",
    "Google Business Profile",
    "Online Reviews",
    "Small Business",
    "DMV",
  ],
  seoTitle: "Local SEO for DMV Businesses: Getting Into the Map Results",
  metaDescription:
    "How DC, Maryland and Northern Virginia businesses get into local map results: a complete Business Profile, reviews, consistent listings and local pages.",
  blocks: [
    p(
      "When someone in Silver Spring searches for a family dentist, or someone in Clarendon looks for tacos open late, the first thing they usually see is a map with a short list of businesses under it. For many local customers, that list is the shortlist: they call or get directions without scrolling further.",
    ),
    p(
      "Getting into that list is not luck. Google says its local results are based mainly on three things: ",
      b("relevance"),
      " (how well your business matches the search), ",
      b("distance"),
      " (how close you are to the searcher or the place they named) and ",
      b("prominence"),
      " (how well known and well regarded your business is). You cannot move your storefront, but you control a great deal of the other two.",
    ),
    image(
      "local-seo-map.jpg",
      "Illustration of a city map with location pins under a search bar, one large highlighted pin in the centre, and three business result cards with star ratings beside the map, the first one highlighted.",
    ),
    h2("Start with a complete Google Business Profile"),
    p(
      "Your Business Profile is the listing that appears on the map, so get it right first. If you have never claimed it, do that today and complete the verification.",
    ),
    li(
      b("Choose the most precise primary category."),
      " “Pediatric dentist” beats “Dentist” if that is what you are; “Roofing contractor” beats “Contractor”. Add secondary categories only for services you really offer.",
    ),
    li(
      b("Use your real business name."),
      " Write it exactly as it appears on your sign. Adding keywords and towns, like “Best Plumber Arlington VA”, breaks Google's guidelines and can get a listing suspended.",
    ),
    li(
      b("Keep hours accurate,"),
      " including holiday hours and snow-day closures. Nothing loses a customer like a closed door.",
    ),
    li(
      b("Set your service area if you go to your customers."),
      " Contractors, cleaners and mobile groomers whose customers never visit their address should hide it and list the cities or counties they serve instead.",
    ),
    li(
      b("Add real photos"),
      " of your storefront, your team and your work, plus your services or menu, so the profile answers questions before anyone has to call.",
    ),
    p(
      "Then keep it active. Post updates about offers, events and new work, and add fresh photos as you go. A profile that has not changed in two years can look like a business that might have closed.",
    ),
    h2("Reviews: ask every happy customer, answer every review"),
    p(
      "Reviews count twice. They feed the prominence part of the ranking, and they are what people read when they compare the three businesses on the map.",
    ),
    step(
      b("Ask at the right moment:"),
      " right after a finished job, at checkout or in your follow-up email, when the customer is happiest.",
    ),
    step(
      b("Make it easy:"),
      " send the direct review link from your profile, or put a QR code at the counter.",
    ),
    step(
      b("Reply to every review,"),
      " good or bad, within a few days. For a negative one, stay calm, thank them, be specific about what you will fix and offer to continue the conversation by phone.",
    ),
    step(
      b("Never buy reviews or trade discounts for them."),
      " Google's policies forbid fake and incentivized reviews, and they can be removed along with the goodwill you built.",
    ),
    h2("Keep your name, address and phone identical everywhere"),
    p(
      "Search engines cross-check your business across the web: your website, your Business Profile, Apple Maps, Bing Places, Yelp, Facebook, industry directories such as Healthgrades, Avvo or Houzz, and your chamber of commerce listing. When those disagree (an old address after a move, a former phone number, a slightly different business name), they become less sure which version is right. People in the trade call this your ",
      b("NAP"),
      ": name, address and phone.",
    ),
    image(
      "local-seo-consistent-listings.jpg",
      "Illustration of a small storefront connected by dotted lines to three listing cards in different colours, each showing the same name, address and phone lines and a green check mark.",
    ),
    li(
      "Write down one official version of your name, address and phone number, and use it word for word.",
    ),
    li(
      "Update your own website first: the footer, the contact page and any location pages.",
    ),
    li(
      "Then the big platforms, then industry directories. Search for your old address and old phone number to find listings you forgot about.",
    ),
    li(
      "If you move or change numbers, update everything in the same week rather than over several months.",
    ),
    h2(
      "Build local pages for the places you actually serve in DC, Maryland and Northern Virginia",
    ),
    p(
      "DMV customers cross jurisdiction lines every day. A contractor based in Fairfax works in Arlington, Loudoun and Montgomery County; a family in Alexandria may drive into DC for the right pediatrician. People also search the way they talk: by neighborhood (Navy Yard, Columbia Heights), by city (Rockville, Bethesda, Tysons) or by county (Prince George's, Fairfax). Your website should use the same words.",
    ),
    p(
      "Give each area you really serve its own page, such as “Kitchen remodeling in Bethesda and Chevy Chase” or “Emergency plumbing in Arlington and Alexandria”. Make each page genuinely useful: projects you completed there, what is particular about the area (Capitol Hill row houses, older homes in Takoma Park), parking or Metro directions if customers visit you, and the neighborhoods you cover. ",
      b("Avoid copy-paste pages where only the town name changes."),
      " They add nothing for visitors, and search engines tend to ignore them.",
    ),
    h2("Publish regularly, and give it time"),
    p(
      "Fresh, helpful content gives search engines a reason to keep visiting your site, and it answers the questions customers ask before they buy, like whether a deck needs a permit. Local SEO builds over time. Most businesses should expect meaningful results in three to six months, and anyone who guarantees you a #1 ranking is promising something no one controls.",
    ),
    h3("A 30-minute start for this week"),
    li("Check your profile's category, hours, phone number and photos."),
    li(
      "Search for your old address or phone number and note every listing to fix.",
    ),
    li("Ask five recent happy customers for a review, with the direct link."),
    li("Reply to any review that is still waiting for an answer."),
    li(
      "List the areas you serve and check whether your website has a page for each one.",
    ),
    p(
      "If you would rather know where you stand first, ",
      link("request a free audit", "/free-audit"),
      ": we compare your listing, reviews and local rankings with the competitors who show up above you, and give you a custom strategy, with no obligation. And if you want the weekly work done for you, see how our ",
      link("SEO automation", "/seo-automation"),
      " keeps your profile fresh, publishes local content and tracks your rankings.",
    ),
  ],
};

const socialRoutine: SeedPost = {
  notionId: "seed:small-business-social-media-routine",
  title: "A Realistic Social Media Routine for a Busy Small Business",
  slug: "small-business-social-media-routine",
  category: "Social Media",
  publishDate: "2026-10-13T13:00:00.000Z",
  excerpt:
    "You do not need to post everywhere every day. A routine you can keep for a year beats a burst you keep for two weeks: how often to post, what to post, how to batch it and what to measure.",
  author,
  tags: [
    "Social Media",
    "Content Calendar",
    "Small Business",
    "Marketing Tips",
  ],
  seoTitle: "A Realistic Social Media Routine for Small Businesses",
  metaDescription:
    "A social media routine a busy owner can keep: which platforms to use, how often to post, what to share, batching it in an hour a week and what to measure.",
  blocks: [
    p(
      "Most business owners we talk to tell the same social media story. They post a lot when they open, or after a good weekend, and then go quiet for weeks when the business gets busy. The problem is rarely a lack of ideas or skill. It is the lack of a routine that survives a busy week.",
    ),
    p(
      "Here is a routine built for a restaurant, a salon, a dental office or a contracting crew: people whose real job is not social media.",
    ),
    image(
      "social-media-calendar.jpg",
      "Illustration of a weekly content calendar with planned post cards in several colours spread across the days, today's post highlighted in blue, next to a phone showing a published post with like, comment and share icons and a small growth chart.",
    ),
    h2("Pick two platforms, not five"),
    p(
      "Start where your customers already spend time, and do those well before adding more.",
    ),
    li(
      b("Restaurants, salons, bakeries and boutiques:"),
      " Instagram and Facebook. Your work is visual, and neighbors check Facebook for hours, events and specials.",
    ),
    li(
      b("Law firms, accountants and B2B services:"),
      " LinkedIn first, where referral partners and decision-makers are, with Facebook for the neighborhood.",
    ),
    li(
      b("Short video:"),
      " TikTok or Instagram Reels if someone on your team is comfortable on camera. Skip it if no one is; a forced video helps nobody.",
    ),
    p(
      "Whatever you choose, keep your Google Business Profile updated too. It is not a social network, but updates and photos there are seen by people who are searching for you on the map.",
    ),
    h2("How often to post"),
    p(
      "There is no magic number, and the platforms change how they show posts often. What reliably works is ",
      b("consistency"),
      ": a pace you can keep every week, including the busy ones. For most small businesses, three posts a week on your main platform is a sustainable place to start. Post more if you naturally have more material, like a restaurant with daily specials, and never let the schedule push you into posting filler.",
    ),
    h2("What to post: a simple weekly mix"),
    p(
      "Rotating through a few kinds of posts keeps your feed interesting and stops you from staring at a blank caption.",
    ),
    li(
      b("Behind the scenes:"),
      " morning prep in the kitchen, the crew arriving at a job site in Fairfax, a new treatment room being set up.",
    ),
    li(
      b("Your work:"),
      " a finished bathroom, a plated dish, a fresh haircut, with the customer's permission.",
    ),
    li(
      b("Helpful tips:"),
      " a dentist on when to replace a toothbrush, an accountant on the next estimated tax deadline, a lawyer on what to bring to a first consultation.",
    ),
    li(
      b("Local moments:"),
      " cherry blossom season, a home opener at Nationals Park, snow-day hours, the farmers market down the street.",
    ),
    li(
      b("People:"),
      " introduce a team member or thank a loyal customer (again, with permission).",
    ),
    li(
      b("Offers and news:"),
      " a new service, a seasonal special, an event. Keep these to roughly one post in four so your feed does not read like an advert.",
    ),
    h2("Batch it: about an hour a week"),
    p(
      "The trick that makes posting sustainable is to stop deciding what to post every day. Do the thinking once a week.",
    ),
    step(
      b("Monday, 10 minutes:"),
      " pick the week's topics from the mix above and note them in a simple calendar.",
    ),
    step(
      b("During the week:"),
      " take photos as you work and keep them in one album on your phone. Real photos beat stock images every time.",
    ),
    step(
      b("One sitting, 40 minutes:"),
      " write all the captions and schedule them. Meta Business Suite schedules Facebook and Instagram posts for free, and LinkedIn lets you schedule posts too.",
    ),
    step(
      b("A few minutes a day:"),
      " answer comments and messages. This part cannot be batched, and it is often where a follower becomes a customer.",
    ),
    h3("Write captions the way you talk"),
    p(
      "Put the point in the first line, since that is often all people see. Stick to one idea per post, end with a clear next step (call, book, stop by, read more) and mention the neighborhood, because people scroll past generic posts but stop for places they know. A few relevant local hashtags are plenty.",
    ),
    h2("Measure once a month, not every hour"),
    p(
      "Likes feel good but tell you little. Once a month, look at what moved your business:",
    ),
    li(
      "Which posts got ",
      b("comments, shares and saves"),
      ", not just likes.",
    ),
    li(
      "How many people visited your profile or clicked through to your website.",
    ),
    li(
      "Messages, calls and bookings that came from social, and what new customers say when you ask ",
      i("“How did you hear about us?”"),
    ),
    p(
      "Keep doing more of what worked, drop what did not, and adjust next month's mix. Follower counts matter less than whether the right local people are paying attention.",
    ),
    h2("When even an hour a week is too much"),
    p(
      "Every routine meets its limit in your busiest season. That is the gap our AI agents fill: the ",
      link("social media management", "/social-media-management"),
      " agent plans, writes and schedules posts in your brand voice for Facebook, Instagram, LinkedIn, X and TikTok, with ",
      allowancesByPlan(/social posts/),
      ". You can compare the plans on our ",
      link("pricing page", "/pricing"),
      ".",
    ),
    p(
      "Not sure where to start? ",
      link("Get a free audit", "/free-audit"),
      ": we look at your current profiles, compare them with your local competitors and suggest a posting strategy for your business, with no obligation.",
    ),
  ],
};

const firstMonth: SeedPost = {
  notionId: "seed:ai-marketing-agent-first-30-days",
  title: "What an AI Marketing Agent Actually Does in Its First 30 Days",
  slug: "ai-marketing-agent-first-30-days",
  category: "AI Marketing",
  publishDate: "2026-11-10T14:00:00.000Z",
  excerpt:
    "“AI marketing agent” can sound vague. Here is what happens in the first month with one of our agents, from the free audit and setup to the first posts and the first monthly report, and what to expect from it.",
  author,
  tags: [
    "AI Marketing",
    "Marketing Automation",
    "Getting Started",
    "SEO",
    "Social Media",
  ],
  seoTitle: "What an AI Marketing Agent Does in Its First 30 Days",
  metaDescription:
    "From the free audit and a setup 24-48 hours later to the first posts and the first monthly report: what an AI marketing agent does in its first 30 days.",
  blocks: [
    p(
      "“AI marketing agent” is a phrase that can mean almost anything, so it is fair to ask what you would actually get. Here is what the first month looks like with one of our agents, step by step, and what you can realistically expect from it.",
    ),
    p(
      "The short version: we audit your marketing, train the agent on your business, and within a few days it is publishing content, posting to social media, tracking your search rankings and showing all of it in a dashboard. By the end of the month you have a first report and a clear picture of what comes next.",
    ),
    image(
      "ai-agent-first-30-days.jpg",
      "Illustration of a marketing results dashboard with summary cards, a rising line chart and a donut chart, beside a launch checklist in which three steps are checked, one is in progress and one is still to come.",
    ),
    h2("Before day one: the free audit"),
    p(
      "Everything starts with a ",
      link("free audit", "/free-audit"),
      ". We review your website, your search rankings, your social media and your listings, and compare them with the local businesses you compete with. A member of our team contacts you within 24 hours of your request, then walks you through what we found on a strategy call: what is working, what competitors do better and which automation we would recommend first. There is no obligation to sign up.",
    ),
    h2("Days one and two: setup and brand training"),
    p(
      "If you go ahead, ",
      b("professional setup is included in every plan"),
      ", and your agent is live ",
      b("24-48 hours after your audit"),
      ". We onboard it the way you would onboard a new employee:",
    ),
    li(
      b("Connect your platforms."),
      " Your website, social media accounts and Google Business Profile. Our team walks you through each connection, and you keep ownership of every account.",
    ),
    li(
      b("Learn your brand voice."),
      " Formal or friendly, the words you use and the ones you avoid, the way you talk to customers on the phone.",
    ),
    li(
      b("Learn your services and service area."),
      " What you sell, what you want more of, and where your customers are, whether that is a few blocks of Capitol Hill or all of Montgomery County.",
    ),
    li(
      b("Agree on goals, topics and keywords."),
      " The questions your customers ask and the searches that matter to them.",
    ),
    h2("Week one: the first content goes out"),
    p(
      "Once live, your agent follows a simple flow: it writes a helpful blog post in your voice, turns it into social posts that point back to your website, tracks the keywords the post targets and refreshes your Google Business Profile. Then it does it again, on schedule.",
    ),
    p(
      "How much it publishes depends on your plan: ",
      allowancesByPlan(/blog posts/),
      ", with ",
      allowancesByPlan(/social posts/),
      ". Every piece shows up in your results dashboard, so you can read exactly what went out under your name.",
    ),
    h2("Weeks two and three: the daily routine"),
    p("By now the work has a rhythm. Every day your agent:"),
    li(
      b("Checks your search rankings"),
      " for the keywords you track (",
      keywordRange,
      " keywords, depending on your plan) and spots pages that are climbing or slipping.",
    ),
    li(
      b("Writes and schedules content"),
      " in your brand voice, keeping your publishing calendar full for the weeks ahead.",
    ),
    li(
      b("Keeps your profiles active"),
      " on social media and on your Google Business Profile, so nearby customers see a business that is open and busy.",
    ),
    li(
      b("Updates your dashboard"),
      " with what was published, how your rankings moved and how your audience grew.",
    ),
    ...(competitorPlan
      ? [
          p(
            `On the ${competitorPlan} plan, your agent also keeps monitoring the local competitors from your audit, so your strategy keeps up with theirs.`,
          ),
        ]
      : []),
    h2("Day 30: your first monthly report"),
    p(
      "Your dashboard is there to check anytime, and at the end of the month you also get a ",
      b("monthly report"),
      reportsPlan
        ? ` of what your agent did and how your rankings and traffic are moving, with rank tracking reports on the ${reportsPlan} plan.`
        : " of what your agent did and how your rankings and traffic are moving.",
    ),
    p(
      "Be realistic about what one month can show. Month one lays the foundation: content published on schedule, keywords tracked from a clear starting point and listings kept fresh. SEO builds over time, and most businesses should expect meaningful results in three to six months. We will never promise a #1 ranking, because no one honestly can. What we commit to is the work itself, done every week and visible to you.",
    ),
    h2("What stays in your hands"),
    li(
      b("Your accounts."),
      " Your website, profiles and listings remain yours.",
    ),
    li(
      b("The strategy."),
      " Our DMV-based team keeps people in charge of the strategy behind every agent, and adjusts it with you as your business changes.",
    ),
    li(
      b("Your plan."),
      " Upgrades take effect immediately and downgrades at your next billing cycle.",
    ),
    li(
      b("Your commitment."),
      " Billing is month-to-month with no contracts, and every plan has a 30-day money-back guarantee.",
    ),
    h3("Questions to ask any AI marketing provider"),
    p(
      "Whoever you choose, ask: who owns the accounts and the content? Can I see everything that is published in my name? How is my brand voice captured? What happens if I cancel? Clear answers to those four questions tell you a lot.",
    ),
    p(
      "Want to see what your first month would look like? ",
      link("Start with a free audit", "/free-audit"),
      " and we will show you where you stand against your local competitors and what your agent would take on first. You can also read ",
      link("how it works", "/how-it-works"),
      " or compare ",
      link("plans and pricing", "/pricing"),
      ".",
    ),
  ],
};

export const seedPosts: SeedPost[] = [localSeo, socialRoutine, firstMonth];
