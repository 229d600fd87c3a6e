/**
 * What a question asks (decision 0023): an NLP.js intent classifier trained on the phrasings of
 * `content/chat-intents.ts`, English and Spanish side by side, with the plans' and services' names
 * added from the catalogues. Below its threshold, or for no intent, a question is "none". It also
 * knows each intent's own words, for the key-term check of `answer.server.ts`, and mends a
 * mistyped word into one it knows. The language comes from `eld`.
 *
 * Training takes a fraction of a second; it runs once per process, in the background after the
 * server listens (`prepareClassifier`), or on the first question if that comes first.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { containerBootstrap } from "@nlpjs/core";
import { LangEn } from "@nlpjs/lang-en-min";
import { LangEs } from "@nlpjs/lang-es";
import { Nlp, type NlpInstance } from "@nlpjs/nlp";
import {
  chatIntentPhrasings,
  chatNamePhrasings,
  type ChatIntentId,
} from "#app/content/chat-intents.ts";
import { plans } from "#app/content/plans.ts";
import {
  intentAnswers,
  intentsQuoting,
  inPool,
  isWorkExample,
  isAskedOnly,
  spanishAnswers,
  spanishText,
} from "./intents.server.ts";
import { acronymOf, getFacts, type Fact } from "./knowledge.server.ts";
import {
  editDistance,
  isDictionaryWord,
  isEnglishWord,
  rootOf,
  isStopWord,
  longStopWordsEn,
  normalize,
  stem,
  wordsOf,
  type Language,
} from "./text.server.ts";

/**
 * Intents scoring below this are not what a question asks: a question none reaches is "none".
 * Those above it are tried best first, and the first whose facts cover the question answers.
 */
export const CLASSIFIER_THRESHOLD = 0.25;
/** Candidate intents tried, at most. */
const MAX_CANDIDATES = 3;
/** A word in the phrasings of this many intents frames a question rather than naming its topic. */
const FRAMING_INTENTS = 6;
/** A word in the phrasings of this many intents or fewer names their topic. */
const DISTINCTIVE_INTENTS = 2;
/** Mistyped words this long or longer are mended, by one edit, or two from this length. */
const MEND_MIN_LENGTH = 5;
const MEND_TWO_EDITS_LENGTH = 8;
/** Shorter ones, from this length, only when a letter is left out of one word alone. */
const MEND_SHORT_LENGTH = 3;
/** From this length, a letter added or changed is mended too. */
const MEND_LONG_WORD = 7;

export interface Classification {
  intent: ChatIntentId;
  score: number;
}

export interface Classifier {
  /** The intents the text may ask, best first; none when it is like no intent. */
  classify(text: string, language: Language): Promise<Classification[]>;
  /** The stems of the intent's phrasings. */
  vocabulary(intent: ChatIntentId, language: Language): ReadonlySet<string>;
  /**
   * The stem as the site knows it: a stem the site does not use, whose start (four letters or
   * more, at most three fewer) is one it does, stands for that one ("slowli" for "slow"); any
   * other is itself.
   */
  known(stemmed: string, language: Language): string;
  /** Whether the site uses the stem at all, in a phrasing or a fact. */
  isKnown(stemmed: string, language: Language): boolean;
  /** Whether some intent's phrasings use the stem. */
  isPhrased(stemmed: string, language: Language): boolean;
  /**
   * Whether a stem names the topic of one or two intents, as a title of the site does ("UX",
   * "downgrade"), rather than being a word any question may use ("project"); the Spanish answers
   * have no titles, so no Spanish word is.
   */
  isDistinctive(stemmed: string, language: Language): boolean;
  /** Whether a stem is a word of the title of one of the site's facts (English only). */
  isTitled(stemmed: string): boolean;
  /** Whether a stem frames questions of many intents ("much", "include", "plan"). */
  isFraming(stemmed: string, language: Language): boolean;
  /** The text with mistyped words mended into words the phrasings use. */
  mend(text: string, language: Language): { text: string };
  /** The question's language, when a detector can tell. */
  detectLanguage(text: string): Language | undefined;
}

/** Phrasings of each intent, per language. */
type Phrasings = Record<Language, Map<ChatIntentId, string[]>>;

