/**
 * The assistant's built-in answer (product.md D8): what the visitor wants (a greeting, a person,
 * one of the widget's quick questions) and, for a question, the site's facts that answer it,
 * found with a full-text search over `knowledge.server.ts`. An answer quotes those facts and
 * links their pages; when none answers well enough it says so and points to the free audit and
 * the contact page. It never writes a figure of its own.
 */
import MiniSearch, { type SearchResult } from "minisearch";
import { chatAnswers, type ChatLink } from "#app/content/chat-answers.ts";
import type { ChatMessage, HandoffKind } from "./schema.ts";
import { getFacts, type Fact } from "./knowledge.server.ts";

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
/** Facts quoted in one answer, at most, and the length they may add up to past the first. */
const MAX_FACTS = 3;
const MAX_QUOTED_LENGTH = 1100;
/** Below this search score a fact does not answer the question. */
const MIN_SCORE = 4;
/**
 * A second fact is quoted only if it scores at least this share of the best one, a third only
 * with a share this much higher: a close second often completes the answer, a distant one strays.
 */
const RELATIVE_SCORE = 0.6;
const RELATIVE_SCORE_STEP = 0.15;
/** A term found in more than this share of the facts says little about what is asked. */
const COMMON_TERM_SHARE = 0.06;
/** Earlier questions considered for a follow-up ("how much is it?"), and their weight. */
const CONTEXT_MESSAGES = 2;
const CONTEXT_BOOST = 0.5;
/** An earlier question's word found in more than this share of the facts is no topic. */
const CONTEXT_TERM_SHARE = 0.2;
/** Words that stand for another, and the weight of the stand-in. */
const SYNONYM_BOOST = 0.5;
/**
 * Words that name no topic of their own beside another word ("e-commerce services", "work
 * with dentists"): left out of the search then.
 */
const WEAK_TERMS = new Set([
  "service",
  "work",
  "help",
  "business",
  "company",
  "option",
  "detail",
  "info",
  "information",
]);
/** A page's summary answers "tell me about X" better than one of its details. */
const OVERVIEW_BOOST = 1.6;

// Words that carry no topic of their own ("offer": "do you offer X?" is about X).
const STOP_WORDS = new Set(
  (
    "a about above after again all also am an and any anything are as at be been before " +
    "being between both but by can could currently d did do does doing done each else " +
    "ever for from get gets getting give go going got had has have having he her here " +
    "hers him his how i if in into is it its itself just know let like ll m many me more " +
    "most much my need no nor not now of off offer offers ok okay on once one only or " +
    "other our ours out over own please provide provides re really right s same say she " +
    "should so some something such t tell than thank thanks that the their them then " +
    "there these they thing things this those through to today too under until up us ve " +
    "very want was way we well were what whats when where which while who whom why will " +
    "with would you your yours yourself"
  ).split(" "),
);

/** Words that ask for a price, whatever the topic. */
const PRICE_TERMS = new Set([
  "cost",
  "price",
  "pricing",
  "fee",
  "charge",
  "expensive",
  "cheap",
  "afford",
  "budget",
]);

/** Query words and the words the site uses for them. */
const SYNONYMS: Record<string, readonly string[]> = {
  cost: ["price"],
  price: ["cost"],
  pricing: ["price", "cost"],
  fee: ["price", "cost"],
  charge: ["price", "cost"],
  expensive: ["price", "cost"],
  cheap: ["price", "cost"],
  afford: ["price", "cost"],
  budget: ["price", "cost"],
  refund: ["money", "guarantee"],
  cancel: ["contract", "month"],
  cancellation: ["contract", "month"],
  commitment: ["contract"],
  open: ["hour"],
  opening: ["hour"],
  closed: ["hour"],
  weekend: ["hour"],
  call: ["phone"],
  telephone: ["phone"],
  located: ["location", "based"],
  location: ["based"],
  area: ["serve"],
  shop: ["store", "ecommerce"],
  store: ["ecommerce"],
  iphone: ["mobile", "app"],
  android: ["mobile", "app"],
  site: ["website"],
  google: ["search"],
  onboarding: ["setup"],
  dmv: ["local", "washington", "maryland", "virginia"],
  dc: ["washington"],
  nova: ["virginia"],
};

