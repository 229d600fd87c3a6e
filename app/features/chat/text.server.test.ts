/**
 * The words of a question as the assistant compares them: WordNet's synonyms, for a word that is
 * an entry of the dictionary and for one only listed by entries, and the words it knows.
 */
import { describe, expect, it } from "vitest";
import {
  isDictionaryWord,
  isEnglishWord,
  isStopWord,
  normalize,
  rootOf,
  stem,
  synonyms,
  wordRoles,
} from "./text.server.ts";

describe("WordNet's synonyms", () => {
  it("gives an entry's synonyms, and the entries that list a word that is none", () => {
    expect(synonyms("erase")).toContain("delete");
    // "quit" is no entry of the dictionary; "discontinue" lists it.
    expect(synonyms("quit")).toContain("discontinue");
    expect(synonyms("erase")).not.toContain("erase");
    expect(synonyms("zzzz")).toEqual([]);
  });

  it("tells a word WordNet knows from a typo", () => {
    expect(isDictionaryWord("lease")).toBe(true);
    expect(isDictionaryWord("quit")).toBe(true);
    expect(isDictionaryWord("ther")).toBe(false);
    expect(isDictionaryWord("betwen")).toBe(false);
  });

  it("takes a regular form of a word WordNet knows for an English word", () => {
    for (const word of ["tutoring", "invoices", "booked", "plumbing"])
      expect(isEnglishWord(word), word).toBe(true);
    // "Stores" is a form of "store"; "stors" is none.
    expect(isEnglishWord("stores")).toBe(true);
    // "Supplies" is "supply", "studied" "study": no typo to mend.
    for (const word of ["supplies", "studied"])
      expect(isEnglishWord(word), word).toBe(true);
    for (const typo of ["desing", "sprng", "pricng", "stors"])
      expect(isEnglishWord(typo), typo).toBe(false);
  });
});

