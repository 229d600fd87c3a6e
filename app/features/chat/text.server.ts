/**
 * Words of a question as the assistant compares them (decision 0023): lower case without
 * accents, chat shorthand written out, stems from NLP.js's Snowball stemmers, and the words that
 * carry no topic set apart. The classifier, the key-term check and the search share them.
 */
import { StemmerEn } from "@nlpjs/lang-en-min";
import { StemmerEs, StopwordsEs } from "@nlpjs/lang-es";
import nlp from "compromise";
import synonymsOf from "synonyms";
import { plans } from "#app/content/plans.ts";

export type Language = "en" | "es";

/**
 * Texts normalized lately: the facts' texts are normalized on many a question (their figures,
 * their prices), and each question's own text many times while it is decided.
 */
const RECENT_NORMALIZED = 4096;
const recentNormalized = new Map<string, string>();

/** Lower case, no accents, one spelling for "e-commerce" and for "app", no thousands separators. */
export function normalize(text: string): string {
  let normalized = recentNormalized.get(text);
  if (normalized === undefined) {
    normalized = normalizeAfresh(text);
    if (recentNormalized.size >= RECENT_NORMALIZED) recentNormalized.clear();
    recentNormalized.set(text, normalized);
  }
  return normalized;
}

/** A plan by its catalogue name ("the AI Growth Agent"), which is its plan ("the Pro plan"). */
const CATALOG_NAME = new RegExp(
  `\\b(?:${plans.map((plan) => plan.catalogName.toLowerCase()).join("|")})s?\\b`,
  "g",
);
const planOfCatalogName = new Map(
  plans.map((plan) => [
    plan.catalogName.toLowerCase(),
    `${plan.name.toLowerCase()} plan`,
  ]),
);

function unstretched(word: string): string {
  if (word === "www") return word;
  const twice = word.replace(/(\p{L})\1{2,}/gu, "$1$1");
  return isEnglishWord(twice) ? twice : word.replace(/(\p{L})\1{2,}/gu, "$1");
}