const noPhrasings = (): Phrasings => ({ en: new Map(), es: new Map() });

/** The training phrasings of each intent, per language. */
export function trainingPhrasings(): Phrasings {
  const phrasings = noPhrasings();
  const add = (
    language: Language,
    intent: ChatIntentId,
    texts: readonly string[],
  ) => {
    const list = phrasings[language].get(intent) ?? [];
    list.push(...texts);
    phrasings[language].set(intent, list);
  };
  for (const [intent, texts] of Object.entries(chatIntentPhrasings)) {
    add("en", intent as ChatIntentId, texts.en);
    if ("es" in texts) add("es", intent as ChatIntentId, texts.es);
  }
  const named = (templates: readonly string[], names: readonly string[]) =>
    names.flatMap((name) =>
      templates.map((template) => template.replaceAll("{name}", name)),
    );
  for (const plan of plans) {
    const names = [
      plan.name,
      plan.id,
      plan.catalogName,
      String(plan.monthlyPrice),
    ];
    const intent = `plan.${plan.id}` as ChatIntentId;
    add("en", intent, named(chatNamePhrasings.plan.en, names));
    add("es", intent, named(chatNamePhrasings.plan.es, names));
  }
  for (const language of ["en", "es"] as const)
    for (const [intent, texts] of planTermsPhrasings()[language])
      add(language, intent, texts);
  // The titles of the facts each intent quotes (a page's headings, its FAQ's questions), when
  // no other intent quotes them.
  const facts = getFacts();
  // Only titles that say what is asked or offered: a FAQ's question, a page's heading, a
  // priced offer's name; not a benefit's slogan ("No contracts").
  const titled = (fact: Fact) =>
    fact.title.endsWith("?") ||
    /:(overview|summary)$/.test(fact.id) ||
    /\b(Price|Platform pricing):/.test(fact.text);
  for (const fact of facts) {
    const [owner, ...others] = intentsQuoting(fact.id, () =>
      facts.map((known) => known.id),
    );
    if (owner && others.length === 0 && titled(fact))
      add("en", owner, [fact.title.replace(/\s*\(.*\)$/, "")]);
  }
  // The catalogue's priced offers and platforms, by name, under their page's intent.
  for (const [intent, answer] of Object.entries(intentAnswers)) {
    if (answer.kind !== "search") continue;
    const names = facts
      .filter((fact) => inPool(answer.pool, fact.id))
      .filter((fact) => /\b(Price|Platform pricing):/.test(fact.text))
      .map((fact) => fact.title.replace(/\s*\(.*\)$/, ""))
      // And by its initials ("PWA").
      .flatMap((name) => [name, acronymOf(name) ?? []].flat());
    add(
      "en",
      intent as ChatIntentId,
      named(chatNamePhrasings.service.en, names),
    );
  }
  return phrasings;
}

/**
 * The phrasings of the terms every plan shares, asked of each plan by name and id ("can I
 * upgrade to Dominate?"). They teach the terms' intents that a plan's name may come with them;
 * they do not make a plan's name a word that frames many intents' questions.
 */
export function planTermsPhrasings(): Phrasings {
  const phrasings = noPhrasings();
  for (const [intent, templates] of Object.entries(chatNamePhrasings.planTerms))
    for (const language of ["en", "es"] as const)
      phrasings[language].set(
        intent as ChatIntentId,
        plans.flatMap((plan) =>
          templates[language].flatMap((template) =>
            [plan.name, plan.id].map((name) =>
              template.replaceAll("{name}", name),
            ),
          ),
        ),
      );
  return phrasings;
}

const stemsOf = (text: string, language: Language) =>
  wordsOf(text, language)
    .filter((word) => !isStopWord(word, language))
    .map((word) => stem(word, language));

/** NLP.js's defaults for every language's classifier, without its training log. */
const NLU_SETTINGS = {
  keepStopwords: true,
  nonefeatureValue: 1,
  nonedeltaMultiplier: 1.2,
  spellCheck: false,
  spellCheckDistance: 1,
  filterZeros: true,
  log: false,
};
const NLP_SETTINGS = {
  autoSave: false,
  autoLoad: false,
  calculateSentiment: false,
  log: false,
  threshold: 0,
};

