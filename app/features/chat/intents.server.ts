/**
 * What answers each intent of `content/chat-intents.ts` (decision 0023): a reply of the
 * assistant's own, the hand-off, fixed facts, or a search among one page's facts for the
 * catalogue's long tail (which service, which price). Intents with no fact to quote, such as
 * another customer's data or a discount, get the honest fallback.
 */
import type { ChatIntentId } from "#app/content/chat-intents.ts";
import {
  chatAnswersEs,
  type SpanishAnswer,
} from "#app/content/chat-answers-es.ts";
import type { PlanId } from "#app/content/plans.ts";
import type { HandoffKind } from "./schema.ts";

export type IntentAnswer =
  | { kind: "reply"; reply: "greeting" | "thanks" }
  | { kind: "handoff"; handoff: HandoffKind }
  | {
      kind: "facts";
      facts: readonly string[];
      intro?: "roiIntro";
      /** Quotes instead each plan the question names, when it names two or more. */
      ofNamedPlans?: true;
    }
  | {
      kind: "search";
      /** Fact ids, or the start of fact ids ("web-development:"), searched for the answer. */
      pool: readonly string[];
      /** A fact quoted first whatever the search finds (where the business is). */
      lead?: string;
      /** The page's summary, when the search finds nothing more precise. */
      overview: string;
      /** Whether it answers for any place a question names ("Do you serve Towson?"). */
      answersPlaces?: true;
      /** The words a question must use to ask it ("guide", "checklist"), if only some do. */
      askedBy?: RegExp;
    }
  | { kind: "fallback" };

const planFacts = (id: PlanId): IntentAnswer => ({
  kind: "facts",
  facts: [`pricing:plan-${id}`],
});