describe("a question's words as the site writes them", () => {
  it("reads 'every day' as the site's 'daily', and so for weeks and months", () => {
    expect(normalize("Posts every single day?")).toBe("posts daily?");
    expect(normalize("a blog post each week")).toBe("a blog post weekly");
    expect(normalize("billed every month")).toBe("billed monthly");
  });

  // Each written form, and how it reads; a look-alike that is no idiom reads as written.
  it.each([
    ["plugins way out of date", "plugins way outdated"],
    ["What's the damage?", "what is the cost?"],
    [
      "If I move up to Pro, when does it kick in?",
      "if i upgrade to pro, when does it take effect?",
    ],
    ["Can I move down from Dominate?", "can i downgrade from dominate?"],
    [
      "How do I get hold of you? When will I hear from you?",
      "how do i contact you? when will i get a reply?",
    ],
    ["Who keeps an eye on my competitors?", "who competitor monitoring?"],
    [
      "Which plan watches the competition?",
      "which plan competitor monitoring?",
    ],
    [
      "Someone keeping tabs on our competitors?",
      "someone competitor monitoring?",
    ],
    ["Once my new site goes live?", "once my new site launches?"],
    ["after it goes live", "after it launches"],
    ["Will it sound like our shop?", "will it be in my brand voice?"],
    ["Will it sound like me?", "will it sound like me?"],
    [
      "Is there a plan with one person on my account instead of a shared inbox?",
      "is there a plan with one person on my account?",
    ],
    ["Can I pay yearly rather than monthly?", "can i pay yearly?"],
    [
      "Can your team check how my business shows up?",
      "can you check how my business shows up?",
    ],
    ["Does your agency do logos?", "does you do logos?"],
    ["Is your team based nearby?", "is you based nearby?"],
    ["I want a word with your team", "i want a word with your team"],
    ["a basic small business website", "a simple business website"],
    ["a plain 6-page site", "a simple business site"],
    ["the basic store", "the basic store"],
    [
      "How long does the starter shop package take?",
      "how long does the ecommerce starter package take?",
    ],
    ["the growth store tier", "the ecommerce growth tier"],
    ["the cheapest store package", "the cheapest ecommerce package"],
    ["how do I get ahold of you", "how do i contact you"],
    ["an email I can send my files to", "your email address"],
    ["put my credit card down", "enter a card"],
    ["to open an account", "to create an account"],
    ["could we meet face-to-face?", "could we meet in person?"],
    ["what's your mailing address?", "what your office?"],
    ["Any chance we could talk?", "we could talk?"],
    [
      "Do I get a chance to review the posts?",
      "do i get a chance to review the posts?",
    ],
    ["your online shop tiers", "your ecommerce tiers"],
    ["What's in the starter package?", "what in the starter package?"],
    ["posts on social media", "posts on social"],
    [
      "How long will you hang on to my email?",
      "how long will you keep my information?",
    ],
    ["Do you hold onto my data?", "do you keep my information?"],
    ["What if your company gets acquired?", "what if your company is sold?"],
    ["When will you get back to me?", "when will you reply to me?"],
    ["Is it mobile-friendly?", "is it work well on phones?"],
    [
      "Frederick, MD or Leesburg, VA?",
      "frederick, maryland or leesburg, virginia?",
    ],
    ["Do you serve the District?", "do you serve dc?"],
    ["the school district", "the school district"],
    ["Can I stop by your office?", "can i visit your office?"],
    ["What comes with Pro, right?", "what includes pro?"],
    [
      "What if it turns out not to be a good fit?",
      "what if it is not right for my business?",
    ],
    ["and I hate it?", "and it is not right for my business?"],
    ["It is $497, isn't it?", "it is $497?"],
    ["Can you stop the posts?", "can you stop the posts?"],
    [
      "Could we tweak our menu and photos ourselves?",
      "could we edit the site ourselves?",
    ],
    [
      "Will I be able to update my prices, hours or specials?",
      "will i edit the site?",
    ],
    ["What are your prices and hours?", "what are your prices and hours?"],
    [
      "What would a bare-bones site set me back?",
      "what would a simple business site cost me?",
    ],
    [
      "a no-frills store, what will it run us",
      "a simple store, what will it cost us",
    ],
    ["Will the ads run on Sunday?", "will the ads run on sunday?"],
    ["When does my agent start posting?", "when does my agent is live?"],
    ["How fast will the agent be publishing?", "how fast is the agent setup?"],
    ["Can I bump it up later?", "can i upgrade later?"],
    ["bump up my rankings", "bump up my rankings"],
    ["Can I switch right away?", "can i switch immediately?"],
    ["a downgrade mid-month", "a downgrade during the billing cycle"],
    ["partway through the billing month", "during the billing cycle"],
    [
      "Is there somewhere to sign in and check the numbers?",
      "is there somewhere to check in a dashboard the numbers?",
    ],
    ["Do you just vanish after launch?", "do you give support after launch?"],
    [
      "Do I get a client rep, a real point-person type guy?",
      "do i get a dedicated success agent, a real point-person?",
    ],
    ["Are y'all a Webflow house?", "do you use webflow?"],
    ["the coffee shop", "the coffee shop"],
    ["Walk us through it", "explain it"],
    ["a fee on top of the monthly price", "a fee extra"],
    ["on top of the page", "on top of the page"],
    ["a one-time thing", "a one-time payment"],
    ["your phone line", "your phone"],
    ["Who do I dial? Anyone on the line?", "who do i call? anyone?"],
    ["They add items to the cart and bail", "they cart and drop off"],
    ["one app for both iPhone and Android", "a cross-platform app"],
    ["putting my boutique online", "an online store"],
    ["Can you hook up Stripe?", "can you connect stripe?"],
    ["Why should we switch over to you?", "how does it compare?"],
    ["Remove all the data you keep on us", "delete my information"],
    ["Wipe all of my details", "delete all of my details"],
    ["what r ur office ours", "what r ur office hours"],
    ["any security holes?", "any security weaknesses?"],
    ["putting our online store together", "build our online store"],
    [
      "could we switch our store over to BigCommerce",
      "could we platform migration to bigcommerce",
    ],
    ["Do you save audit requests?", "do you save my information?"],
    [
      "How long do you hang on to the stuff I sent?",
      "how long do you keep my information?",
    ],
    [
      "Would you ever sell our contact details?",
      "would you ever sell my personal information?",
    ],
    [
      "Do you rent my email address out?",
      "do you rent my personal information out?",
    ],
    [
      "Do you save my debit card number?",
      "do you save my payment card details?",
    ],
    ["Will my email get sold?", "will you sell my personal information?"],
    [
      "How soon before the blog starts to bring us new customers?",
      "how soon before the blog show results?",
    ],
    ["Will SEO bring us customers?", "will seo bring us customers?"],
    [
      "We never did SEO before. Can it bring us customers?",
      "we never did seo before. can it bring us customers?",
    ],
    [
      "Can the agent keep things consistent?",
      "can the agent keep things consistent?",
    ],
    [
      "When will you respond to my personal data request?",
      "when will you answer my personal data request?",
    ],
    [
      "Do you respond to support requests fast?",
      "do you respond to support requests fast?",
    ],
    [
      "got any samples of y'all's work?",
      "got any examples of projects you did?",
    ],
    ["which apps have you already launched?", "which projects you did?"],
    ["Will you charge my credit card today?", "will you charge a card today?"],
    [
      "Can you handle our Facebook ads?",
      "can you handle our paid advertising?",
    ],
    [
      "do you do PPC or AdWords",
      "do you do paid advertising or paid advertising",
    ],
    ["Do you post on Facebook?", "do you post on facebook?"],
    [
      "I want to be alerted whenever a visitor becomes a lead",
      "i want to lead alerts whenever a visitor converts",
    ],
    ["once I become a customer", "once i become a customer"],
    ["If I pay for this and the AI thing fails?", "if the agent fails?"],
    ["Once we buy it, what then?", "once, what then?"],
    ["Get me to #1 on Maps", "get me to rank first on maps"],
    ["getting my salon on Google", "getting my business on google"],
    ["my shop on Shopify", "my shop on shopify"],
    ["any how-to on this?", "any guides on this?"],
    ["Can I walk in?", "can i visit?"],
    [
      "The official name for our records? What is it called?",
      "the name? what is it name?",
    ],
    ["Who called me?", "who called me?"],
    ["Has my site been hacked?", "has my site secure?"],
    ["people leave the site", "people drop off"],
    ["make it look nicer", "make it have a better visual design"],
    ["will it look good on phones?", "will it work well on phones?"],
    ["does it look good?", "does it look good?"],
    ["our style guide", "our design system"],
    ["figure out why", "find out why"],
    ["why do they leave so fast?", "why do they leave?"],
    ["show up on Google", "rank in search with seo"],
    ["feel like an app", "be a progressive web app"],
    ["fix my laptop", "hardware repair"],
    ["the price range", "the prices"],
    ["the full price", "the price"],
    ["move my store off Wix", "migrate my platform from wix"],
    ["Who looks after the site?", "who support the site?"],
    ["switch from Starter to Pro", "switch from starter to pro"],
    ["Can you revamp our site?", "can you rebuild our site?"],
    [
      "Can you redesign my bakery's website?",
      "can you rebuild my bakery website?",
    ],
    ["we need a website redesign", "we need a website rebuild"],
    ["slow on mobile", "slow on phones"],
    ["the contact form on your website", "the contact form"],
    ["a page from the site", "a page"],
    ["what details does the form ask for?", "what information do you collect?"],
    [
      "the diff between starter n pro",
      "the difference between starter and pro",
    ],
    ["n?", "n?"],
    ["any website maintenance plans?", "any website support after launch?"],
    ["app maintenance", "app maintenance"],
    [
      "visitors but hardly anyone books an appointment",
      "visitors but they drop off",
    ],
    ["traffic, but few people actually buy", "traffic, but they drop off"],
    ["Do you offer IT support?", "do you offer infotech support?"],
    ["erase my data", "delete my data"],
    ["which social media sites", "which social platforms"],
    [
      "hold on to the details we submitted through the audit form",
      "keep my information",
    ],
    [
      "How fast can my AI agent be up and running?",
      "how fast is my agent setup?",
    ],
    [
      "when does our marketing agent start posting",
      "when does our agent is live",
    ],
    [
      "how do I know what my agent did?",
      "how do i see what my agent is doing in the dashboard?",
    ],
    ["remove the old photos", "remove the old photos"],
    ["Our yoga studio wants an app", "we wants an app"],
    ["my store needs a redesign", "my store needs a redesign"],
    ["it hooks into our booking system", "it connect to our booking system"],
    ["the site takes forever to load", "the site is slow"],
    ["IS IT EXPENSIVE?", "is it expensive?"],
    ["my website is sooo slow", "my website is so slow"],
    ["compare them price-wise", "compare them price"],
    ["a site, nothing fancy", "a site, simple"],
    [
      "how long until the store would be live?",
      "how long until the store launches?",
    ],
    ["Im a realtor and I dont post", "i a realtor and i do not post"],
    ["whats the price, theres no rush", "what the price, there no rush"],
    [
      "want a little app where regulars collect points",
      "want a focused app where regulars collect points",
    ],
    ["how much for a simple app?", "how much for a focused app?"],
    [
      "your e-commerce starter and growth packages",
      "your ecommerce starter package and ecommerce growth package",
    ],
    [
      "starter vs growth store packages",
      "ecommerce starter package vs ecommerce growth package",
    ],
    ["we get plenty of traffic", "we get visitors"],
    ["they leave the cart without buying", "they drop off"],
    ["people leave my store without buying anything", "people drop off"],
    ["how do we get more traffic?", "how do we get more traffic?"],
    ["pleeeease, a goood price", "please, a good price"],
    ["holaaa", "hola"],
    ["the team on mobile development", "the team on mobile development"],
    [
      "help me sell my scented candles online",
      "help me sell my products online",
    ],
    ["selling them on our own site", "selling my products on our own site"],
    [
      "want to sell cakes and cookie boxes online with local pickup",
      "want to sell my products online with local pickup",
    ],
    ["Can you help me sell my house?", "can you help me sell my house?"],
    ["Do you redesign landing pages?", "do you redesign landing pages?"],
    ["What tech stack?", "what technology stack?"],
    ["Send a tech over", "send a tech over"],
    [
      "Orders the growth package handles?",
      "orders the ecommerce growth package handles?",
    ],
    ["the growth package", "the growth package"],
    [
      "Can I see the store as you build it, or only at the end?",
      "can i preview the site during development?",
    ],
    ["the top spot", "rank first"],
    ["step number one", "step rank first"],
    [
      "Do I pay when I sign up for a plan?",
      "do i pay when i sign up for a plan?",
    ],
    ["Is it month-to-month?", "is it month to month contract?"],
    ["Why you instead of an agency?", "why you compared to an agency?"],
    ["Do we have to sign anything?", "do we have to sign a contract?"],
    ["Can we talk before I commit?", "can we talk?"],
    [
      "Before you start, what do you need?",
      "before you start, what do you need?",
    ],
    ["When is my agent up and running?", "when is my agent is live?"],
    ["Is the agent working yet?", "is the agent is live yet?"],
    [
      "How soon can you get our agent up and running?",
      "how soon can you setup our agent?",
    ],
    ["Can I get back to you later?", "can i get back to you later?"],
    [
      "ux vs ui, what's the difference in plain english?",
      "ux vs ui, what the difference?",
    ],
    ["Explain it in layman's terms", "explain it"],
    [
      "Posts in my voice, and not like a robot, please",
      "posts in my voice, please",
    ],
    ["after the store is live", "after the store launches"],
    ["when is my agent live?", "when is my agent live?"],
    ["Keep an eye on my store overnight", "keep an eye on my store overnight"],
    [
      "Can you hook my store up to Square?",
      "can you connect my store to square?",
    ],
    [
      "Can you hook me up with an accountant?",
      "can you hook me up with an accountant?",
    ],
    ["Fix our Wi-Fi?", "fix our wifi?"],
    ["Sync with our POS?", "sync with our point of sale?"],
    ["Is the site ADA compliant?", "is the site accessible?"],
    ["What do you charge per hour?", "what do you charge hourly?"],
    ["Rank me #1 for 'dentist Silver Spring'.", "rank first for a keyword."],
    ['What does the "Pro" plan include?', 'what does the "pro" plan include?'],
    ["Can we meet face-to-face?", "can we meet in person?"],
    ["What plan do I need?", "what plan should i choose?"],
    ["Am I stuck with you for a year?", "am i locked in with you for a year?"],
    ["Are we tied down to a contract?", "are we locked in to a contract?"],
    ["Will my credit card be charged?", "will my card be charged?"],
    ["Is it a fixed monthly price?", "is it a all inclusive monthly price?"],
    ["Is the fee flat?", "is the fee all inclusive?"],
    ["Can you fix my flat tire?", "can you fix my flat tire?"],
    ["Can they pick their orders up?", "can they pickup?"],
    ["Budget for a smartphone app?", "budget for a mobile app?"],
    [
      "Which one do most customers usually go with?",
      "which one is most popular?",
    ],
    [
      "Which tier do most of your clients end up picking?",
      "which tier is most popular?",
    ],
    ["if it doesn't pan out", "if it does not work"],
    ["when SEO pays off", "when seo show results"],
    ["25 search terms", "25 keywords"],
    ["Your prices, from the cheapest to the most expensive?", "your prices?"],
  ])("reads %j as %j", (written, read) => {
    expect(normalize(written)).toBe(read);
  });
});

