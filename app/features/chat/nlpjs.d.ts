/**
 * The parts of NLP.js (`@nlpjs/*`, CommonJS without types of its own) that the assistant's
 * classifier uses.
 */
declare module "@nlpjs/core" {
  export interface Container {
    use(plugin: unknown): void;
    registerConfiguration(
      tag: string,
      configuration: Record<string, unknown>,
      override: boolean,
    ): void;
    get(name: string): unknown;
  }
  export function containerBootstrap(): Promise<Container>;
}

declare module "@nlpjs/nlp" {
  export interface NlpClassification {
    intent: string;
    score: number;
  }
  export interface NlpResult {
    intent: string;
    score: number;
    classifications: NlpClassification[];
  }
  export interface NlpInstance {
    settings: {
      autoSave?: boolean;
      autoLoad?: boolean;
      calculateSentiment?: boolean;
      threshold?: number;
      log?: boolean;
    };
    addLanguage(locales: string | string[]): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    process(locale: string, utterance: string): Promise<NlpResult>;
    /** A trained model, as `export()` gives it. */
    import(model: string): void;
  }
  export const Nlp: unknown;
}

declare module "@nlpjs/lang-en-min" {
  export const LangEn: unknown;
  export class StemmerEn {
    stemWord(word: string): string;
  }
}

declare module "@nlpjs/lang-es" {
  export const LangEs: unknown;
  export class StemmerEs {
    stemWord(word: string): string;
  }
  export class StopwordsEs {
    isStopword(word: string): boolean;
  }
}

/** `synonyms` (WordNet's synsets, CommonJS without types): a word's synonyms by part of speech. */
declare module "synonyms" {
  type Senses = Partial<Record<"n" | "v" | "a" | "s" | "r", string[]>>;
  function synonyms(word: string): Senses | undefined;
  namespace synonyms {
    /** Every entry of the dictionary, with its synonyms by part of speech. */
    const dictionary: Record<string, Senses>;
  }
  export default synonyms;
}
