/**
 * The assistant's built-in answer (product.md D8, decision 0023). It first decides what is asked
 * and whether the site's facts cover it, and only then chooses the facts:
 *   1. the language, English or Spanish (`eld`);
 *   2. the intent, by the NLP.js classifier, with "none" below its threshold;
 *   3. the facts the intent answers with: fixed ones, or for the catalogue's long tail (which
 *      service, which price) a full-text search among one page's facts;
 *   4. the key-term check: the question's own words that name its topic must be covered by the
 *      intent's phrasings or by the facts about to be quoted (a word the site never uses, by a
 *      WordNet synonym the facts state), and any price, share or duration it names must be one
 *      they state.
 * A question that fails any step gets the honest fallback: what the business does, the free
 * audit, contact and a person. A follow-up ("and Dominate?", "how long does it take?") is
 * decided with the earlier question. Answers quote the facts as the pages state them: the
 * assistant writes no figure, and no "yes", of its own.
 */
import MiniSearch from "minisearch";
import { getLogger } from "#app/services/logger.server.ts";
import { plans } from "#app/content/plans.ts";
import { chatAnswers, type ChatLink } from "#app/content/chat-answers.ts";
import { chatAnswersEs } from "#app/content/chat-answers-es.ts";
import type { ChatIntentId } from "#app/content/chat-intents.ts";
import type { ChatMessage, HandoffKind } from "./schema.ts";
import { getClassifier, type Classifier } from "./classifier.server.ts";
import {
  intentAnswers,
  intentsQuoting,
  inPool,
  isAskedOnly,
  spanishAnswers,
  spanishText,
  type IntentAnswer,
} from "./intents.server.ts";
import { allTierWords, getFacts, type Fact } from "./knowledge.server.ts";
import {
  isMannerAdverb,
  isStopWord,
  normalize,
  refersBack,
  stem,
  synonyms,
  wordRoles,
  wordsOf,
  type Language,
} from "./text.server.ts";

/** What `POST /api/chat` answers on success, apart from `success`. */
export interface ChatAnswer {
  /** Plain text. */
  response: string;
  /** The pages the answer came from (at most MAX_LINKS). */
  links?: ChatLink[];
  /** Offer the in-chat contact form. */
  offerHandoff?: HandoffKind;
}

/**
 * The built-in answer, and what a language model may rephrase: the facts it quotes, between an
 * opening and a closing sentence that are kept as they are.
 */
export interface PlannedAnswer {
  answer: ChatAnswer;
  /** The facts the answer quotes; empty when there is nothing to rephrase. */
  facts: readonly Fact[];
  intro?: string;
  outro?: string;
}

export const MAX_LINKS = 3;
/**
 * How much of the question's key terms the intent's phrasings and the quoted facts must cover,
 * more than this (see `check`): a question half about a service and half about something else
 * is not covered.
 */
export const MIN_COVERAGE = 0.6;
/**
 * How much of its key terms an intent only the search proposed must cover itself: all of a short
 * question's, all but one of a longer one's, which the site uses elsewhere but not to name
 * another topic ("we want the screens designed before anyone writes code").
 */
const STRICT_COVERAGE = 0.75;
/** What a key term counts for when the site uses it elsewhere, and when another intent's topic. */
const KNOWN_ELSEWHERE_WEIGHT = 0.4;
const DISTINCTIVE_ELSEWHERE_WEIGHT = 0.2;
/** Below this search score, a fact of the page answers less than the page's summary. */
const MIN_SCORE = 4;
/** What stating the figure a question asks for (a price, a duration) weighs in the reordering. */
const ASKED_FIGURE_WEIGHT = 4;
/** The search's best results, reordered by the question's words each states. */
const RERANKED = 5;
/** A word stated by this many facts or fewer is rare enough to find a fact beyond them. */
const RARE_FACTS = 4;
/** A second fact is quoted when it scores this share of the first and the two stay short. */
const SECOND_FACT_SHARE = 0.8;
const MAX_QUOTED_LENGTH = 900;
/** A page's summary answers "do you do X?" better than one of its details. */
const OVERVIEW_BOOST = 1.6;
/** A fact whose name the question says ("the Business Mobile App") is what it asks about. */
const NAMED_BOOST = 3;

// ---------------------------------------------------------------------------------------------
// The full-text search among a page's facts (MiniSearch), for the catalogue's long tail.

const SEARCH_STOP_WORDS = new Set(
  (
    "a about an and any are as at be by can could do does for from get have how i if in is it " +
    "its me much my of on or our please tell than that the their them this to us want was we " +
    "what when where which who will with would you your"
  ).split(" "),
);

function searchTokens(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 1 || /\d/.test(token));
}

/** "migrate" and "migration" meet. */
const processTerm = (term: string) =>
  SEARCH_STOP_WORDS.has(term) ? null : stem(term, "en");

/**
 * A fact's title as the search reads it: a question that asks for a price asks it in every
 * word for one ("Website pricing?" is the FAQ "How much does a website cost?").
 */
const searchedTitle = (title: string) =>
  title.endsWith("?") && /\b(prices?|pricing|costs?|fees?)\b/i.test(title)
    ? `${title} price cost`
    : title;

interface Knowledge {
  search: MiniSearch<Fact>;
  facts: ReadonlyMap<string, Fact>;
  /** The stems of each fact (title, text and keywords), for the key-term check. */
  stems: Map<string, { all: Set<string>; named: Set<string> }>;
  /** The search among the facts only some questions ask (`isAskedOnly`). */
  askedSearch: MiniSearch<Fact>;
}

let knowledge: Knowledge | undefined;

function getKnowledge(): Knowledge {
  if (!knowledge) {
    const facts = getFacts();
    const index = () =>
      new MiniSearch<Fact>({
        fields: ["title", "text", "keywords"],
        extractField: (fact, field) =>
          field === "keywords"
            ? fact.keywords.join(" ")
            : field === "title"
              ? searchedTitle(fact.title)
              : (fact[field as keyof Fact] as string),
        tokenize: searchTokens,
        processTerm,
        searchOptions: {
          boost: { title: 2, keywords: 1.5 },
          prefix: (term) => term.length >= 4 && !/\d/.test(term),
          fuzzy: (term) => (term.length >= 5 && !/\d/.test(term) ? 1 : false),
        },
      });
    // The facts only some questions ask (a guide of the library) have an index of their own,
    // so that they weigh nothing in the search for the rest.
    const search = index();
    search.addAll(facts.filter((fact) => !isAskedOnly(fact.id)));
    const askedSearch = index();
    askedSearch.addAll(facts.filter((fact) => isAskedOnly(fact.id)));
    knowledge = {
      search,
      askedSearch,
      facts: new Map(facts.map((fact) => [fact.id, fact])),
      stems: new Map(),
    };
  }
  return knowledge;
}

const SITE_STEM = stem("site", "en");
const SITE_STATED = ["website", "cart", "checkout", "ecommerce"].map((word) =>
  stem(word, "en"),
);

function stemsOfText(text: string): Set<string> {
  const stems = new Set(wordsOf(text, "en").map((word) => stem(word, "en")));
  // A text that states websites states sites ("sites you built" are the portfolio's websites),
  // and so does one that states a store's cart or checkout ("the cart on my site").
  if (SITE_STATED.some((stated) => stems.has(stated))) stems.add(SITE_STEM);
  return stems;
}

/** The share of a fact's title that is the given terms ("UI Design" is all "ui" and "design"). */
function titledShare(terms: readonly string[], fact: Fact): number {
  const title = titleStems(fact);
  return title.size
    ? terms.filter((term) => title.has(term)).length / title.size
    : 0;
}

const titles = new Map<string, Set<string>>();
/** The stems of a fact's title alone (computed once). */
function titleStems(fact: Fact): Set<string> {
  let stems = titles.get(fact.id);
  if (!stems) {
    stems = stemsOfText(fact.title);
    titles.set(fact.id, stems);
  }
  return stems;
}

/**
 * The stems a fact states (`all`), and those of what it is about, its title and keywords
 * (`named`), for the key-term check.
 */
function factStems(fact: Fact): { all: Set<string>; named: Set<string> } {
  const { stems } = getKnowledge();
  let known = stems.get(fact.id);
  if (!known) {
    const named = stemsOfText(`${fact.title} ${fact.keywords.join(" ")}`);
    known = {
      named,
      all: new Set([...named, ...stemsOfText(fact.text)]),
    };
    stems.set(fact.id, known);
  }
  return known;
}

/**
 * Words that ask for a price, and for a figure. "How much" before what is measured and its verb
 * asks for an amount of that ("how much content will I get?", "how much notice is needed?").
 */
const PRICE =
  /\bhow much\b(?! (?!(?:money|cash|dollars?|more|extra|less|it|that|this|they|these|those|all|each|everything)\b)[a-z]+ (?:will|would|does|do|did|is|are|can|could|should|may|might|must|has|have)\b)|\bprices?\b|\bpricing\b|\bcosts?\b|\bfees?\b|\bcharge\b|\bbudget\b|\bballpark\b|\brates?\b|\b(expensive|pricey|costly|overpriced)\b|\bafford|\$/;
/** What costs nothing more: "free", "included". */
const FREE =
  /\b(free|included|at no (extra )?cost|no (extra|additional) (cost|charge))\b/;
const firstSentenceOf = (text: string) => text.split(/(?<=[.!?])\s/)[0]!;
/** A word that asks for a price and names nothing else ("expensive" places a plan in a range). */
const PRICE_WORD =
  /^(prices?|pricing|costs?|fees?|charges?|rates?|budget|ballpark)$/;
/** Words that judge a price, which ask for it ("is it expensive?"). */
const PRICE_JUDGEMENT =
  /\b(expensive|pricey|cheap|affordable|costly|overpriced|inexpensive)\b/;
const QUANTITY =
  /\bhow (many|often|long|soon|fast|quickly)\b|\btimeline\b|\bturnaround\b|\btime ?frame\b|\blead time\b/;
/**
 * A time a fact states ("within 24 hours", "3-6 months"), not an amount of something ("3 months
 * of free support").
 */
const STATES_TIME = /\d+(-\d+)?\+? (weeks|months|hours|days)\b(?! of\b)/;
/** The words that ask when something happens. */
const ASKS_WHEN =
  /\bwhen (?:does|do|will|would|is|are|can)\b|\bhow (?:long|soon|fast|quickly)\b/;
/** The words that ask how long something takes, or how often. */
const ASKS_FOR_TIME = /\bhow (long|soon|fast|quickly|often|frequently)\b/g;

/** A text's words as stems between spaces, to find a name in it whatever its plural. */
export function stemLine(text: string): string {
  return ` ${wordsOf(text, "en")
    .map((word) => stem(word, "en"))
    .join(" ")} `;
}

/** Each fact's name as `stemLine` writes it, of two words or more (computed once). */
const factNames = new Map<string, string | undefined>();

function nameOf(fact: Fact): string | undefined {
  if (!factNames.has(fact.id)) {
    // A question's name is what it asks ("the difference between UX and UI design").
    const name = stemLine(
      normalize(fact.title)
        .replace(/\s*\(.*\)$/, "")
        .replace(
          /^(?:what|how|why|when|where|who|which)(?: is| are| does| do)?(?: the| a| an)? |\?$/g,
          "",
        ),
    );
    factNames.set(fact.id, name.trim().includes(" ") ? name : undefined);
  }
  return factNames.get(fact.id);
}

/** Whether the question (its `stemLine`) says the fact's name, of two words or more. */
function namesFact(questionStems: string, fact: Fact): boolean {
  const name = nameOf(fact);
  return name !== undefined && questionStems.includes(name);
}

/**
 * Whether a fact states a price of the business's own: a store platform's fee ("Platform
 * pricing: from about $39") is not what the business charges.
 */
const statesOwnPrice = (fact: Fact) =>
  fact.text.includes("$") && !/\bPlatform pricing:/.test(fact.text);

/** A question on which of a page's packages is meant ("which of your store packages fits?"). */
const WHICH_KIND =
  /\b(?:which|what) (?:(?:one )?of (?:your|the) )?(?:(?:store|shop|ecommerce|online store|website|web) )?(package)s?\b/;

/** A tier asked for by its place in a range ("the smallest package"). */
const TIER_ASKED = new RegExp(`\\b(${allTierWords.join("|")})\\b`);

/** How many prices a fact states. */
const pricesStated = (fact: Fact) => fact.text.match(/\$\d/g)?.length ?? 0;