function normalizeAfresh(text: string): string {
  return (
    text
      // "IT" in capitals, in a message not written all in capitals, is information technology
      // ("infotech", one word the site never uses), not "it".
      .replace(/\bIT\b/g, (word) => (/[a-z]/.test(text) ? "infotech" : word))
      .toLowerCase()
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/[\u2018\u2019]/g, "'")
      // A letter held for emphasis is one letter, or two where the word has two ("sooo slow",
      // "pleeease", "goood").
      .replace(/\p{L}*(\p{L})\1\1\p{L}*/gu, unstretched)
      // A contraction written without its apostrophe ("dont", "Im") is the contraction.
      .replace(
        /\b(do|does|did|is|are|was|were|have|has|could|would|should)nt\b/g,
        "$1n't",
      )
      .replace(/\b(?:im|ive)\b/g, "i")
      .replace(/\b(?:youre|theyre|whats|thats|theres|hows|wheres)\b/g, (word) =>
        word.replace(/(?:re|s)$/, ""),
      )
      // "don't" as "do not", "what's" as "what": a contraction's tail names nothing.
      .replace(/\bcan't\b/g, "cannot")
      .replace(/\bwon't\b/g, "will not")
      .replace(/n't\b/g, " not")
      .replace(/'(s|d|ll|re|ve|m)\b/g, "")
      .replace(/\be-?commerce\b/g, "ecommerce")
      .replace(
        CATALOG_NAME,
        (name) => planOfCatalogName.get(name.replace(/s$/, "")) ?? name,
      )
      // "Can your team check…?" asks the business what "can you check…?" does: its team is
      // no topic.
      .replace(
        /\b(can|could|would|will|do|does|did|is|are) your (?:team|company|agency|staff|crew|folks|people)\b/g,
        "$1 you",
      )
      // "Diff", "btwn" and a lone "n" are shorthand the comparisons read too ("starter n pro").
      .replace(/\bdiff\b/g, "difference")
      .replace(/\bbtwn\b/g, "between")
      .replace(/(?<=\p{L} )n(?= \p{L})/gu, "and")
      // The site says "web application" and "web app" alike.
      .replace(/\bapplications?\b/g, (word) =>
        word.endsWith("s") ? "apps" : "app",
      )
      .replace(/(\d),(?=\d{3}\b)/g, "$1")
      // A site that meets the ADA is an accessible one, as the site says of WCAG.
      .replace(
        /\bada[ -]?(?:compliant|compliance|accessible|standards?|requirements?)\b/g,
        "accessible",
      )
      // Paid per hour is paid hourly, which no business hours answer.
      .replace(/\b(?:per|by the) hour\b/g, "hourly")
      // A POS is what the site mostly calls a point of sale.
      .replace(/\bpos\b/g, "point of sale")
      // "Wi-Fi" is one word, and no place.
      .replace(/\bwi-fi\b/g, "wifi")
      // Moving up or down a plan is what the site calls an upgrade or a downgrade; a change
      // that kicks in takes effect.
      .replace(
        /\b(?:move|moving|moved|bump|bumping) (up|down)(?= (?:to|from)\b)/g,
        (_, way) => (way === "up" ? "upgrade" : "downgrade"),
      )
      .replace(/\b(?:kick|kicks|kicked|kicking) in\b/g, "take effect")
      // Bumping up, with nothing after it bumped, is upgrading; right away is immediately.
      .replace(
        /\b(?:bump|bumping|move|moving) (?:it |me |us )?up\b(?! (?:my|our|the|your|a|an|some|in|on)\b)/g,
        "upgrade",
      )
      .replace(/\b(?:right|straight) away\b/g, "immediately")
      // Part way through a month is during a billing cycle, as the site says.
      .replace(
        /\b(?:(?:halfway|half way|partway|part way|midway) through|in the middle of) (?:the|a|my|our) (?:month|billing (?:month|cycle|period))\b|\bmid[ -]?(?:month|cycle)\b/g,
        "during the billing cycle",
      )
      // "Pick their orders up" is what the site calls pickup.
      .replace(
        /\bpick(?:s|ed|ing)?(?: (?:their|the|my|your|our|it|them)(?: \w+)?)? up\b/g,
        "pickup",
      )
      // An app for phones is what the site calls a mobile app.
      .replace(/\b(?:smart ?|cell ?)?phone (apps?)\b/g, "mobile $1")
      // A site seen "on mobile" is seen on phones; the app page's "mobile" is an app.
      .replace(
        /\b(on|from) mobile\b(?! (?:apps?|development|devices?)\b)/g,
        "$1 phones",
      )
      // Idioms as the words they stand for.
      .replace(/\bout of date\b/g, "outdated")
      .replace(/\bnot (work|pan) out\b/g, "not work")
      .replace(/\b(?:pay|pays|paying|paid) off\b/g, "show results")
      // What searchers type is what the site calls keywords.
      .replace(/\bsearch (?:terms?|phrases?|queries)\b/g, "keywords")
      .replace(/\bwhat(?: is)? the damage\b/g, "what is the cost")
      // A quoted search ("rank for 'dentist Silver Spring'") is a keyword, not a topic.
      .replace(
        /(?<=\b(?:for|search(?:es|ed|ing)?|types?|typed|typing|googles?|googled|googling)\s)['"][^'"]{2,40}['"](?=[\s.,;:?!]|$)/g,
        "a keyword",
      )
      .replace(/\bface[ -]to[ -]face\b/g, "in person")
      // Which plan one needs is which plan to choose.
      .replace(
        /\b(what|which) (plan|tier|package|level) (?:do|would|will|should) (?:i|we) (?:need|want|get)\b/g,
        "$1 $2 should i choose",
      )
      // Being stuck or tied to a plan is being locked in; a credit card is the site's card.
      .replace(
        /\b(?:stuck|tied(?: down| up)?)(?= (?:with|to|in|into|for)\b)/g,
        "locked in",
      )
      .replace(/\b(?:credit|debit) (cards?)\b/g, "$1")
      // A fixed or flat price is one with nothing added: "fixed" is no repair, "flat" no home.
      .replace(
        /\b(?:fixed|flat)(?:[ -]rate)?((?: monthly| month to month)? (?:price|prices|fee|fees|rate|rates|cost|costs|amount|bill))\b/g,
        "all inclusive$1",
      )
      .replace(
        /\b((?:price|prices|fee|fees|rate|rates|cost|costs|bill) (?:is |are |stays |stay )?)(?:fixed|flat)\b/g,
        "$1all inclusive",
      )
      // "Contratar un plan" is choosing one, not signing a contract ("contrato").
      .replace(
        /\bcontrat(?:ar|arlo|arla|a|as|an|amos|ando|aria|arian|e|en|ado|ada|ados|adas)\b/g,
        "elegir",
      )
      // Hooking things up is connecting them.
      .replace(
        /\bhook(?:s|ed|ing)?((?: [\w']+){0,4}?) up to\b/g,
        "connect$1 to",
      )
      .replace(/\bhook(?:s|ed|ing)? up\b/g, "connect")
      .replace(/\bhook(?:s|ed|ing)? (?:it |them )?into\b/g, "connect to")
      // The visitor's business that wants something is the visitor ("our gym wants an app"),
      // unless it is what the site works on ("my store needs a redesign").
      .replace(
        /\b(?:my|our) (?:[a-z-]+ ){0,2}?(?!(?:agent|web ?site|site|store|shop|app|plan|account|dashboard|listing|profile|page|team|blog|checkout|brand)\b)[a-z-]+ (?=(?:wants|needs|would like|is looking for|is hoping for)\b)/g,
        "we ",
      )
      // What takes forever to load is slow.
      .replace(
        /\b(?:takes?|taking|took) (?:forever|ages|so long|too long|a long time) to (?:load|open|come up)\b/g,
        "is slow",
      )
      // Asked for a time, something that starts bringing customers shows results, as the pages
      // say of SEO ("how long until it brings me customers?").
      .replace(
        /\b(how long|how soon|how quickly|how fast|when|until|till|before)\b([^.?!]*?)\b(?:(?:start|starts|started|starting|begin|begins|began|beginning) (?:to )?)?(?:bring|brings|bringing|brought) (?:me |us |in )?(?:more |new |any |real |actual |paying )?(?:customers|clients|business|leads|sales|calls)\b/g,
        "$1$2show results",
      )
      // A request about one's data is answered, as the privacy policy says ("we answer within
      // 45 days"), whatever verb the visitor uses.
      .replace(
        /\b(?:respond|responds|responded|responding|reply|replies|replied|replying|get back) to (?=(?:a |an |my |our |the |your |such |this |that )?(?:privacy |data |deletion |personal )+requests?\b)/g,
        "answer ",
      )
      // Moving a store to another platform is what the store page calls a platform migration.
      .replace(
        /\b(?:move|moves|moving|moved|switch|switching|switched|port|porting|transfer|transferring|migrate|migrating)(?: (?:my|our|the|it|everything|us))?(?: (?:store|shop|site|website))?(?: (?:over|across))? (?:from [a-z]+ )?to (?=(?:shopify|woocommerce|bigcommerce|squarespace|wix|a new platform|another platform|a different platform)\b)/g,
        "platform migration to ",
      )
      // Holes in a site's security are the weaknesses a security audit finds.
      .replace(
        /\bsecurity (?:holes|gaps|flaws|issues|problems|bugs|vulnerabilities)\b/g,
        "security weaknesses",
      )
      // A site put together is one built.
      .replace(
        /\bput(?:ting)? (my|our|the|a) ((?:[a-z]+ )?(?:web ?site|site|store|shop|page)) together\b/g,
        "build $1 $2",
      )
      // "Ours" after what has hours is the hours, misheard ("ur business ours").
      .replace(
        /\b(your|ur|yr|busi?ness|buisness|bussiness|opening|office|support|working|store|shop|weekend|holiday) ours\b/g,
        "$1 hours",
      )
      // What a visitor could check out is what they could look at, not the checkout.
      .replace(/\b(i|we) (could|can|might|may) check out\b/g, "$1 $2 look at")
      // The work the business has done is its projects, as the portfolio calls them.
      .replace(
        /\b(?:(?:samples?|examples?) of )?(?:your|the|y'?all(?:'?s)?) (?:past|previous|recent|prior|earlier) (?:work|jobs|builds)\b|\b(?:samples?|examples?) of (?:your|y'?all(?:'?s)?) work\b/g,
        "examples of projects you did",
      )
      .replace(
        /\b(?:have|did) (?:you|y'?all|your team)(?: ever)? (?:done|did|do) (?:any |some )?work for\b/g,
        "examples of projects you did for",
      )
      .replace(
        /\b(?:web ?sites?|sites|apps|projects) (?:(?:that )?(?:you|y'?all|your team)(?: have|'ve)?|(?:have|did) (?:you|y'?all|your team)) (?:already )?(?:built|made|designed|done|did|launched|created|worked on)\b/g,
        "projects you did",
      )
      // Keeping an eye on the competition is what the plans call competitor monitoring.
      .replace(
        /\b(?:(?:keep|keeps|keeping|kept) (?:an|a close) eye on|(?:keep|keeps|keeping|kept) tabs on|watch(?:es|ing)?|spy(?:ing)? on|track(?:s|ing)?|monitor(?:s|ing)?) (?:my |our |the |your )?(?:competitors?|competition)\b/g,
        "competitor monitoring",
      )
      // "Nothing fancy" asks for something simple.
      .replace(
        /\b(?:nothing|none of that|no) (?:too |that |super |very |overly )?(?:fancy|elaborate|complicated|complex|crazy|over the top)(?: stuff)?\b|\bno frills\b|\bbare[ -]bones\b/g,
        "simple",
      )
      // A little or basic app is what the app page calls a focused one.
      .replace(
        /\b(?:little|small|simple|basic|tiny|straightforward|lightweight)(?:,? (?:little|small|simple|basic))? (?:mobile |phone |iphone )?app\b/g,
        "focused app",
      )
      // "Price-wise" is about the price.
      .replace(/\b([a-z]+)-wise\b/g, "$1")
      // Two store packages named together are both the store's ("your e-commerce starter and
      // growth packages").
      .replace(
        /\b(?:(?:online )?(?:store|shop|ecommerce) (starter|growth|enterprise) (and|or|vs\.?|versus|&) (starter|growth|enterprise)|(starter|growth|enterprise) (and|or|vs\.?|versus|&) (starter|growth|enterprise) (?:online )?(?:store|shop|ecommerce)) (?:packages?|tiers?)\b/g,
        (_pair, ...tiers: (string | undefined)[]) => {
          const [first, joined, second] = tiers.slice(0, 6).filter(Boolean);
          return `ecommerce ${first} package ${joined} ecommerce ${second} package`;
        },
      )
      // A store package by its tier is the store's, not the plan of the same name.
      .replace(
        /\b(starter|growth|enterprise) (?:online )?(?:store|shop|ecommerce) (package|tier)\b/g,
        "ecommerce $1 $2",
      )
      // A store package or tier however it is called ("the cheapest store package") is one of
      // the e-commerce packages, the only ones for a store.
      .replace(
        /\b(?:online )?(?:store|shop) (packages?|tiers?)\b/g,
        "ecommerce $1",
      )
      // So is a package by that tier in a question on products, orders or selling ("How many
      // products can the growth package handle?"): the plans are plans, not packages.
      .replace(
        /\b(starter|growth|enterprise) package\b/g,
        (named, tier: string, _at: number, question: string) =>
          /\b(?:products?|orders?|inventory|catalog|catalogue|sell|selling|store|shop|checkout)\b/.test(
            question,
          )
            ? `ecommerce ${tier} package`
            : named,
      )
      // A business bought by another is one sold, as the privacy policy says; getting back to
      // someone is replying to them.
      .replace(
        /\b(?:get|gets|got|is|was|were|being|been) (?:bought|acquired|purchased|taken over)\b/g,
        "is sold",
      )
      .replace(
        /\b(?:get|gets|getting|got) back to (me|us|people|customers|them|visitors)\b/g,
        "reply to $1",
      )
      // A site that is mobile friendly is one that works well on phones, as the site says.
      .replace(
        /\b(?:mobile|phone|smartphone)[ -]?(?:friendly|compatible|optimized|optimised|ready)\b/g,
        "work well on phones",
      )
      // "The District" is DC.
      .replace(/\b(?:the district(?! of)|district of columbia)\b/g, "dc")
      // The states by their abbreviations are the states ("Frederick, MD").
      .replace(/\bmd\b/g, "maryland")
      .replace(/\bva\b/g, "virginia")
      // Stopping by is visiting, face to face is in person, and a street address is where the
      // office is.
      .replace(
        /\b(?:(?:stop|drop|swing|come|pop)(?:s|ped|ping)? (?:by|over|in)|walk(?:s|ed|ing)? in(?:to)?)\b/g,
        "visit",
      )
      .replace(/\bface[ -]to[ -]face\b|\bin the flesh\b/g, "in person")
      .replace(
        /\b(?:street|physical|mailing|office) address(?:es)?\b/g,
        "office",
      )
      // Getting the agent going is setting it up, as the site says.
      .replace(
        /\b(?:get|getting|have|having) (my|our|the) agent (?:going|started|running|up and running|working|live|set up)\b/g,
        "setup $1 agent",
      )
      // An agent that starts posting is one that is live; how soon it posts is how soon it is.
      .replace(
        /\b(my|our|the) (?:ai |marketing |ai marketing )?agent (?:will |would |can |does |do )?(?:actually )?(?:start|starts|begin|begins|get|gets) (?:actually )?(?:posting|publishing|working)\b/g,
        "$1 agent is live",
      )
      .replace(
        /\bhow (soon|quickly|fast) (?:is|will|would|does|can) (my|our|the) (?:ai |marketing |ai marketing )?agent (?:actually )?(?:be )?(?:posting|publishing|live|up and running|running|working|ready)\b/g,
        "how $1 is $2 agent setup",
      )
      // An agent at work is one that is live, as the site says.
      .replace(
        /\b(my|our|the) (?:ai |marketing |ai marketing )?agent (?:(?:is|be|gets|get|starts|start) )?(?:actually |really )?(?:working|running|up and running|active)\b/g,
        "$1 agent is live",
      )
      // Putting a shop or its products online is building an online store.
      .replace(
        /\b(?:put|puts|putting|get|gets|getting|take|takes|taking|bring|bringing) (?:my|our|the) (?:\w+ )?(?:shop|store|boutique|products|inventory|catalog|catalogue|merch|merchandise) online\b/g,
        "an online store",
      )
      // What visitors sell online, whatever it is, are their products ("sell my candles online",
      // "sell cakes and cookie boxes online").
      .replace(
        /\b(sell|sells|selling|sold) (?:(?:(?:my|our|the|some|all (?:of )?(?:my|our)) )?(?:[a-z-]+ ){0,4}?[a-z-]+|it|them|those|these)(?= online\b| on the (?:web|internet)\b| (?:on|through|from) (?:my|our|a|the) (?:own )?(?:web ?site|site|store)\b)/g,
        "$1 my products",
      )
      // One app for iPhone and Android alike is what the app page calls cross-platform.
      .replace(
        /\b(?:one|a single|the same|just one|1) (?:mobile )?app (?:for|on|that (?:runs|works) on|that covers|covering) (?:both )?(?:iphone|ios|apple)s? (?:and|&|\+) android\b|\b(?:one|a single|the same) (?:mobile )?app (?:for|on) (?:both )?android (?:and|&|\+) (?:iphone|ios|apple)\b/g,
        "a cross-platform app",
      )
      // Shoppers who add to the cart and bail drop off, as the store page says.
      .replace(
        /\b(?:add|adds|added|adding|put|puts|putting) (?:\w+ )?(?:in|into|to) (?:the |their |a |my )?cart\b/g,
        "cart",
      )
      .replace(/\b(?:bail|bails|bailed|bailing)(?: out)?\b/g, "drop off")
      // So do those who leave, or abandon it, without buying.
      .replace(
        /\b(?:leave|leaves|left|leaving|abandon|abandons|abandoned|abandoning|close|closes|closed|closing|walk away|walks away|walked away)(?: (?:it|(?:the|my|our|their) [a-z]+))? without (?:buying|ordering|purchasing|paying|checking out|booking|finishing)(?: anything)?\b/g,
        "drop off",
      )
      // Visitors who come and do not buy, book or call drop off, as the design pages say.
      .replace(
        /\b(?:but|and|yet) (?:nobody|no one|noone|hardly anyone|hardly anybody|barely anyone|few(?: people| of them)?|not many(?: people| of them)?|they (?:do not|never|rarely|hardly ever)) (?:actually |really |ever )?(?:buys?|orders?|books?|calls?|purchases?|converts?|checks? out|signs? up|contacts? us)(?: (?:an? |the )?(?:appointments?|table|anything|online))?\b/g,
        "but they drop off",
      )
      // Traffic a site already has is its visitors ("plenty of traffic but nobody books").
      .replace(
        /\b(?:plenty of|lots of|a lot of|tons of|loads of|good|decent|enough|steady) (?:web |site |website )?traffic\b/g,
        "visitors",
      )
      // Dialling or ringing is calling; a person "on the line" is a person.
      .replace(/\b(?:dial|ring)\b/g, "call")
      .replace(/\s*\bon the (?:line|phone)\b/g, "")
      // Month to month names the terms of a contract, as the site says ("no contracts").
      .replace(/\bmonth[ -]to[ -]month\b/g, "month to month contract")
      // A phone or a computer repaired is hardware repair, no app.
      .replace(
        /\b(?:fix|fixes|fixing|repair|repairs|repairing|replace|replacing) (?:my |our |a |the )?(?:cracked |broken |shattered |dead )?(?:iphone|phone|cell ?phone|laptop|computer|pc|tablet|ipad|printer)(?: screen| battery)?s?\b/g,
        "hardware repair",
      )
      // Moving a store off one platform is migrating it.
      .replace(
        /\b(?:move|moving|moved|switch|switching|take|taking) (?:my |our |the )?(?:online )?(?:store|shop|site|website) (?:off|off of|away from|from) /g,
        "migrate my platform from ",
      )
      // A price range is the prices; the full price, the price.
      .replace(
        /\bfull (price|prices|pricing|cost|costs|list|breakdown|details)\b/g,
        "$1",
      )
      .replace(
        /\b(?:price|pricing|cost|budget) (?:range|ranges|bracket|ballpark)\b/g,
        "prices",
      )
      // A one-time thing is a one-time payment; a phone line is a phone.
      .replace(/\bone[ -]time (?:thing|deal)\b/g, "one-time payment")
      .replace(/\bphone lines?\b/g, "phone")
      // What comes on top of the price is extra.
      .replace(
        /\b(?:on top of|in addition to|over and above|besides) (?:the |my |your |our |a )?(?:monthly |regular |plan |subscription )?(?:price|prices|fee|fees|plan|plans|subscription|bill|cost|rate)\b/g,
        "extra",
      )
      // Why one would switch to the business asks how it compares.
      .replace(
        /\bwhy (?:(?:would|should) (?:i|we) )?(?:switch|move|change|come over|go) (?:over )?to (?:you|your (?:team|company|agency|service|agent))\b/g,
        "how does it compare",
      )
      // Everything the business has on someone is their information, as the privacy policy
      // says; signing something is signing a contract; what is wanted before committing is
      // wanted anyway.
      .replace(
        /\b(?:everything|all|whatever|anything|what|all the (?:data|info|information|details)) (?:you|y'all|your company|your team) (?:have|hold|keep|store|know|collected|saved) (?:about|on|of) (?:me|us)\b/g,
        "my information",
      )
      // Whom to contact about something is where to write, as the policies say ("email
      // hello@…").
      .replace(
        /\bwho (?:do|should|can|would|could) (?:i|we) (?:contact|reach out to|reach|write to|email|get in touch with)\b/g,
        "what email",
      )
      .replace(/\bsign (?:something|anything)\b/g, "sign a contract")
      // Removing or erasing one's information is deleting it, as the privacy policy says.
      .replace(
        /\b(?:remove|removed|removing|erase|erased|erasing|wipe|wiped|wiping|purge|scrub)(?= (?:all (?:of )?)?(?:my|our) (?:information|data|account|details|info)\b)/g,
        "delete",
      )
      // Paying for it is the condition of any question on the service, no topic of its own.
      .replace(
        /\b(if|once) (?:i|we) (?:pay|paid|buy|bought|purchase|purchased)(?: for)? (?:this|it|you)(?: and)?\b/g,
        "$1",
      )
      // "The AI thing" is the agent.
      .replace(
        /\b(?:ai|a\.i\.) (?:thing|stuff|bot|tool|program|system|service)\b/g,
        "agent",
      )
      // What the web and design pages call it: a site open to hackers is one to secure; visitors
      // who leave drop off; a site that looks nicer has a better visual design; a style guide
      // is a design system; showing up on Google is SEO; an app installed from the website is
      // a progressive web app.
      .replace(
        /\b(?:hackable|hack-?proof|vulnerable(?: to (?:hackers|attacks))?|(?:get|gets|getting|got|been) hacked)\b/g,
        "secure",
      )
      .replace(
        /\b(?:leave|leaves|leaving|left|bounce|bounces|bouncing) (?:my|our|the) (?:web)?(?:site|page|store)\b/g,
        "drop off",
      )
      .replace(
        /\blooks? (?:good|great|right|ok|okay|fine) on (?:phones?|mobile|cell ?phones?|smartphones?|iphones?|tablets?)\b/g,
        "work well on phones",
      )
      .replace(
        /\blook (?:nicer|better|prettier|more modern|more professional|modern|professional)\b/g,
        "have a better visual design",
      )
      .replace(/\b(?:style|brand) guides?\b/g, "design system")
      .replace(/\b(?:figure|figures|figuring|figured) out\b/g, "find out")
      // "So fast" only says how much; it names nothing ("why do visitors leave so fast?").
      .replace(/\s*\bso (?:fast|quickly)\b/g, "")
      .replace(
        /\b(?:show|shows|showing) up (?:on|in) (?:google|search(?: results)?)\b|\b(?:get|gets|getting) found on google\b/g,
        "rank in search with seo",
      )
      .replace(
        /\b(?:feel|feels|work|works|act|acts) like an? (?:real )?app(?: (?:people|customers|users) can install)?\b/g,
        "be a progressive web app",
      )
      // An official or product name is a name; what is kept for the records asks nothing more.
      .replace(
        /\b(?:(?:official|full|formal|proper|legal|catalog|catalogue|exact)(?: product| plan)?|product) name\b/g,
        "name",
      )
      .replace(
        /,?\s*\bfor (?:our|my|the) (?:records|books|files|paperwork)\b/g,
        "",
      )
      .replace(
        /\b(is|are) (it|that|this|they|\w+) (?:officially |actually )?called\b/g,
        "$1 $2 name",
      )
      // Redoing or revamping a site is rebuilding it, as the web page says; "tech" is
      // technology, but "a tech" is a technician.
      .replace(
        /\b(?:redo|redoing|redid|revamp|revamping|revamped|overhaul|overhauling|overhauled|make over|makeover)\b/g,
        "rebuild",
      )
      // So is redesigning a whole site; a form's or a page's redesign is the design page's.
      .replace(
        /\bredesign(?:ing|ed)?(?= (?:(?:of )?(?:my|our|the|a|an|this|that) )?(?:\w+ ){0,2}(?:web ?sites?|sites?|online stores?|stores?)\b)/g,
        "rebuild",
      )
      .replace(/\b((?:web ?)?sites?|stores?) redesign(s?)\b/g, "$1 rebuild$2")
      .replace(/(?<!\b(?:a|an|the|one|our|your) )\btech\b/g, "technology")
      // Seeing the work while it is built is its preview; "or only at the end" asks nothing more.
      .replace(
        /\b(?:see|view|look at|check on|click through|try) (?:the |my |our )?(?:site|website|store|app|work|progress)(?: while| as| during)(?: (?:you|you guys|your team|the team) (?:are |is )?(?:build|builds|building|work|works|working)(?: on)?(?: it)?)?/g,
        "preview the site during development",
      )
      .replace(
        /,?\s*\bor (?:only |just )?(?:at|in|until) the (?:very )?end\b/g,
        "",
      )
      // A shop put on the map is the business, not an online store; tutorials are guides.
      .replace(
        /\b(my|our) (?:shop|store|restaurant|salon|practice|office|bakery|cafe|studio)(?= (?:into|onto|on|in|up in|to the top of) (?:the )?(?:google|maps?|local (?:search|results|pack)|search))/g,
        "$1 business",
      )
      .replace(/\b(?:tutorials?|write-?ups?|how-?tos?)\b/g, "guides")
      // Number one, first place or the top spot in search is ranking first.
      .replace(
        /(?:\brank (?:me|us|it|my \w+|our \w+) )?(?:#\s?1\b|\bnumber (?:one|1)\b|\bno\. ?1\b|\bfirst place\b|\b(?:the )?top (?:spot|position|result|ranking)s?\b)/g,
        "rank first",
      )
      // Ads bought on Google or Facebook are paid advertising, which no page offers.
      .replace(
        /\b(?:google|facebook|instagram|meta|bing|paid|tiktok|youtube|search|display) ads?\b|\bad ?words\b|\bppc\b|\bpay[ -]per[ -]click\b|\b(?:ad|ads|advertising) campaigns?\b/g,
        "paid advertising",
      )
      // Being pinged when a visitor becomes a lead is the plans' lead alerts when visitors
      // convert.
      .replace(
        /\b(?:get |be )?(?:pinged|notified|alerted|buzzed)(?= (?:when|if|whenever|each time|every time)\b)/g,
        "lead alerts",
      )
      .replace(
        /\b(?:turns?|turned|turning|becomes?|became|becoming) (?:into )?(?:a )?leads?\b/g,
        "converts",
      )
      // Messages and details kept are information kept, as the privacy policy says.
      .replace(
        /\b(keep|keeps|keeping|store|stores|storing|retain|retains|save|saves|hang on ?to|hold on ?to) (?:the |my |our |your |people'?s? |visitors'? )?(?:contact[ -]form |audit |support |form )?(?:messages?|submissions?|requests?|data|details|info|emails?)\b/g,
        "$1 my information",
      )
      // …and so is "the stuff I sent", not "keep things simple".
      .replace(
        /\b(keep|keeps|keeping|store|stores|storing|retain|retains|save|saves|hang on ?to|hold on ?to) (?:the |all the |all of the )?(?:stuff|things) (?=(?:that )?(?:i|we) )/g,
        "$1 my information ",
      )
      // Selling or renting someone's address or details is selling their personal information,
      // as the privacy policy says.
      .replace(
        /\b(sell|sells|selling|rent|rents|renting) (?:my|our) (?:e-?mail(?: address)?|emails|data|info|information|details|contact (?:info|information|details)|(?:phone )?number)\b/g,
        "$1 my personal information",
      )
      .replace(
        /\b(?:my|our) (?:e-?mail(?: address)?|emails|data|info|information|details|contact (?:info|information|details)|(?:phone )?number) (?:(?:get|gets|getting|be|is|are|being) )?(?:sold|rented)\b/g,
        "you sell my personal information",
      )
      // The visitor's own card, kept or taken, is payment card details, as the privacy policy
      // says (a card billed is the signup's matter).
      .replace(
        /\b(store|stores|stored|storing|save|saves|saved|saving|keep|keeps|kept|keeping|take|takes|taking|ask for|asks for|hold|holds|collect|collects|need|needs)( [a-z]+)? (?:my|our) (?:(?:credit|debit|bank|payment) )?cards?(?: (?:number|numbers|details|info|information))?\b/g,
        "$1$2 my payment card details",
      )
      .replace(
        /\b(?:bill|bills|billed|billing|charge|charges|charged|charging) (?:my|our) (?:(?:credit|debit|bank|payment) )?cards?\b/g,
        "charge a card",
      )
      // An e-mail the visitor can send something to is the business's e-mail address.
      .replace(
        /\b(?:an? )?e-?mail(?: address)? (?:that )?(?:i|we) (?:can|could) (?:just )?(?:send|write|mail|forward|direct)(?: [a-z]+){0,3} to\b/g,
        "your email address",
      )
      // A card put down, or asked for, to open an account is a card entered to create one.
      .replace(
        /\b(?:put|putting|give|giving) (?:a |my |our )?((?:credit |debit )?cards?) (?:down|up front|upfront|on file)\b/g,
        "enter a card",
      )
      .replace(
        /\b(?:open|opening|set up|setting up|make|making) (?:an|a new|my|our) account\b/g,
        "create an account",
      )
      // Whatever form it was sent through, it is the information kept.
      .replace(
        /\bmy information (?:that )?(?:i|we) (?:send|sent|submit|submitted|give|gave|enter|entered|put in|fill in|filled in)\b(?: (?:through|in|on|via|with) (?:the|your|a) (?:contact |audit |support )?forms?\b)?/g,
        "my information",
      )
      .replace(
        /,?\s*\bbefore (?:i |we )?(?:sign|signing|commit|committing|decide|deciding)(?: up| anything| on anything)?\b/g,
        "",
      )
      // Being walked through something is having it explained.
      .replace(/\bwalk (?:me|us) through\b/g, "explain")
      // "A WordPress shop" is an agency that uses WordPress, not an online store.
      .replace(
        /\b(?:are|is) (?:you|your team|y'?all|your agency|your company)(?: guys)? (?:an? )?(\w+) (?:shop|house|agency)\b/g,
        "do you use $1",
      )
      // An account manager is what the plans call a dedicated success agent; "an X type
      // person" is an X.
      .replace(
        /\b(\w+) type (?:of )?(?:person|people|thing|things|deal|guy)\b/g,
        "$1",
      )
      .replace(
        /\b(?:an? )?(?:account|client|customer success) (?:manager|rep|representative|executive)s?\b/g,
        "a dedicated success agent",
      )
      // Logging in to see what was done is looking at the results dashboard.
      .replace(
        /\b(?:log|logging|sign|signing) ?in(?:to (?:something|somewhere|an? \w+))? (?:and|to) (see|check|view|look at|track)\b/g,
        "$1 in a dashboard",
      )
      // Whether the team sticks around after a launch, or looks after the site, is whether it
      // gives support.
      .replace(/\b(?:look|looks|looking|looked) after\b/g, "support")
      .replace(
        /\b(?:(?:just )?(?:disappear|vanish)|(?:stick|stay|hang) around|leave (?:me|us) hanging)\b/g,
        "give support",
      )
      // Holding on to something is keeping it, as the privacy policy says.
      .replace(
        /\b(?:hold|holds|holding|held|hang|hangs|hanging|hung) on ?to\b/g,
        "keep",
      )
      // The site's own forms and chat are where they are: "on the site" says nothing more.
      .replace(
        /\b(form|forms|chat|page|pages) (?:on|from|through|via) (?:the|your|this) (?:web ?)?site\b/g,
        "$1",
      )
      // What a form needs filled in is the information it collects, as the privacy policy says.
      .replace(
        /\bwhat (?:info|information|details|data)? ?(?:do|will|would|does) (?:i|we|you) (?:need|have) to (?:fill (?:in|out)|give|provide|enter|put in|submit)\b|\bwhat (?:info|information|details|data) (?:do|will|would|does) (?:you|it|the form) (?:need|ask for|want)\b/g,
        "what information do you collect",
      )
      // Being sure to get results asks for a guarantee of them, which the site never gives.
      .replace(
        /\b(?:will|would|am|are) (i|we) (?:definitely|surely|certainly|for sure|really|100%|absolutely) (?:be )?(get|see|make|have|going to get|going to see)\b/g,
        "is it guaranteed that $1 $2",
      )
      // Not liking it, or its not being a fit, is its not being right for the business, as the
      // guarantee says; what "turns out" to be so simply is.
      .replace(/\b(?:turns|turn|turned|turning) out(?: to be)?\b/g, "is")
      .replace(
        /\b(?:(?:i|we) )?(?:hate|hated|dislike|disliked|do not like|did not like) (?:it|them|the (?:agent|service|results))\b/g,
        "it is not right for my business",
      )
      .replace(
        /\bnot (?:to be )?(?:a (?:good |great )?fit|the right fit)(?: for (?:me|us|my business|our business))?\b/g,
        "not right for my business",
      )
      // What comes with something is what it includes.
      .replace(/\b(?:comes|come|came|coming) with\b/g, "includes")
      // A question tagged on ("…, correct?", "…, isn't it?") asks nothing more.
      .replace(
        /,\s*(?:correct|right|true|is that (?:right|correct|true)|is not it|are not they|does not it|do not they)\s*\?\s*$/,
        "?",
      )
      // What it would run someone, or set them back, is what it costs; a site with no frills is
      // a simple one.
      .replace(/\b(?:run|set) (me|us)(?: back)?\b/g, "cost $1")
      .replace(/\b(?:no[ -]frills?|bare[ -]?bones)\b/g, "simple")
      // A basic or plain website, for a small business or not, is the site's "simple business
      // website", and so is one of up to about ten pages, as the site says; a basic store or
      // plan is the lowest tier.
      .replace(
        /\b(?:(?:basic|simple|plain)(?: small)?(?: business)?(?: (?:[1-9]|10|one|two|three|four|five|six|seven|eight|nine|ten)[- ]pages?)?|(?:[1-9]|10|one|two|three|four|five|six|seven|eight|nine|ten)[- ]pages?) (?=(?:web ?site|site)\b)/g,
        "simple business ",
      )
      // Changing one's own hours or prices is editing the site: no price asked, no office hours.
      .replace(
        /\b(i|we)(?: be able to)? (?:change|update|edit|adjust|manage|tweak) (?:my|our|the) (?:own )?(?:business |opening |store |shop )?(?:hours|prices|menu|photos|pictures|text|specials|products)(?:(?:,| and| or) (?:my |our |the )?(?:hours|prices|menu|photos|pictures|text|specials|products))*\b/g,
        "$1 edit the site",
      )
      // "Social media" is the site's "social" too ("daily social posts").
      // Social media sites and networks are the platforms the agent posts on.
      .replace(
        /\bsocial(?: media)? (?:sites|networks|channels|websites)\b/g,
        "social platforms",
      )
      .replace(/\bsocial media\b/g, "social")
      // Knowing what the agent did is what the dashboard shows, as the site says.
      .replace(
        /\b(?:know|see|tell|check|track|find out) (?:what|whether|if|how) (?:the|my|our) agent (?:did|does|has done|is doing|is working|works|worked)\b/g,
        "see what my agent is doing in the dashboard",
      )
      // "Any chance we could…?" asks whether we could: no topic of its own.
      .replace(
        /\b(?:is there )?(?:any|a) chance(?: that)? (?=(?:i|we|you|they|it|my|our|the)\b)/g,
        "",
      )
      // "In plain English" asks for no topic of its own.
      .replace(
        /,?\s*\bin (?:plain|simple|everyday) (?:english|terms|words|language)\b|,?\s*\bin laymans? terms\b/g,
        "",
      )
      // What is not wanted is no topic of the question ("…instead of a general inbox?"), unless
      // the question asks why one over the other ("Why pay you instead of a freelancer?").
      .replace(
        /,?\s*\b(?:and |but |or )?(?:not like|rather than|instead of)\b([^,.;:?!]*)/g,
        (clause, other: string, _at: number, question: string) =>
          /^\W*why\b/.test(question) ? ` compared to${other}` : "",
      )
      // Sounding like the business is writing in its brand voice, as the site says.
      .replace(
        /\b(?:sound|sounds|sounding) like (?:my|our|the) (?:business|brand|company|shop|store|restaurant|practice|firm)\b/g,
        "be in my brand voice",
      )
      // A site that goes live is one that launches, as the site says ("after launch").
      .replace(
        /\b(site|website|store|shop|app|it)((?: \w+)?) (?:goes|go|going|is|are|went|gets|get|got|has gone|have gone|(?:would|will|could|can|should) (?:be|go)) live\b/g,
        "$1$2 launches",
      )
      // A website's maintenance or support plan is its support after launch, as the web page
      // says ("optional support plans from $200/month"); an app's has a name of its own.
      .replace(
        /\b(?:(?:web ?)?site|web) (?:maintenance|upkeep|care|support)(?: (?:plans?|packages?|contracts?|services?))?\b/g,
        "website support after launch",
      )
      // "From start to finish" asks for the whole time, as the question does anyway.
      .replace(/\b(?:from )?(?:start to finish|beginning to end)\b,?/g, "")
      // Getting hold of someone is contacting them; hearing from them is their reply.
      .replace(/\b(?:get|getting) (?:a ?)?hold of\b/g, "contact")
      .replace(
        /\bhear (?:back )?from (?:you|someone|somebody|anyone|your team|the team)\b/g,
        "get a reply",
      )
      // "From the lowest to the highest" spans every plan; it asks for no one plan.
      .replace(
        /,? ?\bfrom (?:the )?(?:lowest|cheapest|smallest|least expensive)(?: one| plan| tier)? to (?:the )?(?:highest|most expensive|priciest|biggest|largest)(?: one| plan| tier)?\b/g,
        "",
      )
      // What most customers choose is what the site calls its most popular.
      .replace(
        /\b(?:do|did|does) most (?:of (?:your|the) )?(?:people|customers|clients|businesses|folks)(?: usually| typically| end up| wind up)? (?:pick|choose|go with|go for|buy|get|sign up for|take|picking|choosing|going with|going for|buying|getting|signing up for|taking)\b/g,
        "is most popular",
      )
      // "Every single day" is what the site calls "daily".
      .replace(/\b(?:every|each)(?: single)? (day|week|month)\b/g, (_, unit) =>
        unit === "day" ? "daily" : `${unit}ly`,
      )
  );
}

/** Chat shorthand as the words it stands for ("how much r ur plans"). */
const SHORTHAND: Record<Language, Record<string, string>> = {
  en: {
    r: "are",
    u: "you",
    ur: "your",
    ya: "you",
    n: "and",
    pls: "please",
    plz: "please",
    thx: "thanks",
    ty: "thanks",
    hrs: "hours",
    ph: "phone",
    tel: "phone",
    sat: "saturday",
    wknd: "weekend",
    wkend: "weekend",
    sun: "sunday",
    wat: "what",
    whats: "what is",
    wats: "what is",
    info: "information",
    ecom: "ecommerce",
    dev: "development",
    w: "with",
    // Function words mistyped or run together: too short to mend by spelling, and never a topic.
    hw: "how",
    hwo: "how",
    wht: "what",
    waht: "what",
    wher: "where",
    whre: "where",
    wen: "when",
    teh: "the",
    adn: "and",
    yuo: "you",
    yu: "you",
    yr: "your",
    abt: "about",
    bc: "because",
    cuz: "because",
    thru: "through",
    gonna: "going to",
    wanna: "want to",
    gotta: "have to",
    dont: "do not",
    doesnt: "does not",
    cant: "cannot",
    wont: "will not",
    isnt: "is not",
  },
  es: { q: "que", xq: "porque", pq: "porque", tb: "tambien", k: "que" },
};

/** The words of a text, normalised, with shorthand written out. */
export function wordsOf(text: string, language: Language): string[] {
  const shorthand = SHORTHAND[language];
  return normalize(text)
    .split(/[^\p{L}\p{N}$%+]+/u)
    .flatMap((word) => {
      const bare = word.replace(/^[$%+]+|[$%+]+$/g, "");
      if (!bare) return [];
      return (shorthand[bare] ?? bare).split(" ");
    });
}

const stemmers = { en: new StemmerEn(), es: new StemmerEs() };

/**
 * Nouns whose stem the English stemmer keeps apart from their verb's, read as the verb: "keep it
 * maintained" asks for maintenance, "analyze my competition" for the competitor analysis.
 */
const VERB_OF_NOUN: Readonly<Record<string, string>> = {
  mainten: "maintain",
  analysi: "analyz",
  deliveri: "deliv",
  competit: "compet",
  explan: "explain",
  descript: "describ",
};

export function stem(word: string, language: Language): string {
  if (/\d/.test(word)) return word;
  const stemmed = stemmers[language].stemWord(word);
  if (language !== "en") return stemmed;
  // A word ending in "-ant" keeps it: an accountant is no account, a consultant no consultation,
  // "important" no import.
  if (/ants?$/.test(word) && !stemmed.endsWith("ant"))
    return word.replace(/s$/, "");
  // So does one ending in "-uction": video production is no product, construction no construct.
  if (/uctions?$/.test(word)) return word.replace(/s$/, "");
  // A rate by the hour is no business hours.
  if (word === "hourly") return word;
  return VERB_OF_NOUN[stemmed] ?? stemmed;
}

/**
 * Words that name no topic in any question: function words, and the ones that frame a question
 * ("tell", "know", "please"). The words shared by many intents are added by the classifier.
 */
const STOP_WORDS_EN = new Set(
  (
    "a about above after again all also am an and any anyone anything are as at be been before " +
    "being between both but by can could currently d did do does doing done each else " +
    "ever for from get gets getting give go going got had has have having he her here " +
    "hers him his how i if in into is it its itself just know let like ll m me more " +
    "most much my myself need no nor not now of off ok okay on once one only or " +
    "other our ours out over own please re really right s same say she " +
    "should so some something such t tell than that the their them then " +
    "there these they thing things this those through to too under until up us ve " +
    "very want was way we well were what when where which while who whom why will " +
    "with would yes you your yours yourself hi hey hello guys folks folk im id ill youre many lol lmao haha hehe tbh " +
    "happen happens happened mean means ask asking wonder wondering curious looking " +
    "interested question questions actually exactly currently existing possible doable feasible " +
    "prefer prefers preferred physical able sure kind sort " +
    "try tries tried trying decide decides decided deciding " +
    "still maybe perhaps basically service services business businesses company companies " +
    "work works working help helps stuff option options guy way ways later afterwards afterward anytime new start starts " +
    "anything everything something whenever anytime wherever however whatever roughly " +
    "approximately around look looking see good bad great nice fine best better fit fits " +
    "suit suits follow quick one two three four five six seven eight nine ten twice once " +
    "day days week weeks year years nothing else lot lots ton tons meant might think already " +
    "instead hardly gotten anybody somebody someone everyone everybody morning afternoon evening " +
    "tonight today tomorrow night even sounds cool awesome perfect alright yeah yep vs versus " +
    "mornings afternoons evenings nights " +
    // Words that only qualify what is asked ("yet", "honestly", "realistically").
    "yet anyway honestly realistically seriously literally generally typically " +
    "probably definitely certainly truly simply till til goes went gone " +
    // Prepositions that name no topic, as "with" and "through" do not.
    "within upon toward towards via throughout per few fewest fewer several couple real plenty " +
    // Wanting or needing, and "the job" itself, name no topic: what is wanted does.
    "wants wanted wanting needs needed needing job whether ourselves themselves yourselves " +
    // Words that only weigh or quantify ("every time", "I'd rather", "the actual difference").
    "every rather actual ones"
  ).split(" "),
);
const stopwordsEs = new StopwordsEs();
/** Words that name no topic in a Spanish question, as "business" and "company" in English. */
const STOP_WORDS_ES = new Set(
  (
    "negocio negocios empresa empresas compania companias servicio servicios " +
    // Function words and the words that frame a question, which the stemmer's list leaves out.
    "entre si mas tambien hay hola buenas buenos dias tardes noches saludos oye ok " +
    "usted ustedes tiene tienen tengo tenemos puedo puede pueden podria podrian quiero " +
    "quisiera queria necesito necesitamos gustaria saber favor dime digame decir " +
    "cual cuales cuanto cuanta cuantos cuantas algo alguna alguno algun nada todo toda " +
    "todos todas cada otro otra otros otras mismo misma aun solo aqui alli ahi hacer " +
    "hacen hace bien gente pregunta preguntar informacion info exacto " +
    // "Porfa" is "please", "de verdad" "really", and "me pasa" asks for what follows.
    "porfa porfavor verdad pasa pasar pase pasan " +
    // Asking for something, or getting it, names no topic: what is asked for does.
    "solicito solicitar solicita solicitamos pido pedir pide pedimos obtengo obtener " +
    "piden pida pidan consigo conseguir"
  ).split(" "),
);

/** The English stop words of four letters or more, which a typo may be of ("ther", "betwen"). */
export const longStopWordsEn: readonly string[] = [...STOP_WORDS_EN].filter(
  (word) => word.length >= 4,
);

export function isStopWord(word: string, language: Language): boolean {
  return language === "en"
    ? STOP_WORDS_EN.has(word)
    : stopwordsEs.isStopword(word) ||
        STOP_WORDS_ES.has(word) ||
        // An adverb ("exactamente", "realmente") qualifies; it names no topic.
        (word.length > 7 && word.endsWith("mente")) ||
        word.length < 2;
}

/** Pronouns that point back to the earlier question ("how long does it take?"). */
const BACK_REFERENCES: Record<Language, RegExp> = {
  en: /\b(it|that|this|they|them|those|these|one|ones)\b/,
  es: /\b(eso|esto|ese|esa|este|esta|ello)\b|^\s*[¿]?\s*y\b/,
};

export function refersBack(text: string, language: Language): boolean {
  return BACK_REFERENCES[language].test(normalize(text));
}

/** Edit distance with transpositions, stopping early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previous2[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** What a word does in an English question, by its part of speech in context. */
export interface WordRoles {
  /**
   * Words that describe or relate rather than name a thing ("happy", "till", "bigger"): an
   * adjective, adverb or preposition that is never a noun where it stands.
   */
  modifiers: ReadonlySet<string>;
  /** Nouns that say what kind of site, store or app is meant ("brochure" in "a brochure site"). */
  kinds: ReadonlySet<string>;
  /** The names of places ("Baltimore", "Towson"). */
  places: ReadonlySet<string>;
  /** Words that are verbs where they stand, never nouns ("find", "leave"). */
  verbs: ReadonlySet<string>;
  /** Proper nouns, places or not ("Prince George's County" in a visitor's own spelling). */
  properNouns: ReadonlySet<string>;
}

const MODIFIER_TAGS = ["Adjective", "Adverb", "Preposition"];

/**
 * The roles of an English text's words (as `wordsOf` writes them), from compromise's
 * part-of-speech tagger: the key-term check does not take a word the site never uses for a
 * topic when it only qualifies one ("if I'm not happy after two weeks").
 */
export function wordRoles(text: string): WordRoles {
  // A question's text is tagged several times while it is decided (its parts, with and without
  // the earlier question): the last few are kept.
  let roles = recentRoles.get(text);
  if (!roles) {
    roles = tagRoles(text);
    if (recentRoles.size >= RECENT_ROLES) recentRoles.clear();
    recentRoles.set(text, roles);
  }
  return roles;
}

const RECENT_ROLES = 64;
const recentRoles = new Map<string, WordRoles>();

/**
 * What the business builds: a word before it names a kind of it. Not an app, which is also an
 * application ("a visa application").
 */
const BUILT = /^(?:web)?(?:sites?|stores?|shops?)$/i;

function tagRoles(text: string): WordRoles {
  const modifiers = new Set<string>();
  const kinds = new Set<string>();
  const places = new Set<string>();
  const properNouns = new Set<string>();
  const verbs = new Set<string>();
  const sentences = nlp(text).json() as {
    terms: { text: string; tags: string[] }[];
  }[];
  for (const { terms } of sentences)
    for (const [index, term] of terms.entries()) {
      const tags = new Set(term.tags);
      const words = wordsOf(term.text, "en");
      // A noun before what the business builds may say what kind it is ("a brochure site").
      const next = terms[index + 1];
      if (next && BUILT.test(next.text) && !tags.has("Place"))
        for (const word of words) kinds.add(word);
      if (tags.has("ProperNoun"))
        for (const word of words) properNouns.add(word);
      // A passive verb names a state, as an adjective does ("someone is dedicated to my account").
      if (tags.has("Verb") && !tags.has("Noun") && !tags.has("Passive"))
        for (const word of words) verbs.add(word);
      if (tags.has("Place")) for (const word of words) places.add(word);
      else if (!tags.has("Noun") && MODIFIER_TAGS.some((tag) => tags.has(tag)))
        for (const word of words) modifiers.add(word);
      // The tagger reads an unusual word by its place in the sentence ("ongoing support" as a
      // verb); a word WordNet knows only as an adjective or adverb qualifies wherever it stands.
      else
        for (const word of words) if (onlyQualifies(word)) modifiers.add(word);
    }
  return { modifiers, kinds, places, properNouns, verbs };
}

/**
 * WordNet's synonyms (the `synonyms` package's dictionary): an entry's are its own, and for a
 * word that is no entry, the entries that list it. The package's own lookup of such a word scans
 * the whole dictionary, tens of milliseconds on every question, so they are indexed once, when
 * the module loads (about 0.1 s, before the server listens).
 */
const dictionary = synonymsOf.dictionary;

function indexListedBy(): ReadonlyMap<string, readonly string[]> {
  const index = new Map<string, string[]>();
  for (const entry in dictionary)
    for (const words of Object.values(dictionary[entry]!))
      for (const word of words) {
        if (word === entry) continue;
        const entries = index.get(word);
        if (!entries) index.set(word, [entry]);
        else if (!entries.includes(entry)) entries.push(entry);
      }
  return index;
}

const listedBy = indexListedBy();

const isEntry = (word: string) => Object.hasOwn(dictionary, word);

/**
 * The words WordNet gives as synonyms of a word ("erase": "delete"), which the key-term check
 * accepts for a word the site never uses: the same meaning in other wording.
 */
export function synonyms(word: string): string[] {
  const found = isEntry(word)
    ? Object.values(dictionary[word]!).flat()
    : (listedBy.get(word) ?? []);
  return [
    ...new Set(
      found.filter(
        (synonym) => synonym !== word && /^\p{L}{3,}$/u.test(synonym),
      ),
    ),
  ];
}

/** Parts of speech in WordNet's entries: adjectives ("a"), their satellites ("s"), adverbs. */
const QUALIFYING_PARTS = new Set(["a", "s", "r"]);

/** Whether WordNet knows the word only as an adjective or adverb ("ongoing", "realistic"). */
function onlyQualifies(word: string): boolean {
  return (
    isEntry(word) &&
    Object.keys(dictionary[word]!).every((part) => QUALIFYING_PARTS.has(part))
  );
}

/** Whether WordNet knows the word only as an adverb of manner ("clearly", "honestly"). */
export function isMannerAdverb(word: string): boolean {
  return (
    word.endsWith("ly") &&
    isEntry(word) &&
    Object.keys(dictionary[word]!).every((part) => part === "r")
  );
}

/**
 * Whether the word is English: WordNet's word, or a regular form of one ("tutoring", "invoices",
 * "booked"), which WordNet does not list.
 */
export function isEnglishWord(word: string): boolean {
  if (isDictionaryWord(word)) return true;
  // "Supplies" is "supply", "studied" "study".
  const [, stemY] = /^(.{3,})i(?:es|ed)$/.exec(word) ?? [];
  if (stemY !== undefined && isDictionaryWord(`${stemY}y`)) return true;
  const [, base, ending] = /^(.{4,}?)(ing|ed|es|s)$/.exec(word) ?? [];
  if (base === undefined) return false;
  // "Stores" is "store" and "charging" "charge", but "stors" is no "store".
  return (
    ending === "s" ? [base] : [base, `${base}e`, base.replace(/(.)\1$/, "$1")]
  ).some(isDictionaryWord);
}

/**
 * The dictionary form of an irregular word ("wrote" of "write", "bought" of "buy", "children"
 * of "child"), which no stemmer finds; the word itself when it has none.
 */
export function rootOf(word: string): string {
  let root = roots.get(word);
  if (root === undefined) {
    const document = nlp(word);
    document.compute("root");
    const [term] = (
      document.json() as { terms: { root?: string }[] }[]
    ).flatMap((sentence) => sentence.terms);
    root = term?.root && /^\p{L}+$/u.test(term.root) ? term.root : word;
    if (roots.size >= RECENT_ROOTS) roots.clear();
    roots.set(word, root);
  }
  return root;
}
const RECENT_ROOTS = 1024;
const roots = new Map<string, string>();

/** Whether WordNet knows the word as it is written (in its dictionary form: "lease", "sing"). */
export function isDictionaryWord(word: string): boolean {
  return isEntry(word) || listedBy.has(word);
}