describe("the roles of a question's words", () => {
  it("tells the verbs that say what is done from the nouns that name a topic", () => {
    const { verbs } = wordRoles(
      "I need more people to find my business on Google, and a booking app they can install.",
    );
    expect(verbs).toContain("find");
    expect(verbs).toContain("install");
    for (const noun of ["people", "business", "google", "booking", "app"])
      expect(verbs).not.toContain(noun);
  });

  it("takes a passive verb for the state it names, as an adjective", () => {
    const { verbs } = wordRoles(
      "Is there a plan where someone is dedicated to my account and reports are sent?",
    );
    expect(verbs).not.toContain("dedicated");
    expect(verbs).not.toContain("sent");
  });
});

describe("irregular words", () => {
  it("reads them in their dictionary form", () => {
    expect(rootOf("wrote")).toBe("write");
    expect(rootOf("bought")).toBe("buy");
    expect(rootOf("children")).toBe("child");
    expect(rootOf("website")).toBe("website");
  });
});

describe("forms of one word", () => {
  it("reads a noun the stemmer keeps apart from its verb as the verb", () => {
    expect(stem("maintained", "en")).toBe(stem("maintenance", "en"));
    expect(stem("analyzing", "en")).toBe(stem("analysis", "en"));
    expect(stem("delivered", "en")).toBe(stem("delivery", "en"));
    expect(stem("compete", "en")).toBe(stem("competition", "en"));
    // "Responsive" design is no response, and an application no request.
    expect(stem("responsive", "en")).not.toBe(stem("respond", "en"));
    expect(stem("application", "en")).not.toBe(stem("apply", "en"));
  });

  it("keeps a person apart from what they do", () => {
    expect(stem("accountants", "en")).not.toBe(stem("account", "en"));
    expect(stem("consultant", "en")).not.toBe(stem("consultation", "en"));
    expect(stem("accountants", "en")).toBe(stem("accountant", "en"));
  });

  it("takes deliberating for no topic ('trying to decide')", () => {
    for (const word of ["try", "trying", "decide", "deciding"])
      expect(isStopWord(word, "en"), word).toBe(true);
  });

  it("takes every form of 'go' for a word that names no topic", () => {
    for (const word of ["go", "goes", "going", "went", "gone"])
      expect(isStopWord(word, "en"), word).toBe(true);
  });
});
