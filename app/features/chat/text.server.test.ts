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
    for (const typo of ["desing", "sprng", "pricng"])
      expect(isEnglishWord(typo), typo).toBe(false);
  });
});

describe("a question's words as the site writes them", () => {
  it("reads 'every day' as the site's 'daily', and so for weeks and months", () => {
    expect(normalize("Posts every single day?")).toBe("posts daily?");
    expect(normalize("a blog post each week")).toBe("a blog post weekly");
    expect(normalize("billed every month")).toBe("billed monthly");
  });

  it("reads an idiom as the words it stands for", () => {
    expect(normalize("plugins way out of date")).toBe("plugins way outdated");
    expect(normalize("What's the damage?")).toBe("what is the cost?");
    expect(normalize("If I move up to Pro, when does it kick in?")).toBe(
      "if i upgrade to pro, when does it take effect?",
    );
    expect(normalize("Can I move down from Dominate?")).toBe(
      "can i downgrade from dominate?",
    );
    expect(
      normalize("How do I get hold of you? When will I hear from you?"),
    ).toBe("how do i contact you? when will i get a reply?");
    expect(normalize("Who keeps an eye on my competitors?")).toBe(
      "who competitor monitoring?",
    );
    expect(normalize("Keep an eye on my store overnight")).toBe(
      "keep an eye on my store overnight",
    );
    expect(normalize("Can you hook my store up to Square?")).toBe(
      "can you connect my store to square?",
    );
    expect(normalize("Can you hook me up with an accountant?")).toBe(
      "can you hook me up with an accountant?",
    );
    expect(normalize("Fix our Wi-Fi?")).toBe("fix our wifi?");
    expect(normalize("Rank me #1 for 'dentist Silver Spring'.")).toBe(
      "rank me #1 for a keyword.",
    );
    expect(normalize('What does the "Pro" plan include?')).toBe(
      'what does the "pro" plan include?',
    );
    expect(normalize("Can we meet face-to-face?")).toBe(
      "can we meet in person?",
    );
    expect(normalize("What plan do I need?")).toBe(
      "what plan should i choose?",
    );
    expect(normalize("Am I stuck with you for a year?")).toBe(
      "am i locked in with you for a year?",
    );
    expect(normalize("Are we tied down to a contract?")).toBe(
      "are we locked in to a contract?",
    );
    expect(normalize("Will my credit card be charged?")).toBe(
      "will my card be charged?",
    );
    expect(normalize("Is it a fixed monthly price?")).toBe(
      "is it a all inclusive monthly price?",
    );
    expect(normalize("Is the fee flat?")).toBe("is the fee all inclusive?");
    expect(normalize("Can you fix my flat tire?")).toBe(
      "can you fix my flat tire?",
    );
    expect(normalize("Can they pick their orders up?")).toBe(
      "can they pickup?",
    );
    expect(normalize("Budget for a smartphone app?")).toBe(
      "budget for a mobile app?",
    );
    expect(normalize("Which one do most customers usually go with?")).toBe(
      "which one is most popular?",
    );
    expect(
      normalize("Which tier do most of your clients end up picking?"),
    ).toBe("which tier is most popular?");
    expect(normalize("if it doesn't pan out")).toBe("if it does not work");
    expect(normalize("when SEO pays off")).toBe("when seo show results");
    expect(normalize("25 search terms")).toBe("25 keywords");
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