/**
 * Trains the classifier in a worker thread, so that the second or so it takes never holds up a
 * page, and returns the trained model (NLP.js's export). The worker loads NLP.js from the paths
 * this module resolves, wherever the process runs from.
 */
const TRAINING_WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { containerBootstrap } = require(workerData.modules.core);
const { Nlp } = require(workerData.modules.nlp);
const { LangEn } = require(workerData.modules.en);
const { LangEs } = require(workerData.modules.es);
(async () => {
  const container = await containerBootstrap();
  container.registerConfiguration("nlu-??", workerData.nluSettings, true);
  container.use(Nlp);
  container.use(LangEn);
  container.use(LangEs);
  const nlp = container.get("nlp");
  Object.assign(nlp.settings, workerData.nlpSettings);
  nlp.addLanguage(["en", "es"]);
  for (const [language, intent, text] of workerData.documents)
    nlp.addDocument(language, text, intent);
  await nlp.train();
  parentPort.postMessage(nlp.export(true));
})();
`;

/**
 * How long the training may take. It takes about a second; past this its worker has stalled, and
 * is stopped, so that no question waits on it for longer.
 */
export const TRAINING_TIMEOUT_MS = 20_000;

/**
 * Runs `source` in a worker thread and resolves with the first message it posts; rejects when it
 * fails, exits first, or posts nothing within `timeoutMs`, and stops it in every case.
 */
export function runWorker<T>(
  source: string,
  workerData: unknown,
  timeoutMs: number,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData });
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      // A late error of the stopping worker has nobody left to tell.
      worker.on("error", () => {});
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(new Error(`the worker posted nothing within ${timeoutMs} ms`)),
        ),
      timeoutMs,
    );
    worker.once("message", (value: T) => settle(() => resolve(value)));
    worker.once("error", (error) => settle(() => reject(error)));
    worker.once("exit", (code) =>
      settle(() => reject(new Error(`the worker exited (code ${code})`))),
    );
  });
}

function trainInWorker(
  documents: readonly [Language, ChatIntentId, string][],
): Promise<string> {
  const require = createRequire(import.meta.url);
  const modules = {
    core: require.resolve("@nlpjs/core"),
    nlp: require.resolve("@nlpjs/nlp"),
    en: require.resolve("@nlpjs/lang-en-min"),
    es: require.resolve("@nlpjs/lang-es"),
  };
  return runWorker<string>(
    TRAINING_WORKER,
    {
      modules,
      documents,
      nluSettings: NLU_SETTINGS,
      nlpSettings: NLP_SETTINGS,
    },
    TRAINING_TIMEOUT_MS,
  );
}

/** An NLP.js instance for English and Spanish, untrained. */
async function createNlp(): Promise<NlpInstance> {
  const container = await containerBootstrap();
  container.registerConfiguration("nlu-??", NLU_SETTINGS, true);
  container.use(Nlp);
  container.use(LangEn);
  container.use(LangEs);
  const nlp = container.get("nlp") as NlpInstance;
  Object.assign(nlp.settings, NLP_SETTINGS);
  nlp.addLanguage(["en", "es"]);
  return nlp;
}

async function train(): Promise<Classifier> {
  const phrasings = trainingPhrasings();
  const documents = (["en", "es"] as const).flatMap((language) =>
    [...phrasings[language]].flatMap(([intent, texts]) =>
      texts.map((text): [Language, ChatIntentId, string] => [
        language,
        intent,
        text,
      ]),
    ),
  );
  const [nlp, model] = await Promise.all([
    createNlp(),
    trainInWorker(documents),
  ]);
  nlp.import(model);

  const vocabularies = { en: new Map(), es: new Map() } as Record<
    Language,
    Map<ChatIntentId, Set<string>>
  >;
  const intentsOfStem = { en: new Map(), es: new Map() } as Record<
    Language,
    Map<string, Set<ChatIntentId>>
  >;
  const words = { en: new Set<string>(), es: new Set<string>() };
  /** Which English phrasings (numbered in order) use each word. */
  const phrasingsOfWord = new Map<string, Set<number>>();
  let phrasingCount = 0;
  const planTerms = planTermsPhrasings();
  for (const language of ["en", "es"] as const) {
    const templated = new Set([...planTerms[language].values()].flat());
    for (const [intent, texts] of phrasings[language]) {
      const vocabulary = new Set<string>();
      for (const text of texts) {
        const index = phrasingCount++;
        for (const word of wordsOf(text, language)) {
          words[language].add(word);
          if (language === "en")
            phrasingsOfWord.set(
              word,
              (phrasingsOfWord.get(word) ?? new Set()).add(index),
            );
        }
        for (const stemmed of stemsOf(text, language)) {
          vocabulary.add(stemmed);
          // A plan's name in the terms' phrasings is still the plan's own word.
          if (templated.has(text)) continue;
          const intents = intentsOfStem[language].get(stemmed) ?? new Set();
          intents.add(intent);
          intentsOfStem[language].set(stemmed, intents);
        }
      }
      // A Spanish answer's own words are the intent's too ("sábados" in the hours).
      if (language === "es")
        for (const stemmed of stemsOf(
          spanishText(spanishAnswers[intent]),
          "es",
        ))
          vocabulary.add(stemmed);
      vocabularies[language].set(intent, vocabulary);
    }
  }
  const { eld } = await import("eld/small");
  eld.setLanguageSubset(["en", "es"]);

  // Words the site states are spelled right, whether or not a phrasing uses them.
  const stated = new Set(
    getFacts()
      .filter((fact) => !isAskedOnly(fact.id))
      .flatMap((fact) =>
        wordsOf(`${fact.title} ${fact.text} ${fact.keywords.join(" ")}`, "en"),
      ),
  );
  // A typo is mended into a word that names something, never into a word like "please".
  const known = {
    en: [...new Set([...words.en, ...stated])].filter(
      (word) => word.length >= MEND_MIN_LENGTH - 1 && !isStopWord(word, "en"),
    ),
    es: [...words.es].filter(
      (word) => word.length >= MEND_MIN_LENGTH - 1 && !isStopWord(word, "es"),
    ),
  };
  const knownStems = {
    en: new Set([
      ...intentsOfStem.en.keys(),
      ...[...stated].map((word) => stem(word, "en")),
    ]),
    // The Spanish answers' words are the site's too ("ocultos").
    es: new Set([
      ...intentsOfStem.es.keys(),
      ...Object.values(spanishAnswers).flatMap((answer) =>
        stemsOf(spanishText(answer), "es"),
      ),
    ]),
  };
  // The words of what the site names: its pages', offers' and answers' titles.
  // Not the projects' titles, which name their clients' trades ("…for a Neighborhood
  // Restaurant"), no topic of the site's.
  const titleStems = new Set(
    getFacts()
      .filter((fact) => !isWorkExample(fact.id))
      .flatMap((fact) =>
        wordsOf(fact.title, "en").map((word) => stem(word, "en")),
      ),
  );
  const isFraming = (stemmed: string, language: Language) =>
    (intentsOfStem[language].get(stemmed)?.size ?? 0) >= FRAMING_INTENTS;

  /**
   * Whether `word` looks like a typo of `candidate` rather than another word: a letter left out
   * ("polcy") or two swapped ("cancle"); a letter added or changed only in a long word
   * ("guarentee"), since in short ones that makes other words ("paint", "point").
   */
  const typoLike = (word: string, candidate: string) =>
    candidate.length === word.length + 1 ||
    (candidate.length === word.length &&
      [...candidate].sort().join("") === [...word].sort().join("")) ||
    word.length >= MEND_LONG_WORD;

  /**
   * A word the site never uses, even an English one, with two letters swapped out of exactly one
   * of the phrasings' words that a phrasing uses beside another word of the message: that word
   * ("a contract I have to sing" is one to sign; "form" is a word the site uses, and "a hiking
   * trail" no trial).
   */
  function swappedWord(
    word: string,
    message: readonly string[],
  ): string | undefined {
    if (
      word.length < MEND_SHORT_LENGTH ||
      words.en.has(word) ||
      stated.has(word) ||
      isStopWord(word, "en") ||
      knownStems.en.has(stem(word, "en")) ||
      /\d/.test(word)
    )
      return undefined;
    const swaps = new Set<string>();
    for (let at = 0; at < word.length - 1; at++) {
      const swap = `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
      if (
        swap !== word &&
        words.en.has(swap) &&
        !isStopWord(swap, "en") &&
        message.some(
          (other) =>
            other !== word &&
            !isStopWord(other, "en") &&
            phrasedTogether(swap, other),
        )
      )
        swaps.add(swap);
    }
    return swaps.size === 1 ? [...swaps][0] : undefined;
  }

  /** Whether one English phrasing uses both words. */
  function phrasedTogether(word: string, other: string): boolean {
    const withWord = phrasingsOfWord.get(word);
    const withOther = phrasingsOfWord.get(other);
    return (
      withWord !== undefined &&
      withOther !== undefined &&
      [...withWord].some((index) => withOther.has(index))
    );
  }

  /** The known word one typo away (two for a long word), or two known words run together. */
  function mendWord(word: string, language: Language): string {
    const stopWord = language === "en" ? mendedStopWord(word) : undefined;
    if (stopWord) return stopWord;
    if (word.length < MEND_MIN_LENGTH) return mendedShortWord(word, language);
    if (
      words[language].has(word) ||
      (language === "en" && stated.has(word)) ||
      // Another form of a word the site uses is spelled right ("charging" of "charge").
      knownStems[language].has(stem(word, language))
    )
      return word;
    // An irregular form of a word the site uses ("wrote" of "write").
    if (language === "en") {
      const root = rootOf(word);
      if (root !== word && knownStems.en.has(stem(root, "en"))) return root;
    }
    if (
      // A word of the language is no typo ("plumbing" is not "climbing").
      (language === "en" && isEnglishWord(word)) ||
      /\d/.test(word)
    )
      return word;
    const limit = word.length >= MEND_TWO_EDITS_LENGTH ? 2 : 1;
    let best: string | undefined;
    // Of two words as near, the one with a letter the typo left out, the likeliest slip
    // ("contrct" is "contract", not "contact").
    const rank = (candidate: string, distance: number) =>
      distance * 2 + (candidate.length === word.length + 1 ? 0 : 1);
    let bestRank = rank("", limit + 1);
    for (const candidate of known[language]) {
      const distance = editDistance(word, candidate, limit);
      if (
        distance <= limit &&
        rank(candidate, distance) < bestRank &&
        typoLike(word, candidate)
      ) {
        best = candidate;
        bestRank = rank(candidate, distance);
      }
    }
    if (best) return best;
    // "webshop", "webapp": two words of three letters or more run together, each naming
    // something ("daycare" is no "care" on some day).
    for (let split = 3; split <= word.length - 3; split++) {
      const left = word.slice(0, split);
      const right = word.slice(split);
      if (
        words[language].has(left) &&
        words[language].has(right) &&
        !isStopWord(left, language) &&
        !isStopWord(right, language)
      )
        return `${left} ${right}`;
    }
    return word;
  }

  /**
   * A short word that is no word at all, with a letter left out of one of the phrasings' words
   * and of no other ("pln", "adit"): that word. A short word is too often another word to be
   * mended in any other way.
   */
  function mendedShortWord(word: string, language: Language): string {
    // Without a dictionary to tell a Spanish word from a typo, only English ones are mended.
    if (
      language !== "en" ||
      word.length < MEND_SHORT_LENGTH ||
      words[language].has(word) ||
      stated.has(word) ||
      isDictionaryWord(word) ||
      // The plural of a word is a word ("cars" is no "cards").
      (word.endsWith("s") && isDictionaryWord(word.slice(0, -1))) ||
      knownStems[language].has(stem(word, language)) ||
      /\d/.test(word)
    )
      return word;
    // The letter is left out inside the word: one cut short is too often another ("tow", "town").
    const candidates = known[language].filter(
      (candidate) =>
        candidate.length === word.length + 1 &&
        candidate[0] === word[0] &&
        candidate.at(-1) === word.at(-1) &&
        editDistance(word, candidate, 1) === 1,
    );
    return candidates.length === 1 ? candidates[0]! : word;
  }

  /**
   * A word the site does not use that is a stop word mistyped ("ther", "betwen", "becuase"), a
   * letter left out or two swapped: that stop word, so that it is no topic.
   */
  function mendedStopWord(word: string): string | undefined {
    // A word of its own ("lease") is no typo of a stop word ("please").
    if (
      word.length < 4 ||
      isStopWord(word, "en") ||
      words.en.has(word) ||
      stated.has(word) ||
      knownStems.en.has(stem(word, "en")) ||
      // Nor is another form of one ("tires" is no "tries").
      isEnglishWord(word)
    )
      return undefined;
    return longStopWordsEn.find(
      (candidate) =>
        (candidate.length === word.length + 1 ||
          (candidate.length === word.length &&
            [...candidate].sort().join("") === [...word].sort().join(""))) &&
        editDistance(word, candidate, 1) <= 1,
    );
  }

  /** The text's words with the mistyped ones mended. */
  function mended(text: string, language: Language): string {
    const each = wordsOf(text, language).map((word) =>
      mendWord(word, language),
    );
    // A swap is told by the words around it, each as mended.
    return each
      .map((word) =>
        language === "en" ? (swappedWord(word, each) ?? word) : word,
      )
      .join(" ");
  }

  return {
    async classify(text, language) {
      const result = await nlp.process(language, text);
      return result.classifications
        .filter(
          (candidate) =>
            candidate.intent !== "None" &&
            candidate.score >= CLASSIFIER_THRESHOLD,
        )
        .slice(0, MAX_CANDIDATES)
        .map((candidate) => ({
          intent: candidate.intent as ChatIntentId,
          score: candidate.score,
        }));
    },
    vocabulary: (intent, language) =>
      vocabularies[language].get(intent) ?? new Set(),
    isFraming,
    isKnown: (stemmed, language) => knownStems[language].has(stemmed),
    known(stemmed, language) {
      const stems = knownStems[language];
      if (stems.has(stemmed)) return stemmed;
      for (
        let end = stemmed.length - 1;
        end >= Math.max(4, stemmed.length - 3);
        end--
      )
        if (
          stems.has(stemmed.slice(0, end)) &&
          // A person or a process is not what it works on: "accountant", "production".
          !/^(ant|ion)$/.test(stemmed.slice(end))
        )
          return stemmed.slice(0, end);
      return stemmed;
    },
    isPhrased: (stemmed, language) => intentsOfStem[language].has(stemmed),
    isDistinctive: (stemmed, language) =>
      (intentsOfStem[language].get(stemmed)?.size ?? 0) > 0 &&
      (intentsOfStem[language].get(stemmed)?.size ?? 0) <=
        DISTINCTIVE_INTENTS &&
      language === "en" &&
      titleStems.has(stemmed),
    isTitled: (stemmed) => titleStems.has(stemmed),
    mend: (text, language) => ({ text: mended(text, language) }),
    detectLanguage(text) {
      const letters = normalize(text).replace(/[^\p{L}]+/gu, "");
      if (letters.length < 2) return undefined;
      const result = eld.detect(text);
      if (result.isReliable() && result.language === "en") return "en";
      if (result.isReliable() && result.language === "es") {
        // English mistyped can look Spanish ("moneyback garantee?"): with no Spanish word or
        // spelling, and its typos mended as English, it reads as English.
        const written = wordsOf(text, "es");
        const english = mended(text, "en");
        return !/[¿¡ñáéíóú]/i.test(text) &&
          !written.some(
            (word) => words.es.has(word) || isStopWord(word, "es"),
          ) &&
          english !== wordsOf(text, "en").join(" ") &&
          eld.detect(english).language === "en"
          ? "en"
          : "es";
      }
      // A short text is rarely told reliably; Spanish spelling ("¿", "ñ", "é") still tells.
      if (/[¿¡ñáéíóú]/i.test(text)) return "es";
      return undefined;
    },
  };
}

let training: Promise<Classifier> | undefined;

/** The trained classifier, trained on the first call (or by `prepareClassifier`). */
export function getClassifier(): Promise<Classifier> {
  training ??= train().catch((error: unknown) => {
    training = undefined;
    throw error;
  });
  return training;
}

/**
 * Starts training in the background (once the server listens), unless it has started; a failure
 * is reported, and the next question tries again.
 */
export function prepareClassifier(onError: (error: unknown) => void): void {
  setTimeout(() => {
    getClassifier().catch((error: unknown) => {
      training = undefined;
      onError(error);
    });
  }, 0).unref();
}