/** Lower case, one spelling for "e-commerce", numbers without thousands separators. */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\be-?commerce\b/g, "ecommerce")
    .replace(/(\d),(?=\d{3}\b)/g, "$1");
}

function tokenize(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 1 || /\d/.test(token));
}

/** A light plural stemmer: "plans" and "plan", "businesses" and "business" meet. */
function stem(term: string): string {
  if (term.length <= 3 || /\d/.test(term)) return term;
  if (term.endsWith("ies") && term.length > 4) return `${term.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(term)) return term;
  if (/(sses|ches|shes|xes)$/.test(term)) return term.slice(0, -2);
  if (term.endsWith("s")) return term.slice(0, -1);
  return term;
}

const processTerm = (term: string) =>
  STOP_WORDS.has(term) ? null : stem(term);

interface Index {
  search: MiniSearch<Fact>;
  facts: ReadonlyMap<string, Fact>;
  /** How many facts hold each term, as looked up. */
  frequency: Map<string, number>;
}

let index: Index | undefined;

/** The facts' search index, built once per process. */
function getIndex(): Index {
  if (!index) {
    const facts = getFacts();
    const search = new MiniSearch<Fact>({
      fields: ["title", "text", "keywords"],
      extractField: (fact, field) =>
        field === "keywords"
          ? fact.keywords.join(" ")
          : (fact[field as keyof Fact] as string),
      tokenize,
      processTerm,
      searchOptions: {
        boost: { title: 2, keywords: 1.5 },
        // Short words match only as typed: "pro" is not "process".
        prefix: (term) => term.length >= 4 && !/\d/.test(term),
        // One typo in a longer word: "pricng" is "pricing", "plumbing" is not "climbing".
        fuzzy: (term) => (term.length >= 5 && !/\d/.test(term) ? 1 : false),
      },
    });
    search.addAll(facts);
    index = {
      search,
      facts: new Map(facts.map((fact) => [fact.id, fact])),
      frequency: new Map(),
    };
  }
  return index;
}

/** How many facts hold the term as it is, or (`prefix`) a word that starts with it. */
function frequencyOf(
  term: string,
  { search, frequency }: Index,
  { prefix = false }: { prefix?: boolean } = {},
): number {
  const key = `${prefix ? "prefix" : "exact"}:${term}`;
  let count = frequency.get(key);
  if (count === undefined) {
    count = search.search(term, {
      prefix: prefix && term.length >= 4,
      fuzzy: false,
      processTerm: (value) => value,
    }).length;
    frequency.set(key, count);
  }
  return count;
}

/** A term of the search, and the word of the question it stands for. */
interface QueryTerm {
  term: string;
  /** The visitor's own word in the current question; undefined for context. */
  origin?: string;
  boost: number;
  /** The answer must match one of the terms so marked (the topic of "how much is it?"). */
  required?: boolean;
}

/** The processed terms of a text. */
function termsOf(text: string): string[] {
  return tokenize(text).flatMap((token) => processTerm(token) ?? []);
}

/** The question's own words that name a topic: neither weak words nor price words. */
function topicalTerms(message: string): string[] {
  return termsOf(message).filter(
    (term) => !WEAK_TERMS.has(term) && !PRICE_TERMS.has(term),
  );
}

function queryTerms(
  message: string,
  context: readonly string[],
  idx: Index,
): QueryTerm[] {
  const terms = new Map<string, QueryTerm>();
  const add = (term: string, boost: number, origin?: string) => {
    const known = terms.get(term);
    if (!known || known.boost < boost)
      terms.set(term, { term, boost, origin: origin ?? known?.origin });
  };
  const words = termsOf(message);
  const searched = words.filter((term) => !WEAK_TERMS.has(term));
  // "How much does it cost?" asks about the earlier topic: price words name none.
  const topical = topicalTerms(message);
  for (const term of searched.length > 0 ? searched : words) {
    add(term, 1, term);
    for (const synonym of SYNONYMS[term] ?? [])
      add(synonym, SYNONYM_BOOST, term);
  }
  // Only an earlier question's topic carries over ("e-commerce"), not its common words; it
  // weighs less than the question's own words, unless the question has none ("how much is it?").
  const common = idx.facts.size * CONTEXT_TERM_SHARE;
  const weight = topical.length > 0 ? CONTEXT_BOOST : 1;
  context.forEach((text, age) => {
    for (const term of termsOf(text))
      if (!WEAK_TERMS.has(term) && frequencyOf(term, idx) <= common)
        add(term, weight / (age + 1));
  });
  if (topical.length === 0)
    for (const term of terms.values()) term.required = !term.origin;
  return [...terms.values()];
}

const lower = (text: string) => normalize(text).replace(/\s+/g, " ").trim();

// What the visitor wants, besides an answer.
const GREETING =
  /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening))( there)?( !|[!.,])*$/;
const THANKS =
  /^((ok(ay)?|great|perfect|awesome|cool|got it)[,!. ]*)?(thanks|thank you|thx|ty|cheers)( (so|very) much)?( for (your|the) help)?[!. ]*$/;
/** Attempts to change the assistant's rules: answered like any unknown question. */
const MANIPULATION =
  /\b(ignore|disregard|forget) (all |any |the |your |my |previous |prior |above )*(instructions|rules|prompt|guidelines)|\bsystem prompt\b|\bjailbreak\b|\bpretend (to be|you are)\b|\byou are now\b/;
const PERSON =
  /\b(human|real person|a person|someone|somebody|anyone|representative|sales (team|person|people)|team member|your team|staff|talk to|speak (to|with)|call me|call me back|contact me|reach me|get in touch|email me)\b/;
/** Wanting a call, a quote, an audit or to sign up. */
const LEAD =
  /\b(quote|estimate|proposal|consultation|strategy call|demo|sign ?up|sign me up|subscribe|get started|hire you|work with you|book a call|schedule a call)\b|\b(want|like|need|get|book|request|schedule|start)\b.{0,30}\baudit\b/;
/** Something wrong, or an existing customer's own account. */
const PROBLEM =
  /\b(problem|issue|not working|(doesn't|does not|isn't|is not|won't|can't|cannot) (work|log ?in|sign ?in|post|load)|broken|bug|error|charged twice|wrongly charged)\b/;
const ACCOUNT =
  /\b(my (account|agent|subscription|dashboard|billing|invoice|bill|login|password)|existing (client|customer|account))\b/;
const PRICE =
  /\bhow much\b|\bprices?\b|\bpricing\b|\bcosts?\b|\bfees?\b|\bcharge\b|\bexpensive\b|\bcheap(er|est)?\b|\bafford|\bbudget\b|\$/;
/** "How many posts", "how long": best answered by a fact with a figure. */
const QUANTITY = /\bhow (many|often|long|soon)\b/;
const FOLLOW_UP = /\b(it|that|this|they|them|those|these|one)\b/;
/** The widget's three quick questions (spec §2). */
const AGENTS_WORK =
  /\bhow (do|does|will|would)\b.*\b(ai|agents?|it|this|your service)\b.*\bwork|\bwhat (does|do|can|will) (an |the |my |your )?(ai )?(marketing )?agents? do\b/;
const ROI =
  /\broi\b|\breturn on (my |the |your )?investment\b|\bworth (it|the (money|cost|investment))\b|\bwhat results\b/;
const DMV_EXPERTISE =
  /\b(dmv|local|dc|washington|maryland|virginia|nova)\b.*\b(market|expertise|expert|experience|know)|\b(market|local) (expertise|knowledge)\b/;

/** Facts that answer the quick questions, by id, before any search. */
const quickAnswers = {
  agentsWork: ["how-it-works:overview", "how-it-works:setup"],
  roi: [
    "pricing:freelancer",
    "learning-center:seo-results",
    "pricing:guarantee",
  ],
  dmvExpertise: ["home:local-expertise", "about:local-team"],
} as const;

/**
 * Which hand-off to offer: "support" for a problem, or a person asked for about the visitor's
 * own account; "lead" for a person, a call, a quote, an audit or signup.
 */
export function detectHandoff(message: string): HandoffKind | undefined {
  const text = lower(message);
  const person = PERSON.test(text);
  if (PROBLEM.test(text) || (person && ACCOUNT.test(text))) return "support";
  if (person || LEAD.test(text)) return "lead";
  return undefined;
}

const everywhere = (pattern: RegExp) => new RegExp(pattern.source, "g");

/**
 * The figures of a text: "$5000" for an amount, "50%" for a share, "50" for a bare number
 * (thousands separators removed).
 */
const figuresOf = (text: string) =>
  new Set(normalize(text).match(/\$?\d+(\.\d+)?%?/g) ?? []);

/** Whether the facts state the question's figure: a bare number may be of any kind. */
function statesFigure(figure: string, stated: ReadonlySet<string>): boolean {
  if (stated.has(figure)) return true;
  return (
    /^\d/.test(figure) &&
    !figure.endsWith("%") &&
    (stated.has(`$${figure}`) || stated.has(`${figure}%`))
  );
}

/** Words shared by two texts, as a share of the shorter one: near-copies quote one fact twice. */
function overlap(a: string, b: string): number {
  const left = new Set(termsOf(a));
  const right = new Set(termsOf(b));
  let shared = 0;
  for (const term of left) if (right.has(term)) shared++;
  return shared / Math.max(1, Math.min(left.size, right.size));
}

interface Found {
  facts: Fact[];
  /** Whether the search found what the question is about (see `isOnTopic`). */
  onTopic: boolean;
}

/**
 * Whether the results answer the question itself: every word of the question the site does
 * not know (by itself or a stand-in), such as "plumbing" or "platinum", must leave some other
 * distinctive word that the best fact matches; otherwise the fact only shares common words
 * ("services", "plan") with the question.
 */
function isOnTopic(terms: QueryTerm[], results: SearchResult[], idx: Index) {
  // Known: a fact holds the word (or one that starts with it) or a stand-in for it. A typo's
  // near match is not enough to call a word known.
  const found = new Set(
    terms
      .filter(
        (term) =>
          term.origin && frequencyOf(term.term, idx, { prefix: true }) > 0,
      )
      .map((term) => term.origin),
  );
  const own = terms.filter((term) => term.origin === term.term);
  const unknown = own.filter((term) => !found.has(term.term));
  if (unknown.length === 0) return true;
  const best = results[0];
  if (!best) return false;
  const common = idx.facts.size * COMMON_TERM_SHARE;
  return best.queryTerms.some((term) => {
    const origin = terms.find((candidate) => candidate.term === term)?.origin;
    return origin === term && frequencyOf(term, idx) <= common;
  });
}

function search(
  message: string,
  context: readonly string[],
  { price, quantity }: { price: boolean; quantity: boolean },
): Found {
  const idx = getIndex();
  const terms = queryTerms(message, context, idx);
  if (terms.length === 0) return { facts: [], onTopic: false };
  const boosts = new Map(terms.map((term) => [term.term, term.boost]));
  const results = idx.search.search(terms.map((term) => term.term).join(" "), {
    processTerm: (term) => term,
    boostTerm: (term) => boosts.get(term) ?? 1,
    boostDocument: (id: string) => {
      const fact = idx.facts.get(id);
      // A page's summary answers "do you do X?" better than one of its details, and a price
      // question is best answered by a fact that states one.
      return (
        (id.endsWith(":overview") ? OVERVIEW_BOOST : 1) *
        (price && fact?.text.includes("$") ? 2 : 1) *
        (quantity && fact && /\d/.test(fact.text) ? 1.5 : 1)
      );
    },
  });
  // The answer to "how much is it?" is about the earlier topic; and when the question names
  // something few facts mention ("starter", "TikTok"), it is among those facts.
  const common = idx.facts.size * COMMON_TERM_SHARE;
  const required = new Set(
    terms
      .filter((term) =>
        terms.some((other) => other.required)
          ? term.required
          : term.origin === term.term && frequencyOf(term.term, idx) <= common,
      )
      .map((term) => term.term),
  );
  const matchesRequired = (result: SearchResult) =>
    result.queryTerms.some((term) => required.has(term));
  const relevant = results.some(matchesRequired)
    ? results.filter(matchesRequired)
    : results;
  const best = relevant[0];
  if (!best || best.score < MIN_SCORE) return { facts: [], onTopic: false };

  const chosen: Fact[] = [];
  let length = 0;
  for (const result of relevant) {
    if (chosen.length >= MAX_FACTS) break;
    const share = RELATIVE_SCORE + RELATIVE_SCORE_STEP * (chosen.length - 1);
    if (chosen.length > 0 && result.score < best.score * share) break;
    const fact = idx.facts.get(result.id as string);
    if (!fact || chosen.some((other) => overlap(other.text, fact.text) > 0.6))
      continue;
    if (chosen.length > 0 && length + fact.text.length > MAX_QUOTED_LENGTH)
      continue;
    chosen.push(fact);
    length += fact.text.length;
  }
  return { facts: chosen, onTopic: isOnTopic(terms, relevant, idx) };
}

function linksOf(facts: readonly Fact[], extra: readonly ChatLink[] = []) {
  const links: ChatLink[] = [];
  for (const link of [...facts.map((fact) => fact.source), ...extra])
    if (!links.some((known) => known.href === link.href))
      links.push({ label: link.label, href: link.href });
  return links.slice(0, MAX_LINKS);
}

/** An answer made of facts, between an opening and a closing sentence. */
function quote(
  facts: readonly Fact[],
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
  const response = [intro, ...facts.map((fact) => fact.text), outro]
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

/** The honest "I don't know", with the plan list when the question was about a plan. */
function noAnswer(message: string): PlannedAnswer {
  const plansFact = getIndex().facts.get("pricing:plans");
  if (plansFact && /\b(plans?|packages?|tiers?)\b/.test(lower(message)))
    return quote([plansFact], {
      intro: chatAnswers.unknownPlan,
      extraLinks: chatAnswers.noAnswerLinks,
    });
  return reply(chatAnswers.noAnswer, { links: chatAnswers.noAnswerLinks });
}

function factsById(ids: readonly string[]): Fact[] {
  const { facts } = getIndex();
  return ids.flatMap((id) => facts.get(id) ?? []);
}

/** The questions the visitor asked before this one, latest first. */
function earlierQuestions(conversation: readonly ChatMessage[]): string[] {
  return conversation
    .filter((message) => message.role === "user")
    .slice(-CONTEXT_MESSAGES)
    .reverse()
    .map((message) => message.content);
}

/** The built-in answer to `message`, given the conversation before it. */
export function planAnswer(
  message: string,
  conversation: readonly ChatMessage[] = [],
): PlannedAnswer {
  const text = lower(message);
  if (MANIPULATION.test(text)) return noAnswer("");
  if (GREETING.test(text)) return reply(chatAnswers.greeting);
  if (THANKS.test(text)) return reply(chatAnswers.thanks);

  const handoff = detectHandoff(message);
  if (handoff === "support")
    return reply(chatAnswers.handoff.support, { offerHandoff: handoff });

  const quick = AGENTS_WORK.test(text)
    ? { facts: quickAnswers.agentsWork }
    : ROI.test(text)
      ? { facts: quickAnswers.roi, intro: chatAnswers.roiIntro }
      : DMV_EXPERTISE.test(text)
        ? { facts: quickAnswers.dmvExpertise }
        : undefined;
  const quickFacts = quick ? factsById(quick.facts) : [];
  if (quick && quickFacts.length > 0)
    return quote(quickFacts, {
      intro: quick.intro,
      ...(handoff && {
        outro: chatAnswers.handoff.lead,
        offerHandoff: handoff,
      }),
    });

  const price = PRICE.test(text);
  // A question without a topic of its own, or one that says "it" or "that", continues the
  // earlier ones.
  const followUp =
    topicalTerms(message).length === 0 || FOLLOW_UP.test(text)
      ? earlierQuestions(conversation)
      : [];
  // The words that ask for a person or a quote are not the question's topic.
  const topic = handoff
    ? text.replace(everywhere(PERSON), " ").replace(everywhere(LEAD), " ")
    : message;
  const found = search(topic, followUp, {
    price,
    quantity: QUANTITY.test(text),
  });
  // A figure the facts do not state ("a refund for 2 years", "50% off") is not answered.
  const stated = figuresOf(found.facts.map((fact) => fact.text).join(" "));
  const unstatedFigure = [...figuresOf(message)].some(
    (figure) => !statesFigure(figure, stated),
  );

  if (found.facts.length === 0 || !found.onTopic || unstatedFigure) {
    if (handoff)
      return reply(chatAnswers.handoff.lead, { offerHandoff: handoff });
    return noAnswer(message);
  }
  const statesPrice = found.facts.some((fact) => fact.text.includes("$"));
  return quote(found.facts, {
    ...(handoff
      ? { outro: chatAnswers.handoff.lead, offerHandoff: handoff }
      : price && !statesPrice
        ? { outro: chatAnswers.noPrice, extraLinks: chatAnswers.noPriceLinks }
        : {}),
  });
}