/** The best facts of a page for the question, or the page's summary. */
function searchPool(
  text: string,
  answer: Extract<IntentAnswer, { kind: "search" }>,
  terms: readonly string[],
  ownTerms: readonly string[] = [],
  asking: string = text,
): Fact[] {
  // "Cross-platform or native: what's the difference?" is answered by both.
  const alternatives = alternativesOf(text);
  if (alternatives) {
    // A fact whose title weighs both answers them together ("What's the difference between UX
    // and UI design?").
    const [ownOfFirst, ownOfSecond] = alternatives.map((part, index) => {
      const other = new Set(contentStems(alternatives[1 - index]!, "en"));
      return contentStems(part, "en").filter((stemmed) => !other.has(stemmed));
    });
    const together = [...getKnowledge().facts.values()].find(
      (fact) =>
        inPool(answer.pool, fact.id) &&
        WEIGHING_STEMS.some((stemmed) => titleStems(fact).has(stemmed)) &&
        [ownOfFirst!, ownOfSecond!].every((own) =>
          own.some((stemmed) => titleStems(fact).has(stemmed)),
        ),
    );
    if (together) return [together];
    const [first, second] = alternatives.map(
      (part) => searchPool(part, answer, contentStems(part, "en"))[0],
    );
    if (first && second && first.id !== second.id) {
      // "Which would you go with?" asks for the site's own advice, where a fact gives it on both.
      const advice = RECOMMENDATION_ASKED.test(normalize(text))
        ? [...getKnowledge().facts.values()].find(
            (fact) =>
              inPool(answer.pool, fact.id) &&
              /\brecommend/.test(normalize(fact.text)) &&
              [first, second].every((named) =>
                normalize(fact.text).includes(
                  normalize(named.title.replace(/\s*\(.*$/, "")),
                ),
              ),
          )
        : undefined;
      if (advice) return [advice];
      if (first.text.length + second.text.length <= MAX_QUOTED_LENGTH)
        return [first, second];
    }
  }
  const knowledge = getKnowledge();
  const { facts } = knowledge;
  const search = answer.askedBy ? knowledge.askedSearch : knowledge.search;
  const question = normalize(text);
  const questionStems = stemLine(text);
  // A follow-up that asks for a figure of its own asks for that one ("how long to build one?"
  // after a price); one that asks none keeps the earlier question's ("and Dominate?").
  const own = normalize(asking);
  const figureAsked = PRICE.test(own) || QUANTITY.test(own) ? own : question;
  const price = PRICE.test(figureAsked);
  const quantity = QUANTITY.test(figureAsked);
  const results = search.search(text, {
    filter: (result) => inPool(answer.pool, result.id as string),
    boostDocument: (id: string) => {
      const fact = facts.get(id);
      return (
        (/:(overview|summary)$/.test(id) ? OVERVIEW_BOOST : 1) *
        (fact && namesFact(questionStems, fact) ? NAMED_BOOST : 1) *
        (price && fact && statesOwnPrice(fact) ? 2 : 1) *
        (quantity && fact && /\d/.test(fact.text) ? 1.5 : 1)
      );
    },
  });
  const overview = facts.get(answer.overview);
  // A request that names nothing but what the page is about, and asks for no figure ("can you
  // make me a website?"), asks for what the page offers: its summary.
  if (
    terms.length === 0 &&
    ownTerms.length === 0 &&
    (new RegExp(ASKED_TO_DO.source).test(question) ||
      REQUESTED.test(question)) &&
    !price &&
    !quantity &&
    overview
  )
    return [overview];
  // "How much?" is answered by a fact with a price, "how long?" by one with a duration (not an
  // amount of something, "3 months of free support").
  const asked = (fact: Fact) =>
    (price && statesOwnPrice(fact)) ||
    (quantity && STATES_TIME.test(fact.text));
  // A FAQ that asks for a time or a price names what a question asking for it wants, not
  // another question ("How long does it take to build a website?" for one on editing it).
  const asksOtherFigure = (fact: Fact) => {
    const title = normalize(fact.title);
    return (
      title.endsWith("?") &&
      ((QUANTITY.test(title) && !quantity) || (PRICE.test(title) && !price))
    );
  };
  // Beyond the search's first few, a fact that states one of the few facts' words the question
  // uses ("WordPress") is weighed too.
  const rare = terms.filter((term) => {
    const stating = factsStating(term);
    return stating > 0 && stating <= RARE_FACTS;
  });
  // The question's words side by side, as a fact may state them ("delete my info" is the
  // rights' "delete your information", not a fact that deletes an account).
  const pairsAsked = contentPairs(text);
  const found = results
    .filter((result) => result.score >= MIN_SCORE)
    .filter(
      (result, rank) =>
        rank < RERANKED ||
        rare.some((term) =>
          factStems(facts.get(result.id as string)!).all.has(term),
        ),
    )
    .map((result) => ({
      fact: facts.get(result.id as string)!,
      score: result.score,
      ownCovered: coveredWeight(ownTerms, facts.get(result.id as string)!),
      ownTitled: titledShare(ownTerms, facts.get(result.id as string)!),
      // A FAQ that asks for the price asked ("How much does a website cost?") names it.
      namedCovered:
        (asksOtherFigure(facts.get(result.id as string)!)
          ? 0
          : coveredWeight(terms, facts.get(result.id as string)!, "named")) +
        (price && PRICE.test(normalize(facts.get(result.id as string)!.title))
          ? 1
          : 0),
      covered:
        coveredWeight(terms, facts.get(result.id as string)!) +
        (asked(facts.get(result.id as string)!) ? ASKED_FIGURE_WEIGHT : 0),
    }))
    // In a follow-up, the fact that states the new message's own words first ("and the growth
    // one?" after a starter package), in its title if one does ("and UI?" after UX design);
    // then a fact the question names; then the one that states the question's rarest key terms
    // ("slow" over "website"), counted again for those its title names ("E-Commerce SEO" over
    // the page's summary, "Cookies" over a longer fact that mentions them); then the one that
    // states the question's words side by side; then the search's order.
    .sort(
      (a, b) =>
        b.ownCovered - a.ownCovered ||
        b.ownTitled - a.ownTitled ||
        Number(namesFact(questionStems, b.fact)) -
          Number(namesFact(questionStems, a.fact)) ||
        b.covered + b.namedCovered - (a.covered + a.namedCovered) ||
        pairsStated(pairsAsked, b.fact) - pairsStated(pairsAsked, a.fact) ||
        b.score - a.score,
    );
  // "Which package fits us?" asks for a package: the facts that are one answer it.
  const kindAsked = WHICH_KIND.exec(question)?.[1];
  const ofKind = kindAsked
    ? found.filter((entry) =>
        entry.fact.title.toLowerCase().includes(kindAsked),
      )
    : [];
  const [best, second] = byCapacity(
    question,
    ofKind.length > 0 ? ofKind : found,
  );
  if (!best) return overview ? [overview] : [];
  // "How much?" answered by a fact without a price takes the best one with a price too.
  const priced =
    price && !statesOwnPrice(best.fact)
      ? found.find((entry) => statesOwnPrice(entry.fact))
      : undefined;
  if (priced) return [best.fact, priced.fact];
  // "How much?" answered by a fact with one price or none that the question does not name (the
  // page's summary, "Apps from $5,000"), takes the page's price list too: the fact that states
  // the most prices ("What does an app cost?"). A tier asked for by its place ("the basic
  // store") is answered alone.
  const priceList =
    price &&
    pricesStated(best.fact) <= 1 &&
    !namesFact(questionStems, best.fact) &&
    !TIER_ASKED.test(question)
      ? [...facts.values()]
          .filter(
            (fact) => inPool(answer.pool, fact.id) && pricesStated(fact) >= 3,
          )
          .sort((a, b) => pricesStated(b) - pricesStated(a))[0]
      : undefined;
  if (
    priceList &&
    best.fact.text.length + priceList.text.length <= MAX_QUOTED_LENGTH
  )
    return [best.fact, priceList];
  const chosen = [best.fact];
  if (
    second &&
    second.covered >= best.covered &&
    second.score >= best.score * SECOND_FACT_SHARE &&
    best.fact.text.length + second.fact.text.length <= MAX_QUOTED_LENGTH
  )
    chosen.push(second.fact);
  return chosen;
}

/** Words that weigh one thing against another: "better", "the difference". */
const WEIGHING_WORDS = [
  "difference",
  "differ",
  "compare",
  "comparison",
  "better",
  "cheaper",
  "vs",
  "versus",
  "between",
];
const WEIGHING_STEMS = WEIGHING_WORDS.map((word) => stem(word, "en"));
const anyWord = (words: readonly string[]) =>
  new RegExp(`\\b(${words.join("|")})\\b`);

/** Words that ask to compare: "which is better", "the difference", "should I", "recommend". */
const COMPARISON = anyWord([
  ...WEIGHING_WORDS,
  "which",
  "should i",
  "recommend",
  "suggest",
  "go with",
]);

/** Words that ask for advice on which to take, or for whom it suits ("for a small gift shop"). */
const RECOMMENDATION_ASKED =
  /\b(?:recommend|suggest|go with|advise|(?:would|should|do) you (?:pick|choose|use|go)|should (?:i|we)|(?:better|best|right) (?:for|fit)|for (?:a|an|my|our) (?:small|little|local|new)\b)/;

/** Two things and nothing else asks which ("Shopify or WooCommerce?"). */
const BARE_ALTERNATIVES =
  /^\W*(?:[\p{L}\p{N}'-]+ ){0,2}[\p{L}\p{N}'-]+ or (?:[\p{L}\p{N}'-]+ ){0,2}[\p{L}\p{N}'-]+\W*$/u;

/** The two things a question compares ("Shopify vs WooCommerce"), if it compares two. */
function alternativesOf(text: string): [string, string] | undefined {
  const question = normalize(text);
  if (
    !COMPARISON.test(question) &&
    !RECOMMENDATION_ASKED.test(question) &&
    !BARE_ALTERNATIVES.test(question)
  )
    return undefined;
  const parts = question.split(/\s+(?:or|vs\.?|versus)\s+/);
  if (parts.length === 2) return [parts[0]!, parts[1]!];
  // "The difference between the starter package and the growth package".
  const [, first, second] = /\bbetween (.+?) and (.+)$/.exec(question) ?? [];
  return first && second ? [first, second] : undefined;
}

/** How many facts state each stem, for the weight of a word in a question. */
let factFrequency: Map<string, number> | undefined;

/** How many facts state the stem, the library's guides left out (see `isAskedOnly`). */
function factsStating(stemmed: string): number {
  if (!factFrequency) {
    factFrequency = new Map();
    for (const known of getKnowledge().facts.values())
      if (!isAskedOnly(known.id))
        for (const stated of factStems(known).all)
          factFrequency.set(stated, (factFrequency.get(stated) ?? 0) + 1);
  }
  return factFrequency.get(stemmed) ?? 0;
}

/**
 * The weight of the question's key terms that the fact states (`all`), or that its title and
 * keywords name (`named`): a rare one weighs more.
 */
function coveredWeight(
  terms: readonly string[],
  fact: Fact,
  part: "all" | "named" = "all",
): number {
  const { search } = getKnowledge();
  const stated = factStems(fact)[part];
  let weight = 0;
  for (const stemmed of terms)
    if (stated.has(stemmed))
      weight += Math.log(
        search.documentCount / Math.max(1, factsStating(stemmed)),
      );
  return weight;
}

// ---------------------------------------------------------------------------------------------
// The decision: intent, facts, key terms and figures.

/**
 * The question's words that name its topic: no stop word, no framing word, no figure, no word
 * that asks for a price, and no word the site never uses that only qualifies the topic
 * ("happy", "till"), unless nothing else is left (`orQualifiers`).
 */
export function keyTerms(
  text: string,
  language: Language,
  classifier: Classifier,
  { orQualifiers = true }: { orQualifiers?: boolean } = {},
): string[] {
  // "How soon", "how quickly" ask for a time, as "how much" does for a price: no topic.
  const terms = wordsOf(
    language === "en" ? normalize(text).replace(ASKS_FOR_TIME, " ") : text,
    language,
  )
    // An adverb that qualifies a denial ("it's clearly not working") says how sure the visitor
    // is, never what of; elsewhere it may be what is asked ("slowly loading pages").
    .filter(
      (word, index, words) =>
        language !== "en" ||
        !isMannerAdverb(word) ||
        !/^(?:not|never)$/.test(words[index + 1] ?? ""),
    )
    // A number, in figures or in words ("twelve months"), is a figure, not a topic.
    .filter(
      (word) =>
        word.length > 1 &&
        !/\d/.test(word) &&
        !Object.hasOwn(NUMBER_WORDS, word),
    )
    .filter((word) => !isStopWord(word, language))
    // A word that asks for a price ("fee", "rates") asks for a figure, not a topic: the facts'
    // prices answer it (or the answer says it has none).
    .filter((word) => language !== "en" || !PRICE_WORD.test(word))
    .map((word) => ({
      word,
      stemmed: classifier.known(stem(word, language), language),
    }))
    .filter(({ stemmed }) => !classifier.isFraming(stemmed, language));
  // Tagging costs more than the rest of the answer: only a word the site never uses asks for it.
  const { modifiers, kinds } =
    language === "en" &&
    terms.some(({ stemmed }) => !classifier.isKnown(stemmed, language))
      ? wordRoles(text)
      : { modifiers: new Set<string>(), kinds: new Set<string>() };
  // A kind of site the site never names is no topic ("a brochure site"): any site is what the
  // business builds, unless something else the site never names is asked too ("pet store
  // supplies").
  const unknown = terms.filter(
    ({ stemmed }) => !classifier.isKnown(stemmed, language),
  );
  const unkind = unknown.every(
    ({ word }) => kinds.has(word) || modifiers.has(word),
  )
    ? terms.filter(
        ({ word }) =>
          !kinds.has(word) || !unknown.some((term) => term.word === word),
      )
    : terms;
  const topical = unkind.filter(
    ({ word, stemmed }) =>
      !(modifiers.has(word) && !classifier.isKnown(stemmed, language)),
  );
  return [
    ...new Set(
      (topical.length > 0 || !orQualifiers ? topical : unkind).map(
        (term) => term.stemmed,
      ),
    ),
  ];
}

/** What the business is asked to do: "file" in "Can you file my taxes?", "Could you help me find...". */
const ASKED_TO_DO =
  /\b(?:can|could|will|would|do|does)\s+(?:you|your team|y'?all)\s+(?:(?:please|also|help|assist)\s+)*(?:(?:me|us)\s+)?(?:to\s+)?([a-z]+)(?:\s+and\s+([a-z]+))?/g;

/** What the visitor says they need or want built ("I need a new website"). */
const REQUESTED =
  /\b(?:i|we)(?: really| just)? (?:need|want|would like|am looking for|are looking for|looking for)\b/;

/** What ends the thing a verb is done to ("install cameras in my store", "…and an alarm"). */
const OBJECT_ENDS =
  /[,.;:?!()]|\b(?:for|in|on|at|to|with|and|or|from|so|that|which|by|into|before|after|like|if|when|because|than|as|while|without|using|via)\b/;

/** Verbs whose object is someone served or told, or a promise ("help a restaurant"). */
const NOT_DONE_TO =
  /^(?:help|assist|serve|promise|guarantee|tell|show|explain|recommend|suggest|send|give|let|call|email|text|contact|reach|meet|talk|work|ensure|get|be|have)$/;

/**
 * The stems of the things an English question asks the business to do something to, by the
 * last word that names one before the object ends ("cameras" in "Can you install security
 * cameras in my store?", "site" in "could you make my site look better?").
 */
function askedObjects(text: string, classifier: Classifier): Set<string> {
  const normalized = normalize(text);
  const roles = wordRoles(text);
  const objects = new Set<string>();
  for (const match of normalized.matchAll(ASKED_TO_DO)) {
    // "Can you help a restaurant…?" names no verb after "help".
    if (
      match
        .slice(1)
        .some(
          (verb) => verb && (NOT_DONE_TO.test(verb) || isStopWord(verb, "en")),
        )
    )
      continue;
    const after = normalized.slice(match.index + match[0].length);
    const words = wordsOf(after.split(OBJECT_ENDS)[0] ?? "", "en");
    const head = words.findLast(
      (word) =>
        !isStopWord(word, "en") &&
        !roles.modifiers.has(word) &&
        !roles.verbs.has(word) &&
        !/\d/.test(word),
    );
    if (head) objects.add(classifier.known(stem(head, "en"), "en"));
  }
  return objects;
}

/**
 * The stems of the words an English question uses as verbs, as the site knows them, but for
 * what it asks the business to do.
 */
function verbsOf(text: string, classifier: Classifier): Set<string> {
  const asked = new Set(
    // "Can you build and install...?" asks both.
    [...normalize(text).matchAll(ASKED_TO_DO)].flatMap((match) =>
      match.slice(1).filter(Boolean),
    ),
  );
  return new Set(
    [...wordRoles(text).verbs]
      .filter((word) => !asked.has(word))
      .map((word) => classifier.known(stem(word, "en"), "en")),
  );
}

/**
 * The stems of the places a question names ("Baltimore"), which only a place's intent covers,
 * and of its proper nouns ("Prince George's County"), which may be places the tagger does not
 * know. The visitor's own spelling tells them best.
 */
function placeTerms(
  text: string,
  classifier: Classifier,
): { places: Set<string>; properNouns: Set<string> } {
  const roles = wordRoles(text);
  const stems = (words: ReadonlySet<string>) =>
    new Set([...words].map((word) => classifier.known(stem(word, "en"), "en")));
  return {
    places: stems(roles.places),
    properNouns: stems(roles.properNouns),
  };
}

/**
 * The stems of the words a text capitalises inside a sentence ("¿Atienden en Baltimore?"): its
 * proper nouns, where no tagger reads the language.
 */
export function capitalized(text: string, language: Language): Set<string> {
  const stems = new Set<string>();
  for (const sentence of text.split(/[.!?¿¡]+/))
    for (const word of sentence.trim().split(/\s+/).slice(1))
      if (/^\p{Lu}/u.test(word))
        for (const part of wordsOf(word, language))
          stems.add(stem(part, language));
  return stems;
}

/**
 * The stems of the capitalised words a question puts before "plan", "package" or "tier" inside a
 * sentence ("I'd like the Premium plan", "the Basic Plus plan"): the name it gives one.
 */
export function givenNames(text: string): string[] {
  const names: string[] = [];
  for (const sentence of text.split(/[.!?]+/))
    for (const match of sentence
      .trim()
      .matchAll(
        /(?<=\s)((?:\p{Lu}[\p{L}-]*\s+)+)(plans?|packages?|tiers?)\b/gu,
      ))
      for (const word of wordsOf(match[1]!, "en"))
        if (!isStopWord(word, "en")) names.push(stem(word, "en"));
  return names;
}

/**
 * For each word of an English question that the site never uses, the stems of its synonyms that
 * the site does use: meaning, not wording.
 */
function synonymsOfUnknown(
  text: string,
  language: Language,
  classifier: Classifier,
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  if (language !== "en") return found;
  for (const word of wordsOf(text, "en")) {
    if (isStopWord(word, "en")) continue;
    const stemmed = classifier.known(stem(word, "en"), "en");
    if (classifier.isKnown(stemmed, "en")) continue;
    const known = synonyms(word)
      .map((synonym) => stem(synonym, "en"))
      .filter(
        (synonym) =>
          classifier.isKnown(synonym, "en") &&
          !classifier.isFraming(synonym, "en"),
      );
    if (known.length > 0) found.set(stemmed, known);
  }
  return found;
}

/** A clause on what the visitor's customers or others say or do ("customers keep complaining"). */
const REPORTED =
  /^(?:(?:my|our|the|a lot of|lots of|some|many|most) )?(?:customers|clients|people|visitors|users|shoppers|patients|guests|members|everyone|everybody|staff|employees)(?: (?:keep|always|often|sometimes|still|never|all))? (?:complain|complaining|say|saying|said|tell|telling|told|mention|mentioning|ask|asking|asked|hate|leave|leaving|left|give up|bounce|get annoyed|get frustrated|are annoyed|are frustrated|are complaining)\b/;

/** The parts of a question joined by "and", "also", "plus" or a comma. */
function conjuncts(text: string): string[] {
  const parts = normalize(text)
    .split(/\s*(?:,|;|\band\b|\balso\b|\bplus\b|\by\b|\btambien\b)\s*/)
    // "..., not a rebuild" says what is not asked; "…and customers complain" tells what others
    // say or do about it, which is no second request.
    .filter((part) => !/^(not|no|without|instead of|rather than)\b/.test(part))
    .filter((part) => !REPORTED.test(part));
  return parts.length > 1 ? parts : [];
}

/** The stems of a text's words, stop words and figures left out. */
function contentStems(text: string, language: Language): string[] {
  return [
    ...new Set(
      wordsOf(text, language)
        .filter((word) => word.length > 1 && !/\d/.test(word))
        .filter((word) => !isStopWord(word, language))
        .map((word) => stem(word, language)),
    ),
  ];
}

/**
 * The figures a text names: amounts ("$2,000") and shares ("50%"), which a fact must state for
 * it to answer, and durations ("90-day", "3 months", "two weeks"), which it must state for a
 * "yes" ("Is there a 90-day guarantee?" is answered by the 30-day one, without its "Yes"). A bare
 * number ("how much 4 starter") is neither.
 */
export function namedFigures(text: string): {
  amounts: string[];
  durations: string[];
} {
  const normalized = normalize(text);
  const amounts = normalized.match(/\$\s?\d+(\.\d+)?k?|\d+(\.\d+)?\s?%/g) ?? [];
  const durations = [
    ...normalized.matchAll(
      /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)[\s-]?(day|days|week|weeks|month|months|year|years|hour|hours|dias|dia|meses|mes|semanas|horas)\b/g,
    ),
  ].map((match) => NUMBER_WORDS[match[1]!] ?? match[1]!);
  return {
    amounts: amounts.map((amount) => amount.replace(/\s/g, "")),
    durations,
  };
}

/**
 * A sentence that tells what the visitor pays today ("Last agency charged me $1,200.", "I'm
 * paying a freelancer about $2,000 a month."): its figure is theirs, not one asked of the site.
 */
const OWN_SPENDING =
  /\b(i|we|my|our)\b.*\b(pay|paying|paid|spend|spending|spent)\b|\b(charged|charges|charging|billed|bills|costs?|costing)\s+(me|us)\b/;

/** A question that weighs the site's price against the visitor's ("Is there a plan at that price?"). */
const AGAINST_FIGURE =
  /\b((that|this|same) (price|amount|much|budget|rate|figure)|for less|cheaper|beat|match)\b/;

/**
 * What a text asks of the site: all of it, but what the visitor pays today when the question
 * does not weigh the site's price against it.
 */
function askingPart(text: string): string {
  const sentences = text.trim().split(/(?<=[.!?])\s+/);
  const asks = (sentence: string) => sentence.endsWith("?");
  const weighsOwn = sentences.some(
    (sentence) => asks(sentence) && AGAINST_FIGURE.test(normalize(sentence)),
  );
  return sentences
    .filter(
      (sentence) =>
        weighsOwn || asks(sentence) || !OWN_SPENDING.test(normalize(sentence)),
    )
    .join(" ");
}

const askedAmounts = (text: string) => namedFigures(askingPart(text)).amounts;

const NUMBER_WORDS: Record<string, string> = {
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  twelve: "12",
};

/** Whether the figure is asked as what one price adds to another ("the extra $500"). */
function differenceAsked(figure: string, text: string): boolean {
  const amount = figure.replace(/[$.]/g, "\\$&");
  return new RegExp(
    `\\b(?:extra|additional|another|difference of|gap of|jump of) ${amount}(?![\\d,])|${amount} (?:more|extra)\\b`,
  ).test(normalize(text));
}

/** Whether two dollar amounts the text states differ by the figure ($997 and $497 by $500). */
function statesDifference(figure: string, factText: string): boolean {
  const value = Number(figure.replace(/[$,]/g, ""));
  const amounts = [...factText.matchAll(/\$(\d[\d,]*)/g)].map((match) =>
    Number(match[1]!.replace(/,/g, "")),
  );
  return amounts.some((amount) => amounts.includes(amount + value));
}

/** Whether the facts state the figure: "$2000" as "$2,000", "90" in "90-day" or "90 days". */
function statesFigure(figure: string, factText: string): boolean {
  const stated = normalize(factText);
  if (figure.endsWith("k")) return stated.includes(`${figure.slice(0, -1)}000`);
  const bare = figure.replace(/^\$/, "");
  const pattern = figure.startsWith("$")
    ? new RegExp(`\\$${bare.replace(".", "\\.")}(?![\\d])`)
    : new RegExp(`(^|[^\\d])${bare.replace(/[.%]/g, "\\$&")}(?![\\d])`);
  return pattern.test(stated);
}

interface Decision {
  intent: ChatIntentId;
  answer: IntentAnswer;
  facts: Fact[];
  /** How many of the question's key terms that name another intent's topic it leaves out. */
  othersTopics: number;
  /** How many of a follow-up's own key terms the intent leaves out. */
  missedOwn: number;
  /** How many of the question's key terms it leaves out. */
  uncovered: number;
}

/** What is checked of a question: its words as mended, its key terms and its other words. */
interface Question {
  /** The text, mended, with the earlier question first for a follow-up. */
  whole: string;
  terms: readonly string[];
  /** Every word of the question that is not a stop word, framing ones included ("audit"). */
  anchors: readonly string[];
  /** The visitor's own text, for its figures. */
  text: string;
  /** The stems of the places it names. */
  places: ReadonlySet<string>;
  /** The stems of its proper nouns: places, for an intent it is recognised as. */
  properNouns: ReadonlySet<string>;
  /** For a follow-up, the key terms of the visitor's new message alone. */
  ownTerms?: readonly string[];
  /** The stems of the synonyms of its words the site never uses ("erase": "delete"). */
  synonyms: ReadonlyMap<string, readonly string[]>;
  /** What the visitor's own English words say of their grammar (empty readings in Spanish). */
  readings: Readings;
}

/** Readings of the visitor's own English text, made once per question. */
interface Readings {
  /** The stems of its verbs, but for what it asks the business to do (`verbsOf`). */
  verbs: ReadonlySet<string>;
  /** The stems of what it asks the business to do something to (`askedObjects`). */
  objects: ReadonlySet<string>;
  /** The stems of what it counts as more than one (`countedMany`). */
  many: ReadonlySet<string>;
  /** It names a plan with the word "plan" ("the Starter plan"). */
  callsPlan: boolean;
}

const NO_READINGS: Readings = {
  verbs: new Set(),
  objects: new Set(),
  many: new Set(),
  callsPlan: false,
};

function readingsOf(text: string, classifier: Classifier): Readings {
  return {
    verbs: verbsOf(text, classifier),
    objects: askedObjects(text, classifier),
    many: countedMany(text),
    callsPlan: PLAN_CALLED.test(normalize(text)),
  };
}

/**
 * The intents of the catalogue's facts that the question names ("the E-Commerce Growth
 * Package", "database design and integration"): a name the catalogue uses is what is asked.
 */
function namedIntents(text: string): ChatIntentId[] {
  const question = stemLine(text);
  const named: { intent: ChatIntentId; length: number }[] = [];
  for (const fact of getKnowledge().facts.values()) {
    if (!namesFact(question, fact)) continue;
    for (const [intent, answer] of Object.entries(intentAnswers))
      if (answer.kind === "search" && inPool(answer.pool, fact.id))
        named.push({
          intent: intent as ChatIntentId,
          length: fact.title.length,
        });
  }
  // The longest name first: "App UI/UX Design" before "UX Design".
  return [
    ...new Set(
      named.sort((a, b) => b.length - a.length).map((entry) => entry.intent),
    ),
  ];
}

/** Words that weigh one plan against another: those above, and "extra", "worth", "more than". */
const WEIGHS = anyWord([
  ...WEIGHING_WORDS,
  "worse",
  "extra",
  "additional",
  "more",
  "than",
  "over",
  "worth",
]);

/** Each plan's name as a word of a normalized question. */
const planNamePatterns = plans.map(
  (plan) => new RegExp(`\\b${plan.name.toLowerCase()}\\b`),
);
const plansByPrice = [...plans].sort((a, b) => a.monthlyPrice - b.monthlyPrice);
const PLAN_INTENTS = plansByPrice.map((plan) => `plan.${plan.id}`);

/**
 * Each plan's name as the site writes it, capitalised, and not part of a longer name ("MacBook
 * Pro", "Dominate Fitness").
 */
const planNamesAsWritten = plans.map(
  (plan) =>
    new RegExp(`(?<![a-z0-9,]\\s[A-Z]\\w*\\s)\\b${plan.name}\\b(?!\\s[A-Z])`),
);

/**
 * The plans' comparison, for a question that names two plans or more and weighs them ("What
 * extra does Dominate give me that Pro doesn't?"), not one that moves between them ("Can I
 * switch from Pro to Dominate?").
 */
function comparesPlans(text: string): ChatIntentId[] {
  const question = normalize(text);
  const namedPlans = planNamePatterns.filter((name) => name.test(question));
  return namedPlans.length >= 2 &&
    (WEIGHS.test(question) || BARE_ALTERNATIVES.test(question))
    ? ["plans.compare"]
    : [];
}

/** The plans' names as key terms. */
const PLAN_NAME_STEMS = new Set(
  plans.map((plan) => stem(plan.name.toLowerCase(), "en")),
);

/** A plan named with the word "plan" ("the Starter plan"), which no package of a page is. */
const PLAN_CALLED = new RegExp(
  `\\b(?:${plans.map((plan) => plan.name.toLowerCase()).join("|")}) (?:plan|tier|subscription)\\b`,
);

/** The plan a question names as the site writes it, when it names one ("If I go with Starter, …"). */
function namedPlans(text: string): ChatIntentId[] {
  const named = plans.filter((_, index) =>
    planNamesAsWritten[index]!.test(text),
  );
  return named.length === 1 ? [`plan.${named[0]!.id}` as ChatIntentId] : [];
}

/** A day of the week, or the weekend, named. */
const DAY_NAMED =
  /\b(mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|weekdays?)\b/;

/**
 * A question that asks which plan does something ("Which plan watches competitors?", "Is there a
 * plan where someone handles my account?").
 */
const ASKS_WHICH_PLAN =
  /\b(which|what|any|is there an?|are there)( one)?( of (your|the))? (plans?|tiers?|subscriptions?)\b|\b(plans?|tiers?) (has|have|comes? with|includes?|gives?|does|do|offers?)\b/;

/**
 * For a question that asks which plan does something, the plans whose features name the most of
 * its key terms, when that sets them apart from another plan: "rank tracking reports" is
 * Dominate's, "competitor monitoring" Pro's.
 */
function plansOffering(text: string, terms: readonly string[]): ChatIntentId[] {
  if (terms.length === 0 || !ASKS_WHICH_PLAN.test(normalize(text))) return [];
  const stated = plansByPrice.map(
    (plan) => terms.filter((term) => featureStems(plan).has(term)).length,
  );
  const most = Math.max(...stated);
  return most > Math.min(...stated)
    ? plansByPrice
        .filter((_, index) => stated[index] === most)
        .map((plan) => `plan.${plan.id}` as ChatIntentId)
    : [];
}

/** The stems of each plan's features (computed once). */
const planFeatureStems = new Map<string, Set<string>>();
function featureStems(plan: (typeof plans)[number]): Set<string> {
  let stems = planFeatureStems.get(plan.id);
  if (!stems) {
    stems = stemsOfText(plan.features.join(". "));
    planFeatureStems.set(plan.id, stems);
  }
  return stems;
}

/**
 * For a plan's decision, the fact of the cheapest other plan whose features name the question's
 * words its own facts leave out ("rank tracking reports" asked of Pro are Dominate's), if any.
 */
function planOffering(
  decision: Decision,
  terms: readonly string[],
): Fact | undefined {
  const missing = terms.filter(
    (term) => !decision.facts.some((fact) => factStems(fact).all.has(term)),
  );
  if (missing.length === 0) return undefined;
  const offering = plansByPrice.find(
    (plan) =>
      `plan.${plan.id}` !== decision.intent &&
      missing.every((term) => featureStems(plan).has(term)),
  );
  return offering && getKnowledge().facts.get(`pricing:plan-${offering.id}`);
}

/** A plan's decision with, after its own facts, the plan's that has what it lacks. */
function withPlanOffering(
  decision: Decision,
  terms: readonly string[],
): Decision {
  const fact = planOffering(decision, terms);
  return fact ? { ...decision, facts: [...decision.facts, fact] } : decision;
}

/**
 * A capitalised name after "in" or "near" may be a place the tagger does not know ("a
 * restaurant in Towson"), or one the site names ("a dentist in Bethesda").
 */
const IN_A_PLACE = /\b(?:in|near|around|outside(?: of)?)\s+([A-Z][a-z]+)/;

/** The intents whose facts say where the business works. */
const intentsAnsweringForPlaces = () =>
  (Object.keys(intentAnswers) as ChatIntentId[]).filter((intent) => {
    const answer = intentAnswers[intent];
    return answer.kind === "search" && answer.answersPlaces === true;
  });

/**
 * The intents of the facts that state every price the question names ("the $497 plan"): a price
 * the site states names what it is the price of. The facts stating the fewest prices first.
 */
function intentsStatingFigures(text: string): ChatIntentId[] {
  // "Under $200" is a budget, not a price the site states.
  if (
    /\b(under|below|less than|over|more than|above|up to|max(imum)?)\s+\$/.test(
      normalize(text),
    )
  )
    return [];
  const amounts = askedAmounts(text);
  if (amounts.length === 0) return [];
  const { facts } = getKnowledge();
  const ids = [...facts.keys()];
  return [
    ...new Set(
      [...facts.values()]
        .filter((fact) =>
          amounts.every((amount) => statesFigure(amount, fact.text)),
        )
        .sort(
          (a, b) =>
            (a.text.match(/\$/g)?.length ?? 0) -
            (b.text.match(/\$/g)?.length ?? 0),
        )
        .flatMap((fact) => intentsQuoting(fact.id, () => ids)),
    ),
  ];
}

/** Intents found by their words, at most. */
const BY_WORDS = 3;

/**
 * The intents whose own words (their phrasings and, in Spanish, their answer) say the most of the
 * question's key terms: the long tail of a language without a full-text search of its own ("¿cuál
 * es la diferencia entre el Starter y el Pro?").
 */
function intentsByWords(
  terms: readonly string[],
  language: Language,
  classifier: Classifier,
): ChatIntentId[] {
  if (terms.length === 0) return [];
  return (Object.keys(intentAnswers) as ChatIntentId[])
    .map((intent) => {
      const vocabulary = classifier.vocabulary(intent, language);
      return {
        intent,
        said: terms.filter((term) => vocabulary.has(term)).length,
      };
    })
    .filter((entry) => entry.said > 0)
    .sort((a, b) => b.said - a.said)
    .slice(0, BY_WORDS)
    .map((entry) => entry.intent);
}

/** The intents only some words ask that the question asks ("is there a guide on..."). */
function askedIntents(text: string): ChatIntentId[] {
  const question = normalize(text);
  return (Object.keys(intentAnswers) as ChatIntentId[]).filter((intent) => {
    const answer = intentAnswers[intent];
    return answer.kind === "search" && answer.askedBy?.test(question);
  });
}

/**
 * Whether the question uses the words that ask an intent (`askedBy`: "guide") and names a topic
 * besides them that some of its facts state and not all ("sales tax", not "free").
 */
function asksForOne(
  text: string,
  askedBy: RegExp,
  pool: readonly string[],
  terms: readonly string[],
): boolean {
  if (!askedBy.test(normalize(text))) return false;
  const asking = new Set(
    wordsOf(text, "en")
      .filter((word) => askedBy.test(word))
      .map((word) => stem(word, "en")),
  );
  const pooled = [...getKnowledge().facts.values()].filter((fact) =>
    inPool(pool, fact.id),
  );
  // Words that frame many questions ("social", "posts") may be a guide's topic all the same.
  return [...terms, ...contentStems(text, "en")].some(
    (term) =>
      !asking.has(term) &&
      pooled.some((fact) => factStems(fact).all.has(term)) &&
      !pooled.every((fact) => factStems(fact).all.has(term)),
  );
}

/** Facts found by the full-text search, whose intents are candidates too. */
const RETRIEVED_FACTS = 5;

/**
 * The intents of the facts a full-text search finds for the question: the catalogue's long
 * tail ("the cost of UX research"), which no phrasing names.
 */
function retrievedIntents(text: string): ChatIntentId[] {
  const { search, askedSearch, facts } = getKnowledge();
  const ids = [...facts.keys()];
  return [
    ...search.search(text).slice(0, RETRIEVED_FACTS),
    ...(askedIntents(text).length > 0
      ? askedSearch.search(text).slice(0, RETRIEVED_FACTS)
      : []),
  ].flatMap((result) => intentsQuoting(result.id as string, () => ids));
}

/**
 * The intents of recent questions asked on their own: a follow-up that points back tries its
 * earlier question's intent first ("which one is the most popular?"), which this process has
 * usually just decided.
 */
const RECENT_INTENTS = 256;
const recentIntents = new Map<string, ChatIntentId | undefined>();

/**
 * The intent of `text` and the facts that answer it, if the facts cover what is asked;
 * `earlier` is the earlier question a follow-up is read with, `earlierIntent` the intent it
 * tries first.
 */
async function decide(
  text: string,
  language: Language,
  classifier: Classifier,
  earlier?: string,
  earlierIntent?: ChatIntentId,
): Promise<Decision | undefined> {
  const decision = await decideAfresh(
    text,
    language,
    classifier,
    earlier,
    earlierIntent,
  );
  if (earlier === undefined && earlierIntent === undefined) {
    if (recentIntents.size >= RECENT_INTENTS)
      recentIntents.delete(recentIntents.keys().next().value!);
    recentIntents.set(`${language}\n${text}`, decision?.intent);
  }
  return decision;
}

/** The intent of a message read on its own, as decided before if it was. */
async function intentOf(
  message: string,
  language: Language,
  classifier: Classifier,
): Promise<ChatIntentId | undefined> {
  const { asked, forWhom } = withoutSelfDescription(
    message,
    language,
    classifier,
  );
  // "I need a website for my law office" is read without whom it is for too, as it was answered.
  for (const reading of forWhom === undefined ? [asked] : [asked, forWhom]) {
    const key = `${language}\n${reading}`;
    const intent = recentIntents.has(key)
      ? recentIntents.get(key)
      : (await decide(reading, language, classifier))?.intent;
    if (intent) return intent;
  }
  return undefined;
}

async function decideAfresh(
  text: string,
  language: Language,
  classifier: Classifier,
  earlier?: string,
  earlierIntent?: ChatIntentId,
): Promise<Decision | undefined> {
  const mended = classifier.mend(text, language);
  const before = earlier ? classifier.mend(earlier, language) : undefined;
  const whole = before ? `${before.text} ${mended.text}` : mended.text;
  // A follow-up's words that only qualify ("usually") are no topic of its own, nor are those
  // that judge the earlier topic's price ("is it expensive?").
  const ownTerms = keyTerms(
    before
      ? normalize(mended.text).replace(everywhere(PRICE_JUDGEMENT), " ")
      : mended.text,
    language,
    classifier,
    { orQualifiers: !before },
  );
  const compared = language === "en" ? comparesPlans(text) : [];
  // The words that weigh two plans ask for their comparison, as "difference" does.
  const weighing = new Set(
    compared.length > 0
      ? contentStems(
          normalize(text).match(everywhere(WEIGHS))?.join(" ") ?? "",
          language,
        )
      : [],
  );
  const terms = [
    ...new Set([
      ...ownTerms,
      ...(before ? keyTerms(before.text, language, classifier) : []),
    ]),
  ].filter((term) => !weighing.has(term));
  // A capitalised name after "in" or "near" is a place, whatever the tagger says.
  const townNamed =
    language === "en" ? IN_A_PLACE.exec(text)?.[1]?.toLowerCase() : undefined;
  const question: Question = {
    whole,
    terms,
    anchors: contentStems(whole, language),
    text,
    // Only a word the site never uses may be a place it does not name.
    ...(!terms.some((term) => !classifier.isKnown(term, language))
      ? { places: new Set<string>(), properNouns: new Set<string>() }
      : language === "en"
        ? placeTerms([earlier, text].filter(Boolean).join(". "), classifier)
        : {
            places: new Set<string>(),
            properNouns: capitalized(
              [earlier, text].filter(Boolean).join(". "),
              language,
            ),
          }),
    ...(before && { ownTerms }),
    synonyms: synonymsOfUnknown(whole, language, classifier),
    readings: language === "en" ? readingsOf(text, classifier) : NO_READINGS,
  };
  // A place the tagger knows is one; a town only its capital and an "in" tell is the one
  // proper noun that is a place ("the Ledo Pizza in Bowie" names no place but Bowie).
  if (townNamed && question.places.size === 0) {
    const town = classifier.known(stem(townNamed, "en"), "en");
    question.places = new Set([town]);
    question.properNouns = new Set([town]);
  }
  // A plan or package called by a name the site gives nothing is one it does not offer ("the
  // Basic Plus plan", "the Premium plan").
  if (
    language === "en" &&
    (givenNames(text).some((name) => !classifier.isTitled(name)) ||
      FREE_PLAN.test(normalize(text)))
  )
    return undefined;
  const plansNamed = language === "en" ? namedPlans(text) : [];
  const plansOffered = language === "en" ? plansOffering(text, terms) : [];
  const classified = (await classifier.classify(whole, language)).map(
    (candidate) => candidate.intent,
  );
  const named =
    language === "en"
      ? [
          ...compared,
          ...namedIntents(whole),
          ...plansNamed,
          ...plansOffered,
          ...intentsStatingFigures(text),
        ]
      : [];
  // A question that names a place may ask whether the business works there ("a restaurant in
  // Philadelphia"): the intents that answer for places are candidates too.
  const placed = question.places.size > 0 ? intentsAnsweringForPlaces() : [];
  // A day of the week may ask when the business is there ("Anyone in on Saturdays?"): the
  // hours are a candidate, after what the classifier recognised.
  const dayNamed: ChatIntentId[] =
    language === "en" && DAY_NAMED.test(normalize(text))
      ? ["contact.hours"]
      : [];
  // A question that asks for what only some words ask ("a guide on...") is recognised by them.
  const askedFor = askedIntents(text);
  const retrieved = language === "en" ? retrievedIntents(whole) : [];
  // When the search's best facts are all one intent's, that intent is recognised as if the
  // classifier had named it ("Who can see what I send in the form?" is the privacy policy's),
  // unless the classifier recognised a request the site refuses (other customers' data).
  const refused =
    classified[0] && intentAnswers[classified[0]].kind === "fallback"
      ? [classified[0]]
      : [];
  const agreed =
    retrieved.length >= RETRIEVED_FACTS &&
    new Set(retrieved).size === 1 &&
    refused.length === 0
      ? [retrieved[0]!]
      : [];
  const candidates =
    language === "en"
      ? [
          ...(earlierIntent ? [earlierIntent] : []),
          // A request the site refuses that names a figure is refused, not answered by a page
          // that states the figure ("a lifetime deal for $2,000" is no checkout's price).
          ...refused,
          ...askedFor,
          ...named,
          ...agreed,
          ...classified,
          ...dayNamed,
          ...placed,
          ...retrieved,
        ]
      : [
          ...(earlierIntent ? [earlierIntent] : []),
          ...classified,
          ...intentsByWords(terms, language, classifier),
        ];
  const recognised = new Set([
    ...(earlierIntent ? [earlierIntent] : []),
    ...named,
    ...classified,
    ...placed,
    ...dayNamed,
    ...askedFor,
    ...agreed,
  ]);
  // The first intent whose facts cover the question, unless it leaves out a word naming another
  // intent's topic, or a follow-up's own word, that a later one covers: "the biggest e-commerce
  // package" is a package of the e-commerce page, not the biggest plan, and "¿y el más caro?"
  // after the Starter plan is not the Starter plan.
  let best: Decision | undefined;
  for (const intent of new Set(candidates)) {
    // An intent only the search found must cover the key terms itself (see `STRICT_COVERAGE`).
    const decision = check(intent, question, language, classifier, {
      strict: !recognised.has(intent),
    });
    if (!decision) continue;
    if (refused.includes(intent) && askedAmounts(text).length > 0)
      return decision;
    // A plan named must cover what is asked of it besides its name, or another plan must ("Can
    // Starter do my taxes?" is no question about Starter).
    if (
      plansNamed.includes(intent) &&
      !check(
        intent,
        {
          ...question,
          terms: question.terms.filter((term) => !PLAN_NAME_STEMS.has(term)),
        },
        language,
        classifier,
        { strict: false },
      ) &&
      !planOffering(decision, question.terms)
    )
      continue;
    // A plan the question names answers for itself, whatever other pages say of it, beside the
    // plan that has what it lacks ("Starter includes daily social posts, right?" is told what
    // Starter includes, and Pro).
    if (leftOut(decision) === 0 && plansNamed.includes(decision.intent))
      return withPlanOffering(decision, question.terms);
    // So do the plan a question on which plan does something finds, and the guides a question
    // asks for ("anything I can read about...").
    if (leftOut(decision) === 0)
      return decision.uncovered === 0 ||
        plansOffered.includes(decision.intent) ||
        askedFor.includes(decision.intent)
        ? decision
        : coveringMore(decision, candidates, recognised, (other) =>
            check(other, question, language, classifier, { strict: false }),
          );
    if (!best || leftOut(decision) < leftOut(best)) best = decision;
  }
  if (best)
    return plansNamed.includes(best.intent)
      ? withPlanOffering(best, question.terms)
      : best;
  // A plan named for what only another plan has ("Do I get lead alerts with Pro?") is told as
  // it is, beside that plan.
  const [planNamed] = plansNamed;
  const answer = planNamed && intentAnswers[planNamed];
  if (
    plansNamed.length !== 1 ||
    answer?.kind !== "facts" ||
    askedAmounts(text).length > 0
  )
    return undefined;
  const own: Decision = {
    intent: planNamed!,
    answer,
    facts: answer.facts.flatMap((id) => getKnowledge().facts.get(id) ?? []),
    othersTopics: 0,
    missedOwn: 0,
    uncovered: 0,
  };
  const offered = planOffering(own, question.terms);
  return offered ? { ...own, facts: [...own.facts, offered] } : undefined;
}

/**
 * An intent that leaves some of the question's words to other pages gives way to one the
 * classifier recognised that leaves out fewer ("If we switch store platforms, do we lose the
 * Google rankings we've built up?" is the platform migration's, not the SEO process's; "Is my
 * data shared with other businesses?" the privacy policy's, not the fallback).
 */
function coveringMore(
  decision: Decision,
  candidates: readonly ChatIntentId[],
  recognised: ReadonlySet<ChatIntentId>,
  checkOther: (intent: ChatIntentId) => Decision | undefined,
): Decision {
  let best = decision;
  for (const intent of new Set(candidates)) {
    if (intent === decision.intent || !recognised.has(intent)) continue;
    const other = checkOther(intent);
    if (other && leftOut(other) === 0 && other.uncovered < best.uncovered)
      best = other;
  }
  return best;
}

const leftOut = (decision: Decision) =>
  decision.othersTopics + decision.missedOwn;

/**
 * The intent's facts, if they and its phrasings cover the question:
 *   - some word of the question is one of the intent's own (in its phrasings, or in the name of
 *     a fact it quotes), not only words that frame any question ("how much", "plan");
 *   - its key terms are covered: by the intent's phrasings or the facts it quotes (1), a word
 *     the site uses elsewhere (0.4, or 0.2 when it names another intent's topic, "UX" in a
 *     question on plans), a word the site never uses ("plumbing", "laptop": 0, and at most one
 *     in four; a place's name counts for an intent that answers for places);
 *     `strict` (an intent only the search proposed) asks them covered by the intent itself,
 *     all but one ordinary word of a longer question (`STRICT_COVERAGE`);
 *   - a follow-up's own key terms are covered as well;
 *   - each part of a question joined by "and" is about something the site answers;
 *   - every price or share it names is one the facts state (a duration only keeps a "yes" away,
 *     see `factText`).
 */
function check(
  intent: ChatIntentId,
  {
    whole,
    terms: questionTerms,
    anchors,
    text,
    places,
    properNouns,
    ownTerms,
    synonyms: synonymsOf,
    readings,
  }: Question,
  language: Language,
  classifier: Classifier,
  { strict }: { strict: boolean },
): Decision | undefined {
  const answer = intentAnswers[intent];
  const { facts } = getKnowledge();
  // The words that ask for one of an intent's guides ("any articles on...") ask for it, and name
  // no topic it must cover.
  const askingWords =
    answer.kind === "search" && answer.askedBy && language === "en"
      ? new Set(
          contentStems(
            normalize(text).match(everywhere(answer.askedBy))?.join(" ") ?? "",
            language,
          ),
        )
      : undefined;
  const terms = askingWords
    ? questionTerms.filter((term) => !askingWords.has(term))
    : questionTerms;
  // "How long until someone calls me?" asks for a time, which no hand-off gives.
  if (answer.kind === "handoff" && QUANTITY.test(normalize(text)))
    return undefined;
  // Nor does a question that asks for no person and has no problem ("Can I see a dashboard of
  // my results?").
  if (
    answer.kind === "handoff" &&
    language === "en" &&
    detectHandoff(text) === undefined &&
    !PROBLEM.test(lower(text))
  )
    return undefined;
  // "Is there a guide on sales tax?" asks for a guide; "can you do my taxes?" does not, and "any
  // free guides?" asks for none in particular.
  if (
    answer.kind === "search" &&
    answer.askedBy &&
    !asksForOne(text, answer.askedBy, answer.pool, terms)
  )
    return undefined;
  const namedPlanFacts =
    answer.kind === "facts" && answer.ofNamedPlans
      ? plansByPrice
          .filter((plan) =>
            planNamePatterns[plans.indexOf(plan)]!.test(normalize(text)),
          )
          .map((plan) => facts.get(`pricing:plan-${plan.id}`)!)
      : [];
  const chosen =
    namedPlanFacts.length >= 2
      ? namedPlanFacts
      : answer.kind === "facts"
        ? answer.facts.flatMap((id) => facts.get(id) ?? [])
        : answer.kind === "search"
          ? [
              ...(answer.lead ? [facts.get(answer.lead)!] : []),
              // The lead is quoted once, however the search ranks it.
              ...searchPool(whole, answer, terms, ownTerms, text)
                .filter((fact) => fact.id !== answer.lead)
                .slice(0, answer.lead ? 1 : 2),
            ]
          : [];
  const vocabulary = classifier.vocabulary(intent, language);
  const english = language === "en";
  // The facts of an intent that answers for places say where the business works: every word
  // they state, and every place named, is that intent's own ("Arlington", "Silver Spring").
  const answersPlaces = answer.kind === "search" && answer.answersPlaces;
  // A proper noun is a place only for a place's intent the classifier recognised.
  const isPlace = (term: string) =>
    places.has(term) || (!strict && properNouns.has(term));
  const names = (term: string) =>
    vocabulary.has(term) ||
    (english &&
      chosen.some((fact) =>
        (answersPlaces ? factStems(fact).all : factStems(fact).named).has(term),
      )) ||
    (answersPlaces === true && isPlace(term));
  // A fact for one of a thing is none for several ("a single-location business" for three
  // locations).
  const forOne = (term: string) =>
    readings.many.has(term) && chosen.some((fact) => statesOneOf(fact, term));
  const coversItself = (term: string) =>
    !forOne(term) &&
    (vocabulary.has(term) ||
      (english && chosen.some((fact) => factStems(fact).all.has(term))) ||
      (answersPlaces === true && isPlace(term)));
  // "The Starter plan" is no package a page offers under the same name.
  const planCalled = answer.kind === "search" && readings.callsPlan;
  // A word the site never uses is covered by a synonym the facts state ("erase" by "delete").
  const covers = (term: string) =>
    !(planCalled && PLAN_NAME_STEMS.has(term)) &&
    (coversItself(term) ||
      (english &&
        !strict &&
        (synonymsOf.get(term) ?? []).some((synonym) =>
          chosen.some((fact) => factStems(fact).all.has(synonym)),
        )));
  const weight = (term: string) => {
    if (covers(term)) return 1;
    if (!classifier.isKnown(term, language)) return 0;
    // For an intent only the search proposed, a verb the site uses elsewhere says what is done,
    // not about what ("find" in "more people to find my business on Google").
    if (strict)
      return english &&
        !classifier.isDistinctive(term, language) &&
        readings.verbs.has(term)
        ? KNOWN_ELSEWHERE_WEIGHT
        : 0;
    return classifier.isDistinctive(term, language)
      ? DISTINCTIVE_ELSEWHERE_WEIGHT
      : KNOWN_ELSEWHERE_WEIGHT;
  };
  const share = (list: readonly string[], of: (term: string) => number) =>
    list.length
      ? list.reduce((sum, term) => sum + of(term), 0) / list.length
      : 1;

  if (anchors.length > 0 && !anchors.some(names)) return undefined;
  // An intent only the search proposed must be named by a key term itself ("Square", not "ready"),
  // or have its facts state each of three or more ("fonts, colors and reusable components").
  if (
    strict &&
    !terms.some(names) &&
    !(terms.length >= 3 && terms.every(coversItself)) &&
    !(english && statesPhraseOf(text, terms, chosen))
  )
    return undefined;
  // A verb the site never uses names no topic the site lacks, unless it is what the business is
  // asked to do ("What do I plug in?", not "Can you cater my wedding?").
  const foreign = terms.filter(
    (term) =>
      !covers(term) &&
      !classifier.isKnown(term, language) &&
      !readings.verbs.has(term),
  ).length;
  if (
    (strict
      ? share(terms, weight) < STRICT_COVERAGE ||
        terms.some(
          (term) => !covers(term) && classifier.isDistinctive(term, language),
        )
      : share(terms, weight) <= MIN_COVERAGE) ||
    foreign > Math.floor(terms.length / 4)
  )
    return undefined;
  // A follow-up with a topic of its own ("can I cancel it?" after a plan) is about that topic:
  // the earlier question's intent answers it only if it covers the new words too.
  if (ownTerms && share(ownTerms, weight) <= MIN_COVERAGE) return undefined;
  const asked = (term: string) =>
    covers(term) || classifier.isPhrased(term, language) ? 1 : 0;
  for (const part of conjuncts(text)) {
    const partTerms = keyTerms(
      classifier.mend(part, language).text,
      language,
      classifier,
    );
    // A verb the site uses, that the business is not asked to do, says what is done to the
    // topic, not another topic ("…getting it approved and listed on the App Store").
    const ofPart = (term: string) =>
      asked(term) ||
      (readings.verbs.has(term) &&
        classifier.isKnown(term, language) &&
        !classifier.isDistinctive(term, language))
        ? 1
        : 0;
    if (share(partTerms, ofPart) <= MIN_COVERAGE) return undefined;
  }

  // What the business is asked to do something to is what the answer must be about ("Can you
  // install security cameras?" is not answered by an app that customers install).
  if (
    [...readings.objects].some(
      (object) => terms.includes(object) && !covers(object),
    )
  )
    return undefined;
  const stated = english
    ? chosen.map((fact) => fact.text).join(" ")
    : spanishText(spanishAnswers[intent]);
  // The fallback states no figure, so no figure asked can be one it misstates ("a lifetime deal
  // for $2,000?").
  if (
    answer.kind !== "fallback" &&
    askedAmounts(text).some(
      (figure) =>
        !statesFigure(figure, stated) &&
        !(differenceAsked(figure, text) && statesDifference(figure, stated)),
    )
  )
    return undefined;
  const othersTopics = terms.filter(
    (term) =>
      !covers(term) &&
      classifier.isDistinctive(term, language) &&
      !readings.verbs.has(term),
  ).length;
  const missedOwn = (ownTerms ?? []).filter((term) => !covers(term)).length;
  // A verb the question uses says what is done, which another page's stray words cover no better
  // ("apps that run on iPhone and Android" are the app page's).
  const uncovered = terms.filter(
    (term) => !covers(term) && !readings.verbs.has(term),
  ).length;
  return { intent, answer, facts: chosen, othersTopics, missedOwn, uncovered };
}

const MANY =
  /\b(?:[2-9]|\d{2,}|two|three|four|five|six|seven|eight|nine|ten|several|multiple|many|a few|a couple of) ([a-z]+)/g;

/** The stems of what a question counts as more than one ("3 locations", "several shops"). */
function countedMany(text: string): Set<string> {
  return new Set(
    [...normalize(text).matchAll(MANY)].map((match) => stem(match[1]!, "en")),
  );
}

/** Whether a fact states the thing as one alone ("a single-location business"). */
function statesOneOf(fact: Fact, stemmed: string): boolean {
  return [
    ...normalize(fact.text).matchAll(/\b(?:single|one)[- ]([a-z]+)/g),
  ].some((match) => stem(match[1]!, "en") === stemmed);
}

/**
 * Whether a fact states two of the question's key terms side by side, as the question does: the
 * name of a thing ("lead alerts", "delivery zones"), which no stray word of a fact says.
 */
function statesPhraseOf(
  text: string,
  terms: readonly string[],
  facts: readonly Fact[],
): boolean {
  const key = new Set(terms);
  const asked = stemPairs(text).filter((pair) =>
    pair.split(" ").every((word) => key.has(word)),
  );
  return (
    asked.length > 0 &&
    facts.some((fact) => {
      let stated = factPairs.get(fact.id);
      if (!stated) {
        stated = new Set(stemPairs(fact.text));
        factPairs.set(fact.id, stated);
      }
      return asked.some((pair) => stated.has(pair));
    })
  );
}

/** Each two words side by side in the text, stop words left out, as stems. */
function contentPairs(text: string): string[] {
  const stems = wordsOf(text, "en")
    .filter((word) => !isStopWord(word, "en"))
    .map((word) => stem(word, "en"));
  return stems.slice(1).map((word, index) => `${stems[index]} ${word}`);
}

/** How many of the pairs a fact states side by side (its pairs computed once). */
function pairsStated(pairs: readonly string[], fact: Fact): number {
  let stated = factContentPairs.get(fact.id);
  if (!stated) {
    stated = new Set(contentPairs(fact.text));
    factContentPairs.set(fact.id, stated);
  }
  return pairs.filter((pair) => stated.has(pair)).length;
}
const factContentPairs = new Map<string, Set<string>>();

/** Each two words side by side in the text, as stems ("lead alert"). */
function stemPairs(text: string): string[] {
  const stems = wordsOf(text, "en").map((word) => stem(word, "en"));
  return stems.slice(1).map((word, index) => `${stems[index]} ${word}`);
}

/** The pairs of stems each fact states (computed once). */
const factPairs = new Map<string, Set<string>>();

// ---------------------------------------------------------------------------------------------
// Answers.

function linksOf(facts: readonly Fact[], extra: readonly ChatLink[] = []) {
  const links: ChatLink[] = [];
  for (const link of [...facts.map((fact) => fact.source), ...extra])
    if (!links.some((known) => known.href === link.href))
      links.push({ label: link.label, href: link.href });
  return links.slice(0, MAX_LINKS);
}

/** A question that "yes" or "no" answers ("Do you...?", "Is setup included?"). */
const YES_NO_QUESTION =
  /^\s*(do|does|did|is|are|am|was|were|can|could|will|would|should|shall|have|has|may|might)\b/;

/**
 * A fact as quoted: a page's summary under the page's name, which it does not repeat; a FAQ's
 * "Yes." or "No." only when it answers the visitor's own yes-or-no question, every word of which
 * its question has, never another one ("Is there a fee for changing plans?" is not answered by
 * the "Yes." of "Can I change plans later?").
 */
function factText(fact: Fact, question: string): string {
  if (fact.id.endsWith(":overview")) return `${fact.title}. ${fact.text}`;
  const opening = /^(Yes|No)[.,]\s+/.exec(fact.text);
  if (!opening) return fact.text;
  const titled = new Set(contentStems(fact.title, "en"));
  const answers =
    YES_NO_QUESTION.test(normalize(question)) &&
    contentStems(question, "en").every((stemmed) => titled.has(stemmed)) &&
    namedFigures(question).durations.every((figure) =>
      statesFigure(figure, fact.text),
    );
  if (answers) return fact.text;
  // "No, and be wary of..." reads "Be wary of...".
  const rest = fact.text
    .slice(opening[0].length)
    .replace(/^(and|but|so)\s+/i, "");
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** An answer made of facts, between an opening and a closing sentence. */
function quote(
  facts: readonly Fact[],
  question: string,
  {
    intro,
    outro,
    extraLinks,
    offerHandoff,
  }: {
    intro?: string;
    outro?: string;
    extraLinks?: readonly ChatLink[];
    offerHandoff?: HandoffKind;
  } = {},
): PlannedAnswer {
  const response = [
    intro,
    ...facts.map((fact) => factText(fact, question)),
    outro,
  ]
    .filter(Boolean)
    .join("\n\n");
  return {
    answer: {
      response,
      links: linksOf(facts, extraLinks),
      ...(offerHandoff && { offerHandoff }),
    },
    facts,
    intro,
    outro,
  };
}

/** An answer in the assistant's own words, which no model rephrases. */
function reply(
  response: string,
  {
    links,
    offerHandoff,
  }: { links?: readonly ChatLink[]; offerHandoff?: HandoffKind } = {},
): PlannedAnswer {
  return {
    answer: {
      response,
      ...(links && { links: [...links] }),
      ...(offerHandoff && { offerHandoff }),
    },
    facts: [],
  };
}

/** The honest fallback, with the plan list when the question was about a plan. */
function noAnswer(
  message: string,
  language: Language,
  { tellsOffer = true }: { tellsOffer?: boolean } = {},
): PlannedAnswer {
  if (language === "es")
    return reply(chatAnswersEs.noAnswer, {
      links: chatAnswersEs.noAnswerLinks,
      offerHandoff: "lead",
    });
  // A message that names one of the catalogue's offers ("the E-Commerce Growth Package for
  // $3,000?") is told that offer as it is.
  const stems = stemLine(message);
  const offer = [...getKnowledge().facts.values()].find(
    (fact) =>
      !fact.id.startsWith("pricing:") &&
      !isAskedOnly(fact.id) &&
      statesOwnPrice(fact) &&
      namesFact(stems, fact),
  );
  // So is the one plan a message names as the site writes it ("Starter comes with unlimited
  // posts, right?").
  const namedPlan = planNamesAsWritten.filter((name) => name.test(message));
  const planOffer =
    namedPlan.length === 1
      ? getKnowledge().facts.get(
          `pricing:plan-${plans[planNamesAsWritten.indexOf(namedPlan[0]!)]!.id}`,
        )
      : undefined;
  if (tellsOffer && (offer ?? planOffer))
    return quote([(offer ?? planOffer)!], message, {
      intro: chatAnswers.unknownOffer,
      extraLinks: chatAnswers.noAnswerLinks,
    });
  const plansFact = getKnowledge().facts.get("pricing:plans");
  // A message about a plan, by that word or by a plan's name as the site writes it ("the first
  // month of Starter is free"), is told the plans as they are.
  if (
    plansFact &&
    (PLAN_WORD.en.test(normalize(message)) ||
      planNamesAsWritten.some((name) => name.test(message)))
  )
    return quote([plansFact], message, {
      intro: chatAnswers.unknownPlan,
      extraLinks: chatAnswers.noAnswerLinks,
    });
  return reply(chatAnswers.noAnswer, { links: chatAnswers.noAnswerLinks });
}

function handoffReply(kind: HandoffKind, language: Language): PlannedAnswer {
  const text =
    language === "es" ? chatAnswersEs.handoff[kind] : chatAnswers.handoff[kind];
  return reply(text, { offerHandoff: kind });
}

function spanishAnswer(decision: Decision, message: string): PlannedAnswer {
  const answer = spanishAnswers[decision.intent];
  if (answer === undefined) return noAnswer(message, "es");
  if (answer === "greeting" || answer === "thanks")
    return reply(chatAnswersEs[answer]);
  if (answer === "lead" || answer === "support")
    return handoffReply(answer, "es");
  // "Sí." answers "¿puedo...?", never "¿cuándo...?".
  const response = SPANISH_OPEN_QUESTION.test(normalize(message))
    ? answer.response.replace(/^Sí\.\s+/, "")
    : answer.response;
  return reply(response, { links: answer.links });
}

/** A Spanish question that asks what, when, how, where or which rather than whether. */
const SPANISH_OPEN_QUESTION =
  /^\W*(y\s+)?(que|cuando|como|cuanto|cuanta|cuantos|cuantas|donde|cual|cuales|por que|quien)\b/;

function englishAnswer(
  decision: Decision,
  message: string,
  handoff: HandoffKind | undefined,
): PlannedAnswer {
  const { answer, facts } = decision;
  switch (answer.kind) {
    case "reply":
      return reply(chatAnswers[answer.reply]);
    case "handoff":
      return handoffReply(answer.handoff, "en");
    case "fallback":
      return noAnswer(message, "en");
    case "facts":
    case "search": {
      if (facts.length === 0) return noAnswer(message, "en");
      const intro =
        answer.kind === "facts" && answer.intro
          ? chatAnswers[answer.intro]
          : undefined;
      if (handoff)
        return quote(facts, message, {
          intro,
          outro: chatAnswers.handoff.lead,
          offerHandoff: handoff,
        });
      // "When does the lower price kick in?" asks for a time, of a price.
      const asking = normalize(askingPart(message));
      const asksPrice =
        PRICE.test(asking) &&
        (!ASKS_WHEN.test(asking) || /\bhow much\b/.test(asking));
      // A fact that speaks of costs itself (the cost calculator) answers for them, and so does
      // one whose name or first sentence says it is free or included (the audit, the setup).
      if (
        asksPrice &&
        !facts.some(
          (fact) =>
            fact.text.includes("$") ||
            PRICE.test(normalize(fact.text)) ||
            FREE.test(
              normalize(`${fact.title}. ${firstSentenceOf(fact.text)}`),
            ),
        )
      )
        return quote(facts, message, {
          intro: [chatAnswers.noPrice, intro].filter(Boolean).join("\n\n"),
          outro: chatAnswers.quoteOffer,
          extraLinks: chatAnswers.noPriceLinks,
        });
      return quote(facts, message, { intro });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// What the visitor wants besides an answer (kept as patterns: a hand-off or a refusal is safe
// when it fires by mistake, an answer is not).

const lower = (text: string) => normalize(text).replace(/\s+/g, " ").trim();

/** A greeting that opens a message ("Hola,", "Hi there!", "Buenas tardes"). */
const GREETED =
  /^\s*(?:hi|hello|hey|howdy|good (?:morning|afternoon|evening)|hola|buen(?:os|as) (?:d[ií]as|tardes|noches)|buenas|saludos)(?: there| all| everyone| team| a todos)?\b[\s,.!¡]*/i;
/** Attempts to change the assistant's rules: answered like any unknown question. */
const MANIPULATION =
  /\b(ignore|disregard|forget|ignora|olvida) (all |any |the |your |my |previous |prior |above |todas |las |tus |sus )*(instructions|rules|prompt|guidelines|instrucciones|reglas)|\bsystem prompt\b|\bjailbreak\b|\b(api|secret|access|private) (key|token)s?\b|\b(admin|root|database|server|wifi) (password|credentials|login)s?\b|\bpretend (to be|you are)\b|\byou are now\b|\bdeveloper mode\b|\b(i|i am|i'?m|im|this is) (the|an|a|your) (site |website |system |database |chat |bot )?(admin|administrator|sysadmin|superuser)\b|\b(i|i am|i'?m|im|this is) (the|your) (system|chat|bot|chatbot) (developer|programmer|owner)\b/;
/**
 * What the site keeps to itself: other people's details ("the list of everyone who requested an
 * audit") and the company's own figures ("your monthly revenue"), refused like an injection.
 */
const NOT_TO_SHARE =
  /\b(list|names?|e-?mails?|emails? addresses|phone numbers?|contact (details|info|information)|addresses)\b.{0,40}\b(of|for|from) (everyone|everybody|all|other|your other|your|the (last|latest|previous|most recent|other|next)|another|a recent) (customers?|clients?|users?|people|person|leads?|businesses|business|members?|visitors?|who)\b|\b(pull up|give me|send me|show me|share|list)\b.{0,30}\b(everyone|everybody|all the people|people|customers|clients) who\b|\b(pull up|give me|send me|show me|share|list|read me|display|export|forward me)\b.{0,30}\b(requests|submissions|messages|leads|sign-?ups|bookings|tickets|records|entries)\b.{0,30}\b(people|other|others|everyone|customers|clients|visitors|users|submitted|sent|received|came in|today|yesterday|this week)\b|\b(your|company'?s?|the company'?s?) (monthly |annual |yearly )?(revenue|profits?|income|margins?|valuation|payroll)\b|\bhow many (paying )?(customers|clients) do you have\b/;
const PERSON =
  /\b((real|actual|live) (human|person|people)|human|real person|a person|someone|somebody|anyone|representative|sales (team|person|people)|team member|your team|staff|talk to|speak (to|with)|call me back|call me|phone me( back)?|give me a call|contact me|reach me|get in touch|email me)\b/;
/** Wanting a call, a quote, an audit or to sign up. */
const LEAD =
  /\b(quote|estimate|proposal|consultation|strategy call|demo|sign ?up|sign me up|subscribe|get started|hire you|work with you|book a call|schedule a call)\b|\b(want|like|need|get|book|request|schedule|start)\b.{0,30}\baudit\b/;
/** Something wrong with an existing customer's own account. */
const PROBLEM =
  /\b(problem|issue|not (working|loading|posting|opening|showing|updating)|(doesn't|does not|isn't|is not|won't|can't|cannot) (work|log ?in(to)?|sign ?in(to)?|post|load|open|show|update)|(hasn't|has not|haven't|have not|didn't|did not) (posted|published|sent|worked|loaded|updated|replied|responded|gone out|run)|broken|bug|error|stopped|quit|no longer|wrong|mistake|incorrect)\b/;
const ACCOUNT =
  /\b((my|our) (account|agent|subscription|dashboard|billing|invoice|bill|login|password|plan)|(your|the) agent (posted|published|wrote|sent|put|made|deleted|changed)|(existing|current|paying) (clients?|customers?|subscribers?|account)|(i|we)('?m|'?re| am| are)? (a |an |already )?(customers?|clients?|subscribers?)|(i|we)('?m|'?re| am| are)? (already |currently )?on (the |your |a )?([a-z]+ )?plan)\b/;
/**
 * A customer's matter whatever the words around it: a problem with billing or signing in, or
 * closing the account (only a customer has one; "can I cancel anytime?" asks the terms).
 */
const ACCOUNT_MATTER =
  /\b(charged twice|double charged|wrongly charged|can'?t (log|sign) ?in(to)?|cannot (log|sign) ?in(to)?|(cancel|close|delete|terminate) my account|help with (my|our) (account|agent|subscription|dashboard|billing|invoice|bill|login|password))\b/;

/** The visitor's own details, given for a call back: an e-mail, a phone number. */
const VISITOR_DETAILS =
  /[\w.+-]+@[\w-]+(?:\.\s?[a-z]{2,})+|\+?\d[\d\s().-]{6,}\d/g;
/** The name visitors give, as they write it ("I'm Dave", "my name is Ana"). */
const NAME_GIVEN =
  /\b(?:[Ii]['\u2019]m|[Ii] am|[Mm]y name is|[Tt]his is)\s+(\p{Lu}\p{Ll}+)\b/gu;

/** A text without the details the visitor gives of themselves in `message`. */
function withoutVisitorDetails(text: string, message: string): string {
  const names = [...message.matchAll(NAME_GIVEN)].map((match) =>
    lower(match[1]!),
  );
  return names.reduce(
    (rest, name) =>
      rest.replace(
        new RegExp(`\\b(?:(?:i|i am|my name is|this is)\\s+)?${name}\\b`, "g"),
        " ",
      ),
    text.replace(VISITOR_DETAILS, " "),
  );
}

/**
 * Which hand-off to offer: "support" for a problem with the visitor's own account, or a person
 * asked for about it; "lead" for a person, a call, a quote, an audit or signup.
 */
export function detectHandoff(message: string): HandoffKind | undefined {
  const text = lower(message);
  const person = PERSON.test(text);
  const account = ACCOUNT.test(text);
  if (
    ACCOUNT_MATTER.test(text) ||
    (account && (PROBLEM.test(text) || (person && !ASKS_WHICH_PLAN.test(text))))
  )
    return "support";
  if (person || LEAD.test(text)) return "lead";
  return undefined;
}

/**
 * A clause in which visitors describe themselves ("I run a bakery", "we're based in Bethesda",
 * "we sell cakes", "food truck owner here"): what they are or do, not what they ask, so its words
 * are not the question's topic.
 */
const SELF_DESCRIPTION: Record<Language, RegExp> = {
  // Contractions are gone by now: "we're a" reads "we a".
  en: /^\s*((i|we)( (already|currently|also|still|just))?( (am|are|own|run|have|operate|manage|just opened|opened))?|(my|our) (company|business|shop|store) is)( (a|an|the|my|our|small|local|based|located|in|on|out|from|\d+|two|three|four|five|six|seven|eight|nine|ten|several|multiple))\b|^\s*((i|we) )?(just |already |recently )?(signed up|joined|subscribed)\b|^\s*(my|our) [\p{L}-]+( [\p{L}-]+)? (is|are) (in|based in|located in|out in|near)\b|^\s*(i|we) (mostly |mainly |also |only )?(sell|make|bake|cook|serve|do|offer|provide|repair|fix|clean|teach|rent|import|distribute|handle|specialize in|post|use|spend)\b(?! not\b| (a|an|my|our|your|the) (website|site|app|store|shop|plan|package)s?\b)|^\s*(?:[\p{L}-]+ ){1,3}(owner|founder|manager)( here)?\s*$/u,
  es: /^\s*(tengo|tenemos|soy|somos|mi negocio es|nuestro negocio es|estoy en|estamos en)\b/,
};
const FOR_THE_VISITOR: Record<Language, RegExp> = {
  en: /\s+for (my|our|a|an) [\p{L}\p{N}' -]{1,40}\??\s*$/u,
  es: /\s+para (mi|nuestro|nuestra|un|una) [\p{L}\p{N}' -]{1,40}\??\s*$/u,
};
/** The visitor's own site, named by their business ("our dental office's website"). */
const OWN_SITE =
  /\b(my|our) (?:[\p{L}\p{N}-]+ ){1,3}(website|site|store|shop)\b/u;
/** A message that only says whom the earlier question is for ("and for a bakery?"). */
const ONLY_FOR_WHOM: Record<Language, RegExp> = {
  en: /^\W*(?:and |what about |how about )?for (?:a|an|my|our) [\p{L}\p{N}' -]{1,40}\??\s*$/u,
  es: /^\W*(?:y )?para (?:mi|nuestro|nuestra|un|una) [\p{L}\p{N}' -]{1,40}\??\s*$/u,
};
/** "(my shop is) in Baltimore": where visitors say they are. */
const WHERE_THE_VISITOR_IS: Record<Language, RegExp> = {
  en: /\b(in|from|out of|near) [\p{L}' -]{2,40}$/iu,
  es: /\b(en|de|desde|cerca de) [\p{L}' -]{2,40}$/iu,
};
/** Words that point at a place said before ("do you take clients there?"). */
const PLACE_POINTED =
  /\b(?:there|that (?:area|part|location|neighbou?rhood|town|city|county|region|far|(?:is )?(?:with)?in|inside|out(?:side| of)|covered|close|near)|somewhere)\b/;
/** Where a clause ends: "I own a gym and want an app" describes, then asks. */
const CLAUSE_END =
  /[.,;!]+|\s+[-–—]+\s+|(?<=\?)|\s+and (?:(?:just|really|also|only|now|basically|mostly|simply|desperately) )?(?=(?:i |we )?(?:want|need|would like|am looking|are looking|looking|hope|(?:have )?no time|(?:do not|don't|never) have (?:the )?time|(?:can't|cannot|can not) keep up|struggle|hate)\b)/i;
/**
 * "best for a small bakery", "fits a boutique", "meant for us": the kind of business something
 * suits, not what is asked, however long its description ("...in Fairfax that mostly wants to
 * look active online"). Spanish has only the first kind.
 */
const SUITED_TO: Record<Language, RegExp> = {
  en: /\b(?:(best|right|good|ideal|suitable|suited|recommended|recommend) for|((?:meant|made|built) for|fits?|suits?)) (?:a|an|my|our|us)\b[\p{L}\p{N}' -]{0,120}\??\s*$/u,
  es: /\b(mejor|ideal|conviene|recomiendan|recomienda) para (?:un|una) [\p{L}\p{N}' -]{1,40}\??\s*$/u,
};
/** Who is to choose a plan, described ("Which plan should a one-person hair salon pick?"). */
const CHOSEN_BY =
  /\b(which|what) (plan|tier|package|level|one) (?:should|would|could|does|do) (?:a|an|my|our) [\p{L}' -]{1,80}? (?:pick|choose|get|go with|start with|sign up for|need)\b/u;
/** A free plan, which the site does not offer (the free audit and tools are no plan). */
const FREE_PLAN =
  /\b(?:free|freemium|no[- ]cost|zero[- ]cost) (?:plans?|tiers?|versions?|subscriptions?|packages?)\b/;

/**
 * The words of a text the site uses: whom something is for ("a boutique that sells wholesale")
 * is described by them, and named by the others, which are no topic.
 */
function knownWords(text: string, classifier: Classifier): string {
  return text.replace(/\p{L}+/gu, (word) =>
    isStopWord(word, "en") ||
    classifier.isKnown(classifier.known(stem(word, "en"), "en"), "en")
      ? word
      : "",
  );
}

/** A count of something ("40 products", "1,200 SKUs"). */
const COUNTED = /\b(\d+)\+? ([a-z]+)/g;
/** A limit a fact sets on how many of something a package holds ("Up to 50 products"). */
const LIMIT = /\bup to (\d+) ([a-z]+)/g;

/** The stems of what the facts set a limit on ("product"), computed once. */
let limitedStems: Set<string> | undefined;
function limited(): Set<string> {
  limitedStems ??= new Set(
    getFacts().flatMap((fact) =>
      [...normalize(fact.text).matchAll(LIMIT)].map(([, , thing]) =>
        stem(thing!, "en"),
      ),
    ),
  );
  return limitedStems;
}

/** The text with the counts of limited things the message names and the text does not. */
function withCountsOf(message: string, text: string): string {
  const counts = [...message.matchAll(COUNTED)]
    .map(([count]) => count)
    .filter(
      (count) =>
        limited().has(stem(count.split(" ")[1]!, "en")) &&
        !text.includes(count),
    );
  return counts.length > 0
    ? `${text.replace(/[?.!\s]*$/, "")} with ${counts.join(" and ")}?`
    : text;
}

/**
 * The facts in order of how well what they hold fits the count asked ("40 products"): the
 * smallest limit that holds it first ("Up to 50 products"), or, when every limit is too small,
 * one of the same kind that sets none ("Large catalogs").
 */
function byCapacity<T extends { fact: Fact }>(
  question: string,
  entries: T[],
): T[] {
  for (const [, count, thing] of question.matchAll(COUNTED)) {
    const wanted = Number(count);
    const stemmed = stem(thing!, "en");
    const limitOf = (fact: Fact) =>
      [...normalize(fact.text).matchAll(LIMIT)]
        .filter(([, , limitedThing]) => stem(limitedThing!, "en") === stemmed)
        .map(([, limit]) => Number(limit))[0];
    const holding = entries
      .filter((entry) => (limitOf(entry.fact) ?? -1) >= wanted)
      .sort((a, b) => limitOf(a.fact)! - limitOf(b.fact)!)[0];
    const kinds = new Set(
      entries
        .filter((entry) => limitOf(entry.fact) !== undefined)
        .map((entry) => entry.fact.id.split(":")[0]),
    );
    const unlimited = entries.find(
      (entry) =>
        kinds.has(entry.fact.id.split(":")[0]) &&
        limitOf(entry.fact) === undefined,
    );
    const fits = kinds.size > 0 ? (holding ?? unlimited) : undefined;
    if (fits) return [fits, ...entries.filter((entry) => entry !== fits)];
  }
  return entries;
}

/** A word for one of the plans or packages ("which plan...?"). */
const PLAN_WORD: Record<Language, RegExp> = {
  en: /\b(plans?|packages?|tiers?)\b/,
  es: /\b(planes|plan|paquetes?)\b/,
};
const QUESTION_WORD =
  /\b(how|what|when|where|why)\b.*|(?:(?<!\p{L} )|(?<=\b(?:tell|know|sure|decide|wonder|unsure|out|ask|asking|choose|pick|see|idea|clue|understand) ))\b(which|who)\b.*|\?|\b(can|could|do|does|is|are|will|would|should)\s+(you|it|there|that|this|your|i|we|they)\b/u;

/**
 * A clause that describes the visitor and asks nothing: "is" in "my shop is in..." or "money is
 * tight" asks not, "is there" and "can you" do.
 */
const describesVisitor = (clause: string, language: Language) =>
  (SELF_DESCRIPTION[language].test(clause) &&
    !QUESTION_WORD.test(clause.replace(SELF_DESCRIPTION[language], ""))) ||
  // "…, and our patients keep complaining": what others say of it asks nothing either.
  (language === "en" &&
    REPORTED.test(clause.trim().replace(/^(?:and|but|so) /, "")) &&
    !QUESTION_WORD.test(clause));

/**
 * The question without the clauses that describe the visitor (`asked`), unless nothing else
 * remains, and without whom it is for (`forWhom`: "an app for my gym"), when that differs: "SEO
 * for my online store" is read first with its end, "an app for my gym" without it.
 */
export function withoutSelfDescription(
  message: string,
  language: Language,
  classifier: Classifier,
): { asked: string; forWhom?: string } {
  const clauses = normalize(message).split(CLAUSE_END);
  // As the visitor wrote them: a place's capitals tell the tagger it is one ("Bowie").
  const written = message.split(CLAUSE_END);
  const kept = clauses
    .filter((clause) => !describesVisitor(clause, language))
    .map((clause) =>
      clause
        // What is best for a business is asked whatever it is; what fits one is asked by what
        // it does ("fits a shop that sells wholesale"), in the words the site uses.
        .replace(
          SUITED_TO[language],
          (suited, best?: string) => best ?? knownWords(suited, classifier),
        )
        .replace(CHOSEN_BY, language === "en" ? "$1 $2 should i choose" : "$&"),
    );
  const topical = (text: string) =>
    text !== clauses.join(". ") &&
    keyTerms(text, language, classifier).length > 0;
  // How many of something the facts set a limit on ("40 products") still says which package
  // holds them, though the description it was part of is left out.
  const rest = withCountsOf(normalize(message), kept.join(". "));
  // "My shop is in Baltimore. Would you work with me?" asks about the place it describes.
  const located = [
    ...clauses.flatMap((clause, index) =>
      describesVisitor(clause, language)
        ? (WHERE_THE_VISITOR_IS[language].exec(written[index] ?? "")?.[0] ?? [])
        : [],
    ),
    rest,
  ].join(". ");
  // "…in Silver Spring. Is that somewhere you work?" points at the place it describes.
  const pointsAtPlace =
    located !== rest && PLACE_POINTED.test(rest) && topical(located);
  // "Which plan is best" is a question, though "plan" frames many.
  const asked = pointsAtPlace
    ? located
    : topical(rest) ||
        ((SUITED_TO[language].test(normalize(message)) ||
          (language === "en" && CHOSEN_BY.test(normalize(message)))) &&
          contentStems(rest, language).length > 0) ||
        // "We have 3 locations in Bethesda. Which plan is best?" asks which plan, not where.
        (located !== rest &&
          PLAN_WORD[language].test(rest) &&
          QUESTION_WORD.test(rest))
      ? rest
      : located !== rest && topical(located)
        ? located
        : message;
  const forWhom = kept
    .map((clause) => {
      const alone = clause.replace(FOR_THE_VISITOR[language], "");
      return language === "en" ? alone.replace(OWN_SITE, "$1 $2") : alone;
    })
    .join(". ");
  // "What plan (for a small bakery)?" asks which plan, though "plan" frames many questions.
  // "I run a gym, which plan is best?" asks which plan, though its description is all that is
  // asked when no topic is left without it.
  const described = asked !== rest && kept.length < clauses.length;
  return (forWhom !== rest || described) &&
    (topical(forWhom) ||
      PLAN_WORD[language].test(forWhom) ||
      (language === "en" && REQUESTED.test(forWhom)))
    ? { asked, forWhom }
    : { asked };
}

/**
 * A clause that details what the visitor wants built, in their own words ("an app where members
 * book classes", "a portal where our clients see their invoices"), and names no figure.
 */
const DETAIL: Record<Language, RegExp> = {
  en: /(?<=\b(?:wants?|needs?|build|make|create|develop|looking for)\s+[^.?!]*\p{L}\s+)(?:where|so that|so)\s+[^.?!\d$]*(?=[.?!]|$)/giu,
  es: /(?<=\b(?:quiero|queremos|necesito|necesitamos|construir|crear|desarrollar|busco|buscamos)\s+[^.?!]*\p{L}\s+)(?:donde|para que|de modo que)\s+[^.?!\d$]*(?=[.?!]|$)/giu,
};

/**
 * The question without its details, for when the site's words do not cover them: what is
 * asked for is what the site must cover.
 */
export function withoutDetail(text: string, language: Language): string {
  return text
    .replace(DETAIL[language], "")
    .replace(/\s+([.?!])/g, "$1")
    .trimEnd();
}

/** Whether one intent's phrasings use every one of the words ("live chat"). */
const oneIntentPhrases = (
  terms: readonly string[],
  language: Language,
  classifier: Classifier,
) =>
  (Object.keys(intentAnswers) as ChatIntentId[]).some((intent) => {
    const vocabulary = classifier.vocabulary(intent, language);
    return terms.every((term) => vocabulary.has(term));
  });

/** A sentence about something just named ("It cracked yesterday.", "They keep breaking."). */
const GOES_ON = /^\W*(it|this|that|they|these|those|he|she)\b/;

/**
 * The question of a message that also tells something ("Several of our patients are visually
 * impaired. Will the design meet accessibility standards?", "...? Trying to decide."): its one
 * sentence that asks, when the rest names nothing that may be the question's subject.
 */
export function questionAlone(
  text: string,
  language: Language,
  classifier: Classifier,
): string | undefined {
  // Clauses left out of the message are joined by full stops, which a question mark ends too.
  const sentences = text
    .trim()
    .replace(/\?(?:\s*\.)+/g, "?")
    .split(/(?<=[.!?])\s+/);
  const questions = sentences.filter((sentence) => sentence.endsWith("?"));
  // Besides it, only questions without a topic of their own, which ask about it ("Do you build
  // customer portals? We're an accounting firm... Ballpark?").
  if (sentences.length < 2 || questions.length === sentences.length)
    return undefined;
  const topical =
    questions.length === 1
      ? questions
      : questions.filter(
          (sentence) => keyTerms(sentence, language, classifier).length > 0,
        );
  const question = topical.length === 1 ? topical[0] : undefined;
  if (question === undefined) return undefined;
  const told = sentences
    .filter((sentence) => !questions.includes(sentence))
    .join(" ");
  // What it tells may be what is asked about: a figure ("a coupon for 40% off") or a name the
  // site does not give ("I'd like the Premium plan").
  // So may a sentence that goes on about the question's subject ("Can you fix my iPhone
  // screen? It cracked yesterday.").
  const asksOfItsOwn =
    askedAmounts(told).length > 0 ||
    givenNames(told).some((name) => !classifier.isTitled(name)) ||
    sentences.some(
      (sentence) => sentence !== question && GOES_ON.test(normalize(sentence)),
    );
  // "Can you fix it?" and "What does it cost?" lean on what was told, and "Can you change the
  // locks?" is too easily covered by words the site uses elsewhere: only a question with three
  // topics of its own is read alone, or with two that one intent's phrasings use together ("Can
  // I still use the live chat then?").
  const own = keyTerms(question, language, classifier);
  return !asksOfItsOwn &&
    (own.length >= 3 ||
      (own.length === 2 && oneIntentPhrases(own, language, classifier)))
    ? questions.join(" ")
    : undefined;
}

const everywhere = (pattern: RegExp) => new RegExp(pattern.source, "g");

/** The visitor's earlier questions, latest first. */
function earlierQuestions(conversation: readonly ChatMessage[]): string[] {
  return conversation
    .filter((message) => message.role === "user")
    .map((message) => message.content)
    .reverse();
}

/**
 * The question's language, and whether it is known: a short one the detector cannot place
 * follows the conversation, or is English, and may be tried in Spanish too ("Hola").
 */
function languageOf(
  message: string,
  earlier: readonly string[],
  classifier: Classifier,
): { language: Language; sure: boolean } {
  const detected = classifier.detectLanguage(message);
  if (detected) return { language: detected, sure: true };
  for (const text of earlier) {
    const language = classifier.detectLanguage(text);
    if (language) return { language, sure: false };
  }
  return { language: "en", sure: false };
}

/** The built-in answer to `message`, given the conversation before it. */
export async function planAnswer(
  message: string,
  conversation: readonly ChatMessage[] = [],
): Promise<PlannedAnswer> {
  let classifier: Classifier;
  try {
    classifier = await getClassifier();
  } catch (error) {
    // Without its classifier the assistant cannot tell what is asked: it says so.
    getLogger().error(
      { err: error },
      "the assistant answered with the fallback: its classifier is not trained",
    );
    return noAnswer("", "en");
  }
  const earlier = earlierQuestions(conversation);
  const { language, sure } = languageOf(message, earlier, classifier);
  const answer = await answerIn(language, message, earlier, classifier);
  if (sure || !answer.fallback) return answer.planned;
  // A short text in the other language ("Hola", "Gracias") is answered in it, if it can be.
  const other = await answerIn(
    language === "en" ? "es" : "en",
    message,
    earlier,
    classifier,
  );
  return other.fallback ? answer.planned : other.planned;
}

/** The answer in `language`, and whether it is the fallback. */
async function answerIn(
  language: Language,
  message: string,
  earlier: readonly string[],
  classifier: Classifier,
): Promise<{ planned: PlannedAnswer; fallback: boolean }> {
  const { fallback = false, ...planned } = await decideAnswer(
    language,
    message,
    earlier,
    classifier,
  );
  return { planned, fallback };
}

/**
 * A question read on its own, and read with the earlier one when it has no topic of its own or
 * points back to it ("what's included?", "how long does it take?").
 */
async function decideInContext(
  asked: string,
  language: Language,
  previous: string | undefined,
  classifier: Classifier,
): Promise<Decision | undefined> {
  const own = keyTerms(asked, language, classifier, { orQualifiers: false });
  const topicless = own.length === 0;
  // "How soon will I see results?" after SEO asks how soon SEO shows them.
  const asksHowLongOf =
    language === "en" && own.length <= 2 && QUANTITY.test(normalize(asked));
  const leans =
    topicless || refersBack(asked, language) || elliptical(asked, language);
  const followUp = previous !== undefined && (leans || asksHowLongOf);
  if (!followUp) {
    const alone = await decide(asked, language, classifier);
    return previous === undefined || !alone
      ? alone
      : staysOnTopic(asked, alone, language, previous, classifier);
  }
  // "What if it doesn't work out?" after a plan asks the terms that every plan has alike, and
  // "how do I reach someone to talk it over?" how to reach the business, whatever the plan.
  if ((await intentOf(previous, language, classifier))?.startsWith("plan")) {
    const alone = await decide(asked, language, classifier);
    if (/^(?:policy|contact)\./.test(alone?.intent ?? "")) return alone;
  }
  // "Which one is the most popular?" after the store packages asks about the packages: the
  // earlier question's intent is tried first.
  const earlierIntent =
    refersBack(asked, language) || (!leans && asksHowLongOf)
      ? await intentOf(previous, language, classifier)
      : undefined;
  const together = await decide(
    asked,
    language,
    classifier,
    previous,
    earlierIntent,
  );
  // "Prices?" after the hours asks for the prices, not the hours' price; after the website
  // builder, which has none, it asks the builder's.
  if (
    together &&
    !isOffer(together.answer) &&
    asksPriceNotStated(asked, language, together)
  ) {
    const alone = await decide(asked, language, classifier);
    if (alone && !asksPriceNotStated(asked, language, alone)) return alone;
  }
  // A question on how long keeps the earlier topic only if that topic's facts state a time
  // ("Where are you based?" does not).
  if (
    together &&
    !leans &&
    !together.facts.some((fact) => STATES_TIME.test(fact.text))
  )
    return decide(asked, language, classifier);
  return (
    together ??
    (topicless ? undefined : await decide(asked, language, classifier))
  );
}

/** A message that only adds a thing to the earlier question ("and blog posts?"). */
const ADDS_TO_EARLIER: Record<Language, RegExp> = {
  en: /^\W*(?:and|also|plus|what about|how about)\b(?:\s+[\p{L}'-]+){1,3}\W*$/iu,
  es: /^\W*(?:y|también|además)\b(?:\s+[\p{L}'-]+){1,3}\W*$/iu,
};

/**
 * A question with a topic of its own that the earlier question's page names ("What tools do you
 * use?" after UX design is the design tools', not the privacy policy's service providers): the
 * earlier page answers.
 */
async function staysOnTopic(
  asked: string,
  alone: Decision,
  language: Language,
  previous: string,
  classifier: Classifier,
): Promise<Decision> {
  const earlierIntent = await intentOf(previous, language, classifier);
  if (earlierIntent === undefined || earlierIntent === alone.intent)
    return alone;
  const own = keyTerms(asked, language, classifier);
  const says = (decision: Decision, part: "named" | "all") =>
    own.length > 0 &&
    own.every((term) =>
      decision.facts.some((fact) => factStems(fact)[part].has(term)),
    );
  const together = await decide(
    asked,
    language,
    classifier,
    previous,
    earlierIntent,
  );
  // ...or states it, where the page answering alone does not name it either ("how much is the
  // support plan?" after a website's support is that support, not the Starter plan's), or
  // where the question only adds to the earlier one ("and blog posts?" after Starter's social
  // posts).
  return together?.intent === earlierIntent &&
    (says(together, "named") ||
      (says(together, "all") &&
        (!says(alone, "named") || ADDS_TO_EARLIER[language].test(asked))))
    ? together
    : alone;
}

/**
 * A question of a few words with no verb of its own that leans on the earlier one ("which
 * platforms?", "what about maintenance?"). "And the most expensive?" is read on its own first.
 */
const ELLIPTICAL: Record<Language, RegExp> = {
  en: /^\W*(what about|how about|which|what|for (a|an|my|our|the))\b/,
  es: /^\W*(que tal|cual|cuales)\b/,
};
const ELLIPTICAL_WORDS = 4;

export function elliptical(text: string, language: Language): boolean {
  const words = wordsOf(text, language);
  return (
    words.length <= ELLIPTICAL_WORDS &&
    ELLIPTICAL[language].test(normalize(text)) &&
    !words.some((word) =>
      /^(is|are|do|does|can|could|will|would|should|did|have|has)$/.test(word),
    )
  );
}

/** Whether an intent's answer is about something the site offers: a service's page. */
const isOffer = (answer: IntentAnswer) =>
  answer.kind === "search" && !answer.answersPlaces;

/** Whether an English question asks for a price that the decision's facts do not state. */
const asksPriceNotStated = (
  text: string,
  language: Language,
  decision: Decision,
) =>
  language === "en" &&
  PRICE.test(normalize(text)) &&
  !decision.facts.some((fact) => fact.text.includes("$"));

/**
 * A follow-up that points at a plan by its rank from the one before it ("and the one above it?",
 * "¿y el de abajo?"): one step up or down the plans, cheapest first.
 */
const PLAN_RANK: Record<Language, { up: RegExp; down: RegExp }> = {
  en: {
    up: /\b(the )?(one|plan|tier|level|package) (above|over|up from|after) (it|that|this|that one|this one)\b|\b(the )?(next|higher|bigger|larger) (one|plan|tier|level)( up)?\b|\b(one|a) (step|tier|level) up\b|\bnext (one|plan|tier|level) up\b/,
    down: /\b(the )?(one|plan|tier|level|package) (below|under|down from|before) (it|that|this|that one|this one)\b|\b(the )?(lower|smaller) (one|plan|tier|level)\b|\b(one|a) (step|tier|level) down\b|\b(the )?(next )?(one|plan|tier|level) down\b/,
  },
  es: {
    up: /\b(el|la) (de arriba|siguiente|superior|de mas arriba)\b|\b(el|un) (plan|nivel) (superior|siguiente|de arriba|mas alto)\b/,
    down: /\b(el|la) (de abajo|inferior|anterior)\b|\b(el|un) (plan|nivel) (inferior|anterior|de abajo|mas bajo)\b/,
  },
};

/**
 * A plan called by its place among the plans ("your cheapest plan", "the top plan"): lowest,
 * middle and highest. Only "plan" is read so (packages and tiers are the store's and the app's
 * too), and only in lower case: "the Premium plan" is a name, of a plan the site does not offer.
 */
const PLACES = [
  "cheapest|lowest|lowest[ -]priced|least expensive|most affordable|smallest|basic|entry|entry[ -]level|bottom|base",
  "middle|mid|mid[ -]level|mid[ -]tier|medium|midsize|mid[ -]size",
  "top|highest|highest[ -]priced|most expensive|priciest|biggest|largest|premium|top[ -]tier|most complete",
];
const PLAN_BY_PLACE = PLACES.map(
  (place) => new RegExp(`\\b([Tt]he|[Yy]our|[Aa]|[Mm]y) (${place}) plan\\b`),
);

/** "Which plan ... the most" something: the superlative (not "the most popular"). */
const MOST_OF =
  /\b(?:which|what)(?: one)?(?: of (?:your|the))? (?:plans?|tiers?)\b(?: \w+){1,3} the (most|highest number of|largest number of|fewest|least)\b(?! (?:popular|affordable|expensive|basic|recommended|common|chosen|pricey)\b)/i;
const MOST_OF_PLAN =
  /\b(?:which|what)(?: one)?(?: of (?:your|the))? (?:plans?|tiers?)\b/i;

/** The same places said of "one", "tier" or "option", which point at a plan after one. */
const ONE_BY_PLACE = PLACES.map(
  (place) =>
    new RegExp(`\\b(the|your|a|my) (${place}) (one|tier|option|level)\\b`),
);

/**
 * The message with a plan pointed at by its rank named instead ("and the one above it?" after the
 * Pro plan reads "and the Dominate plan?"; "your cheapest plan" reads "the Starter plan"), or as
 * it is when it points at none.
 */
async function withRankNamed(
  message: string,
  language: Language,
  previous: string | undefined,
  classifier: Classifier,
): Promise<string> {
  // The plan that does the most of something is the top plan, the one that does the least the
  // cheapest ("Which plan tracks the most keywords?").
  const most = language === "en" ? MOST_OF.exec(message) : null;
  if (most) {
    const plan = /^(most|highest|largest)/i.test(most[1]!)
      ? plansByPrice.at(-1)!
      : plansByPrice[0]!;
    return message.replace(MOST_OF_PLAN, `the ${plan.name} plan`);
  }
  const place =
    language === "en"
      ? PLAN_BY_PLACE.findIndex((pattern) => pattern.test(message))
      : -1;
  if (place >= 0)
    return message.replace(
      PLAN_BY_PLACE[place]!,
      `the ${plansByPrice[(place * (plansByPrice.length - 1)) / 2]!.name} plan`,
    );
  if (previous === undefined) return message;
  const text = normalize(message);
  // A plan weighed against the one asked about before is weighed against that one ("How does
  // it compare to Pro?" after Dominate).
  const namedNow = planNamePatterns.filter((pattern) => pattern.test(text));
  if (language === "en" && namedNow.length === 1 && WEIGHS.test(text)) {
    const before = await decidedEarlier(previous, language, classifier);
    const earlier = before
      ? plansByPrice[PLAN_INTENTS.indexOf(before.intent)]
      : undefined;
    if (
      earlier &&
      !namedNow.includes(planNamePatterns[plans.indexOf(earlier)]!)
    )
      return `${message.replace(/[?.!\s]*$/, "")} and ${earlier.name}?`;
  }
  // After a plan, "the top one" is the top plan.
  const placeOfOne =
    language === "en"
      ? ONE_BY_PLACE.findIndex((pattern) => pattern.test(text))
      : -1;
  if (placeOfOne >= 0) {
    const before = await decidedEarlier(previous, language, classifier);
    if (before && /^plans?\./.test(before.intent))
      return text.replace(
        ONE_BY_PLACE[placeOfOne]!,
        `the ${plansByPrice[(placeOfOne * (plansByPrice.length - 1)) / 2]!.name} plan`,
      );
  }
  const { up, down } = PLAN_RANK[language];
  const step = up.test(text) ? 1 : down.test(text) ? -1 : 0;
  if (step === 0) return message;
  const before = await decidedEarlier(previous, language, classifier);
  const rank = before ? PLAN_INTENTS.indexOf(before.intent) : -1;
  const pointed = rank < 0 ? undefined : plansByPrice[rank + step];
  if (!pointed) return message;
  const name =
    language === "es" ? `el plan ${pointed.name}` : `the ${pointed.name} plan`;
  return text.replace(step > 0 ? up : down, name);
}

/** The readings of a question: as written, without whom it is for, and without its detail. */
function otherReadings(
  message: string,
  language: Language,
  classifier: Classifier,
): string[] {
  const { asked, forWhom } = withoutSelfDescription(
    message,
    language,
    classifier,
  );
  return [
    ...new Set([
      message,
      ...(forWhom === undefined ? [] : [forWhom]),
      withoutDetail(asked, language),
    ]),
  ];
}

/**
 * The readings of the earlier question, the one it was answered in first ("I need a website"
 * for "I need a website for my law office"): what a follow-up leans on.
 */
async function answeredReadings(
  previous: string,
  language: Language,
  classifier: Classifier,
): Promise<string[]> {
  const readings = otherReadings(previous, language, classifier);
  for (const reading of readings)
    if (await decide(reading, language, classifier))
      return [reading, ...readings.filter((other) => other !== reading)];
  return readings;
}

/** The earlier question as decided, in the first of its readings that decides it. */
async function decidedEarlier(
  previous: string,
  language: Language,
  classifier: Classifier,
): Promise<Decision | undefined> {
  for (const reading of otherReadings(previous, language, classifier)) {
    const decision = await decide(reading, language, classifier);
    if (decision) return decision;
  }
  return undefined;
}

/** A monthly budget the visitor has ("I have about $500 a month", "tengo $300 al mes"). */
const MONTHLY_BUDGET: Record<Language, RegExp> = {
  en: /\b(?:budget|have|got|spend|afford|pay|put in|set aside|work with|up to|under|at most|max(?:imum)?)\b[^.?!$]{0,40}\$\s?(\d[\d,]*)\s*(?:\/|a|per|each)\s*mo(?:nth)?\b/,
  es: /\b(?:presupuesto|tengo|tenemos|gastar|pagar|hasta|menos de|m[aá]ximo)\b[^.?!$]{0,40}\$\s?(\d[\d,]*)\s*(?:al|por|cada) mes\b/,
};
/** A question on what that budget buys ("What's the most I can get for that?", "which plan?"). */
const BUDGET_QUESTION: Record<Language, RegExp> = {
  en: /\b(?:which|what)\b[^.?!]*\b(?:plan|package|tier|get|recommend|afford|best|buy)\b|\bthe most\b|\benough\b/,
  es: /\b(?:qu[eé]|cu[aá]l)\b[^.?!]*\b(?:plan|conviene|recomiend\w*|alcanza|puedo)\b|\balcanza\b/,
};

/**
 * For a question on what a monthly budget buys, the plan it buys: the dearest plan within it,
 * or, below the cheapest, the plans and their prices.
 */
function planWithin(message: string, language: Language): string | undefined {
  const text = normalize(message);
  const [, amount] = MONTHLY_BUDGET[language].exec(text) ?? [];
  if (amount === undefined || !BUDGET_QUESTION[language].test(text))
    return undefined;
  const budget = Number(amount.replace(/,/g, ""));
  const plan = plansByPrice.findLast((each) => each.monthlyPrice <= budget);
  if (language === "es")
    return plan
      ? `¿cuánto cuesta el plan ${plan.name}?`
      : "¿cuánto cuestan sus planes?";
  return plan ? `how much is the ${plan.name} plan?` : "what are your prices?";
}

/** The answer in `language`: the steps of the module's comment. */
async function decideAnswer(
  language: Language,
  message: string,
  earlier: readonly string[],
  classifier: Classifier,
): Promise<PlannedAnswer & { fallback?: boolean }> {
  const text = lower(message);
  // An attempt to change the rules is not tried in another language either.
  if (MANIPULATION.test(text) || (language === "en" && NOT_TO_SHARE.test(text)))
    // It is told no offer in particular: the plans as they are.
    return noAnswer(message, language, { tellsOffer: false });

  const handoff = language === "en" ? detectHandoff(message) : undefined;
  if (handoff === "support") return handoffReply("support", "en");
  // What is said in parentheses is an aside ("Our app is basically done (built by my nephew)
  // but..."): the message is read without it, when it still names a topic.
  const withoutAsides = message.replace(/\s*\([^()]*\)/g, "");
  if (
    withoutAsides !== message &&
    keyTerms(withoutAsides, language, classifier).length > 0
  )
    return decideAnswer(language, withoutAsides, earlier, classifier);
  // "Hola, ¿cuáles son los precios?" greets, then asks: the question is answered.
  const greeted = GREETED.exec(message)?.[0];
  if (greeted) {
    const question = message.slice(greeted.length);
    if (keyTerms(question, language, classifier).length > 0)
      return decideAnswer(language, question, earlier, classifier);
  }
  const { asked, forWhom } = withoutSelfDescription(
    await withRankNamed(message, language, earlier[0], classifier),
    language,
    classifier,
  );
  const plain = withoutDetail(asked, language);
  const alone = questionAlone(asked, language, classifier);
  const affordable = planWithin(message, language);
  const readings = [
    ...(affordable === undefined ? [] : [affordable]),
    asked,
    ...(forWhom === undefined ? [] : [forWhom]),
    ...(plain === asked ? [] : [plain]),
    ...(alone === undefined ? [] : [alone]),
    // "For a bakery?" after a question asks that question for a bakery: the earlier one.
    ...(earlier.length > 0 && ONLY_FOR_WHOM[language].test(normalize(asked))
      ? [""]
      : []),
  ];
  // A follow-up is read with the earlier question as written, then as it may have been
  // answered: without whom it was for ("an app for my gym") or its detail.
  const previous = earlier[0];
  let decision: Decision | undefined;
  for (const before of previous === undefined
    ? [undefined]
    : await answeredReadings(previous, language, classifier)) {
    for (const reading of readings) {
      decision = await decideInContext(reading, language, before, classifier);
      if (decision) break;
    }
    if (decision) break;
  }

  if (!decision) {
    // Without a topic besides the words that ask for a person or a quote, the hand-off is the
    // answer; a request about something the site does not offer gets the fallback.
    const rest = withoutVisitorDetails(lower(asked), message)
      .replace(everywhere(PERSON), " ")
      .replace(everywhere(LEAD), " ");
    if (handoff && keyTerms(rest, language, classifier).length === 0)
      return handoffReply(handoff, "en");
    // What is asked besides the person may be answered ("I need to talk to a human. What
    // number do I call?").
    const besides =
      handoff && rest.trim() !== lower(asked).trim()
        ? await decideInContext(rest, language, earlier[0], classifier)
        : undefined;
    if (besides) return englishAnswer(besides, message, handoff);
    return { ...noAnswer(message, language), fallback: true };
  }
  return language === "es"
    ? spanishAnswer(decision, message)
    : englishAnswer(decision, message, handoff);
}
