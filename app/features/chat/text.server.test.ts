/**
 * The words of a question as the assistant compares them: WordNet's synonyms, for a word that is
 * an entry of the dictionary and for one only listed by entries, and the words it knows.
 */
import { describe, expect, it } from "vitest";
import { isDictionaryWord, synonyms, wordRoles } from "./text.server.ts";

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
