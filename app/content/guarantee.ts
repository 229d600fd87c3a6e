/**
 * The 30-day money-back guarantee, in the one wording the pricing, support and signup pages use.
 * A module of its own, apart from the plan catalogue: with one more page reading the catalogue,
 * the build would share it with every page.
 */

/** What the guarantee gives back. */
export const moneyBackTerms =
  "30-day money-back guarantee: if your agent is not right for your business, you get your whole first month back";

/** The guarantee as the pricing and support pages answer for it. */
export const moneyBackGuarantee = `Every plan is backed by a ${moneyBackTerms}, so you can put it to work without risk.`;