export const intentAnswers: Record<ChatIntentId, IntentAnswer> = {
  greeting: { kind: "reply", reply: "greeting" },
  thanks: { kind: "reply", reply: "thanks" },
  "handoff.lead": { kind: "handoff", handoff: "lead" },
  "handoff.support": { kind: "handoff", handoff: "support" },
  "plans.prices": { kind: "facts", facts: ["pricing:plans"] },
  "plans.compare": {
    kind: "facts",
    facts: ["pricing:plans", "support:how-much-content"],
    ofNamedPlans: true,
  },
  "plan.starter": planFacts("starter"),
  "plan.growth": planFacts("growth"),
  "plan.enterprise": planFacts("enterprise"),
  "plans.choose": {
    kind: "facts",
    facts: ["pricing:which-plan", "pricing:plans"],
  },
  "plans.freelancer": { kind: "facts", facts: ["pricing:freelancer"] },
  "plans.content": { kind: "facts", facts: ["support:how-much-content"] },
  "policy.guarantee": {
    kind: "facts",
    facts: ["pricing:guarantee", "pricing:contract"],
  },
  "policy.contract": {
    kind: "facts",
    facts: ["pricing:contract", "learning-center:contracts"],
  },
  "policy.change-plan": { kind: "facts", facts: ["pricing:change-plan"] },
  "policy.setup": { kind: "facts", facts: ["pricing:setup"] },
  "policy.fees": {
    kind: "facts",
    facts: ["support:contract", "pricing:plans"],
  },
  "support.hours": { kind: "facts", facts: ["support:support-hours"] },
  "contact.hours": { kind: "facts", facts: ["site:hours"] },
  "contact.details": { kind: "facts", facts: ["contact:details"] },
  "contact.location": {
    kind: "search",
    lead: "site:service-areas",
    pool: [
      "learning-center:local-team",
      "home-local:",
      "home:local-expertise",
      "about:local-team",
    ],
    overview: "learning-center:local-team",
    answersPlaces: true,
  },
  "dmv-expertise": {
    kind: "facts",
    facts: ["home:local-expertise", "about:local-team"],
  },
  "agents.how": {
    kind: "facts",
    facts: ["how-it-works:overview", "how-it-works:setup"],
  },
  "agents.what": { kind: "facts", facts: ["support:what-agent-does"] },
  roi: {
    kind: "facts",
    facts: [
      "pricing:freelancer",
      "learning-center:seo-results",
      "pricing:guarantee",
    ],
    intro: "roiIntro",
  },
  "ranking-guarantee": {
    kind: "facts",
    facts: ["learning-center:ranking-guarantee", "seo-automation:note"],
  },
  "audit.about": {
    kind: "facts",
    facts: ["free-audit:overview", "free-audit:expectations"],
  },
  "audit.after": {
    kind: "facts",
    facts: ["free-audit:next-steps", "free-audit:expectations"],
  },
  "get-started": { kind: "facts", facts: ["support:get-started"] },
  "strategy-call": { kind: "facts", facts: ["book:overview"] },
  "create-account": { kind: "facts", facts: ["pricing:create-account"] },
  portfolio: {
    kind: "search",
    pool: ["portfolio:", "ecommerce-examples:"],
    overview: "portfolio:overview",
  },
  // A project or store of a kind, asked for as work done ("examples of stores for bakeries"),
  // not the visitor's own ("my stock portfolio").
  "portfolio.projects": {
    kind: "search",
    pool: ["project:", "store-example:"],
    overview: "portfolio:overview",
    askedBy:
      /(?<!\b(?:my|our)(?: [a-z-]+)? )\b(examples?|samples?|portfolio|case stud(?:y|ies)|(?:past|previous|recent|similar|other) (?:projects?|work)|projects? (?:you|y'?all)|(?:have|did) (?:you|y'?all)(?: ever)? (?:built|made|done|designed|created|worked)|(?:you|y'?all)(?: have)? (?:built|made|done|designed|created) (?:for|before))\b/,
  },
  directory: { kind: "facts", facts: ["dmv-directory:overview"] },
  "industry-trends": {
    kind: "search",
    pool: ["industry-trends:"],
    overview: "industry-trends:overview",
  },
  "agents.onboarding": { kind: "facts", facts: ["how-it-works:setup"] },
  blog: { kind: "facts", facts: ["blog:overview"] },
  resources: {
    kind: "facts",
    facts: ["resources:overview", "resources:library"],
  },
  "resources.catalogue": {
    kind: "search",
    pool: ["resource:"],
    overview: "resources:library",
    askedBy:
      /\b(guides?|checklists?|templates?|worksheets?|playbooks?|resources?|pdfs?|e-?books?|kits?|articles?|tutorials?|write-?ups?|read up)\b|\b(anything|something)( (i|we) (can|could) read| to read| written)? (on|about)\b/,
  },
  tools: {
    kind: "search",
    pool: ["web-tools:"],
    overview: "web-tools:overview",
  },
  "learning-center": { kind: "facts", facts: ["learning-center:overview"] },
  privacy: {
    kind: "search",
    pool: ["privacy-policy:"],
    overview: "privacy-policy:information-we-collect",
  },
  about: { kind: "facts", facts: ["about:overview", "about:story"] },
  "services.overview": { kind: "facts", facts: ["services:overview"] },
  "service.web-development": {
    kind: "search",
    pool: [
      "web-development:",
      "learning-center:website-timeline",
      "learning-center:after-launch",
      "learning-center:edit-yourself",
      "learning-center:custom-applications",
      "learning-center:website-cost",
      "learning-center:mobile-accessible",
    ],
    overview: "web-development:overview",
  },
  "service.ux-ui-design": {
    kind: "search",
    pool: ["ux-ui-design:", "learning-center:ux-vs-ui"],
    overview: "ux-ui-design:overview",
  },
  "service.e-commerce": {
    kind: "search",
    pool: [
      "e-commerce:",
      "e-commerce-package:",
      "e-commerce-platform:",
      "web-development:e-commerce-development",
      "learning-center:store-",
    ],
    overview: "e-commerce:overview",
  },
  "service.mobile-apps": {
    kind: "search",
    pool: ["mobile-apps:", "mobile-apps-tier:"],
    overview: "mobile-apps:overview",
  },
  "service.seo": {
    kind: "search",
    pool: [
      "seo-automation:",
      "learning-center:seo-results",
      "learning-center:local-seo",
      "learning-center:ranking-guarantee",
    ],
    overview: "seo-automation:overview",
  },
  "service.social": {
    kind: "search",
    lead: "social-media-management:summary",
    pool: ["social-media-management:"],
    overview: "social-media-management:overview",
  },
  "service.website-builder": {
    kind: "search",
    lead: "website-builder:summary",
    pool: ["website-builder:"],
    overview: "website-builder:overview",
  },
  "private-data": { kind: "fallback" },
  discounts: { kind: "fallback" },
};

/** The intents that quote a fact, by the fact's id (computed once). */
let factOwners: Map<string, ChatIntentId[]> | undefined;

export function intentsQuoting(
  factId: string,
  allFactIds: () => readonly string[],
): readonly ChatIntentId[] {
  if (!factOwners) {
    factOwners = new Map();
    const ids = allFactIds();
    for (const [intent, answer] of Object.entries(intentAnswers)) {
      const quoted =
        answer.kind === "facts"
          ? answer.facts
          : answer.kind === "search"
            ? ids.filter((id) => inPool(answer.pool, id))
            : [];
      for (const id of quoted)
        factOwners.set(id, [
          ...(factOwners.get(id) ?? []),
          intent as ChatIntentId,
        ]);
    }
  }
  return factOwners.get(factId) ?? [];
}

/** Whether a fact is one of the projects or stores the pages show (`portfolio.projects`). */
export function isWorkExample(factId: string): boolean {
  const work = intentAnswers["portfolio.projects"];
  return work.kind === "search" && inPool(work.pool, factId);
}

/** Whether a fact belongs to a search's pool. */
export function inPool(pool: readonly string[], factId: string): boolean {
  return pool.some((entry) =>
    entry.endsWith(":") || entry.endsWith("-")
      ? factId.startsWith(entry)
      : factId === entry,
  );
}

/**
 * Whether a fact answers only the questions that use its intent's words (`askedBy`): a guide of
 * the library. Its words are not the site's for any other question ("logo" in a guide's text
 * does not make "design a logo" a question the site answers).
 */
export function isAskedOnly(factId: string): boolean {
  return Object.values(intentAnswers).some(
    (answer) =>
      answer.kind === "search" &&
      answer.askedBy !== undefined &&
      inPool(answer.pool, factId),
  );
}

/** The Spanish answer of the intents answered in Spanish. */
export const spanishAnswers: Partial<
  Record<ChatIntentId, SpanishAnswer | "greeting" | "thanks" | HandoffKind>
> = {
  greeting: "greeting",
  thanks: "thanks",
  "handoff.lead": "lead",
  "handoff.support": "support",
  "plans.prices": chatAnswersEs.plans,
  "plans.compare": chatAnswersEs.compare,
  "plans.choose": chatAnswersEs.choose,
  "plan.starter": chatAnswersEs.plan.starter,
  "plan.growth": chatAnswersEs.plan.growth,
  "plan.enterprise": chatAnswersEs.plan.enterprise,
  "policy.guarantee": chatAnswersEs.guarantee,
  "policy.contract": chatAnswersEs.terms,
  "policy.change-plan": chatAnswersEs.changePlan,
  "policy.setup": chatAnswersEs.setup,
  "policy.fees": chatAnswersEs.terms,
  "contact.hours": chatAnswersEs.hours,
  "contact.details": chatAnswersEs.contact,
  "contact.location": chatAnswersEs.location,
  "audit.about": chatAnswersEs.audit,
};

/** The text a Spanish answer states, for the key-term check. */
export function spanishText(answer: (typeof spanishAnswers)[ChatIntentId]) {
  if (answer === undefined) return "";
  if (answer === "greeting" || answer === "thanks")
    return chatAnswersEs[answer];
  if (answer === "lead" || answer === "support")
    return chatAnswersEs.handoff[answer];
  return answer.response;
}
