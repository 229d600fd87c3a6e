/** Privacy policy page copy: head tags, hero, revision date, the policy itself and structured data. */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { mailtoLink, site, telLink } from "#app/content/site.ts";
import type { DocumentSection, HeroContent } from "#app/content/types.ts";

export const privacyPolicySeo = {
  title: "Privacy Policy",
  description: `How ${site.name} collects, uses, shares and protects the information you give us through this website's forms, accounts and chat, and your choices.`,
  keywords: [
    "privacy policy",
    "personal information",
    "cookies",
    "data protection",
    site.name,
  ],
} as const;

export const privacyPolicyHero = {
  eyebrow: "Legal",
  title: "Privacy Policy",
  description: `What ${site.name} collects when you use this website, why, who sees it and how to get it corrected or deleted, in plain English.`,
  actions: [],
} as const satisfies HeroContent;

/**
 * When the policy's text last changed, shown as "Last updated" and in the structured data. Update
 * it whenever the text of `privacyPolicySections` (below) changes, to the day of that change; the
 * test beside the route holds the text's fingerprint with this date and fails until both move.
 */
export const privacyPolicyUpdated = {
  text: "November 27, 2026",
  dateTime: "2026-11-27",
} as const;

/**
 * The privacy policy's eleven sections (spec §2), in plain English. It describes what this
 * website really does: forms and accounts stored in our database (passwords only as hashes),
 * e-mail notifications to the team and links to account owners, an optional copy to a CRM, the
 * chat assistant (messages answered and not kept, unless the visitor asks to be contacted; an
 * optional language-model provider), server logs, the first-touch attribution in localStorage
 * (`#app/lib/attribution.ts`), the chat in sessionStorage, the two cookies of a signed-in
 * visitor (`app/services/sessions.server.ts`), and the first-party visit statistics without
 * cookies (docs/decisions/0026). Change it when they change, and set
 * `privacyPolicyUpdated` (above) to the day of the change.
 */
export const privacyPolicySections = [
  {
    id: "information-we-collect",
    title: "Information We Collect",
    blocks: [
      {
        kind: "paragraph",
        text: "We collect the information you choose to give us through the forms on this website, plus a small amount of technical information that every website receives.",
      },
      {
        kind: "list",
        items: [
          {
            term: "Free audit requests",
            text: "your name, email address, phone number, company name, website (optional), business type, current marketing (optional) and marketing goals.",
          },
          {
            term: "Contact form",
            text: "your first and last name, email address, phone number, company name, the service you are interested in and your message.",
          },
          {
            term: "Support requests",
            text: "your name, email address, subject, message and the priority you choose.",
          },
          {
            term: "Accounts",
            text: "when you create an account for a plan: your first and last name, email address, company name and phone number (both optional), the plan you chose and a password. We store the password only in a scrambled, one-way form (a hash) that cannot be turned back into it, and we record whether you confirmed your email address.",
          },
          {
            term: "Chat assistant",
            text: "the questions you type in the chat, which our server reads to answer them and does not keep. If you ask in the chat for our team to contact you, we store your name, email address, phone number (optional) and the conversation with your request.",
          },
          {
            term: "Newsletter and resource requests",
            text: "your email address and, for a resource, which one you asked for.",
          },
          {
            term: "How you found us",
            text: "the first page of this website you visited, the website that referred you to it and any campaign tags (UTM parameters) in the link you followed. Your browser keeps this (see Cookies below) and sends it to us only with a free audit request, contact message or resource request that you submit.",
          },
          {
            term: "Visit statistics",
            text: 'for each page of this website you view: its address (without anything after a "?" other than campaign tags), the name of the website that sent you (such as google.com, never the full address you came from), any campaign tags (UTM source, medium and campaign), whether your screen is phone, tablet or desktop sized, and how quickly the page loaded, responded to you and kept still (the measures Google calls Largest Contentful Paint, Interaction to Next Paint and Cumulative Layout Shift). To count visitors without cookies, our server combines your IP address and browser type with a random key that changes every day, and keeps only the result: a code that cannot be turned back into your address. The key is deleted when its day ends, so your browser gets a new code every day and we cannot follow you from one day to the next. The IP address itself is not stored with these statistics. When you send a form, create an account or book a call, we note beside it which visit brought you: the page you landed on and the website or campaign that sent you. Known search-engine robots are not counted.',
          },
          {
            term: "Technical information",
            text: "your IP address, the pages you request and when, as recorded in our server logs.",
          },
        ],
      },
      {
        kind: "paragraph",
        text: "This website does not ask for or store payment card details.",
      },
    ],
  },
  {
    id: "how-we-use-information",
    title: "How We Use Your Information",
    blocks: [
      {
        kind: "list",
        items: [
          "To answer your audit request, message or support request, and to prepare your free audit.",
          "To run your account: to sign you in, show your plan, send the links that confirm your email address or reset your password, and call you to set up your plan.",
          "To answer your questions in the chat, and to pass your details to our team when you ask to be contacted.",
          "To send you the newsletter or the resource you asked for.",
          "To notify our team by email as soon as you submit a form, so that a person gets back to you quickly.",
          "To keep the website secure, block spam and abuse (for example, by limiting how often a form can be sent) and fix problems.",
          "To learn which pages and campaigns bring people to us, using the referral information described above.",
        ],
      },
      {
        kind: "paragraph",
        text: "We email you only about what you asked us for. You receive the newsletter only if you signed up for it.",
      },
    ],
  },
  {
    id: "how-we-share-information",
    title: "How We Share Information",
    blocks: [
      {
        kind: "paragraph",
        text: "We do not sell or rent your personal information, and we do not share it for targeted advertising. We share it only in these cases:",
      },
      {
        kind: "list",
        items: [
          {
            term: "Service providers",
            text: "the companies that host our website and database and deliver our email process it on our behalf, only to provide their service to us (see Third-Party Services below).",
          },
          {
            term: "Legal reasons",
            text: "when the law requires it, or when it is needed to protect the rights, property or safety of our customers, our team or others.",
          },
          {
            term: "A change of ownership",
            text: "if our business is sold or merged, the new owner would take over this information and this policy's promises with it.",
          },
        ],
      },
    ],
  },
  {
    id: "data-security",
    title: "How We Protect Your Information",
    blocks: [
      {
        kind: "list",
        items: [
          "The website is served over an encrypted connection (HTTPS).",
          "Every form is checked on our server and protected against spam and automated abuse.",
          "Only the team members who need your information to serve you can see it.",
        ],
      },
      {
        kind: "paragraph",
        text: "No way of sending or storing data is completely secure, so we cannot promise absolute security. If a breach ever affects your information, we will tell you as the law requires.",
      },
    ],
  },
  {
    id: "data-retention",
    title: "How Long We Keep Information",
    blocks: [
      {
        kind: "list",
        items: [
          {
            term: "Audit requests, contact and support messages",
            text: "for as long as we need them to serve you, and no longer than three years after our last contact with you unless you become a customer.",
          },
          {
            term: "Accounts",
            text: "until you delete your account or ask us to. Deleting it (from your dashboard, with your password) removes your account, your plan and every sign-in at once.",
          },
          {
            term: "Sign-ins and emailed links",
            text: "a sign-in lasts 30 days from its last use; a link to reset your password works for one hour and a link to confirm your email address for seven days, each once.",
          },
          {
            term: "Newsletter",
            text: "until you unsubscribe.",
          },
          {
            term: "Visit statistics",
            text: "each page view and speed measurement for 90 days. After that we keep only daily totals that say nothing about any one visitor (how many visits each page, website and campaign brought, and how fast pages were). The key that makes the daily visitor code is deleted at the end of its day. The note of which visit brought a form, account or booking is kept, and deleted, with that form, account or booking.",
          },
          {
            term: "Server logs and anti-abuse records",
            text: "for a short time, no longer than 90 days.",
          },
        ],
      },
    ],
  },
  {
    id: "your-rights",
    title: "Your Rights and Choices",
    blocks: [
      {
        kind: "paragraph",
        text: "Wherever you live, you can ask us to:",
      },
      {
        kind: "list",
        items: [
          "show you the personal information we hold about you and give you a copy;",
          "correct information that is wrong or incomplete;",
          "delete your information (you can delete your account yourself from your dashboard);",
          "stop sending you the newsletter.",
        ],
      },
      {
        kind: "paragraph",
        text: "We honor these requests for everyone, whether or not a privacy law in your state requires it. We do not sell personal data or use it for targeted advertising, so there is nothing to opt out of.",
      },
      {
        kind: "paragraph",
        text: "If your browser sends a Do Not Track or Global Privacy Control signal, our pages send no visit statistics at all, and a form you send is not linked to any visit.",
      },
      {
        kind: "paragraph",
        text: `To make a request, email ${site.email}. We may need to confirm that the request comes from you, we answer within 45 days, and you will never be treated differently for using your rights.`,
      },
    ],
  },
  {
    id: "cookies",
    title: "Cookies",
    blocks: [
      {
        kind: "paragraph",
        text: "This website sets cookies only when you create an account or sign in: one named session keeps you signed in (your browser's scripts cannot read it), and one named signed_in only tells our pages to show a Dashboard link instead of Sign in. Both end when you sign out, and after 30 days without use. We do not use advertising or analytics cookies, and no other company places cookies through our website, so there is nothing for you to accept or decline. Our visit statistics (see Information We Collect) use no cookie and store nothing in your browser.",
      },
      {
        kind: "paragraph",
        text: "We keep one item in your browser's local storage: the first page of this website you visited, the website that referred you and any campaign tags (UTM parameters) in that link. It stays in your browser and is sent to us only with a form you submit. You can remove it at any time by clearing this website's data in your browser settings.",
      },
      {
        kind: "paragraph",
        text: "While you use the chat assistant, your conversation is kept in this browser tab's session storage so that it follows you from page to page; it is gone when you close the tab, or when you choose to start over.",
      },
    ],
  },
  {
    id: "third-party-services",
    title: "Third-Party Services",
    blocks: [
      {
        kind: "paragraph",
        text: "We rely on a few providers to run this website. Each one receives only what it needs to do its job:",
      },
      {
        kind: "list",
        items: [
          {
            term: "Hosting and database",
            text: "our website and the database that stores your submissions run on our hosting provider's servers.",
          },
          {
            term: "Email delivery",
            text: "an email service delivers the notifications our team receives about your submissions, and our replies to you.",
          },
          {
            term: "Language-model provider",
            text: "if we use one to phrase the chat assistant's answers, it receives your question, the recent messages of the conversation and the excerpts of this website that answer it, and nothing else about you.",
          },
          {
            term: "Customer-relationship tools",
            text: "if we use a CRM to keep track of enquiries, your submission is copied to it.",
          },
        ],
      },
      {
        kind: "paragraph",
        text: "We do not put third-party advertising, analytics or tracking scripts on our pages. Our pages link to social networks and other websites; once you follow such a link, that website's own privacy policy applies.",
      },
    ],
  },
  {
    id: "children-under-13",
    title: "Children Under 13",
    blocks: [
      {
        kind: "paragraph",
        text: `${site.name} serves businesses, and our website and services are not intended for children under 13. We do not knowingly collect personal information from children under 13. If you believe a child has given us personal information, email ${site.email} and we will delete it.`,
      },
    ],
  },
  {
    id: "changes-to-this-policy",
    title: "Changes to This Policy",
    blocks: [
      {
        kind: "paragraph",
        text: "We may update this policy when our services or the law change. When we do, we post the new version on this page and change the date at the top. If a change affects in a significant way how we use information we already hold, we email the people it concerns, at the address they gave us, before it takes effect.",
      },
    ],
  },
  {
    id: "contact-us",
    title: "Contact Us",
    blocks: [
      {
        kind: "paragraph",
        text: "Questions about this policy or about your information? Get in touch:",
      },
      {
        kind: "contact",
        items: [
          { id: "company", label: "Company", text: site.legalName },
          {
            id: "email",
            label: "Email",
            text: site.email,
            href: mailtoLink("Privacy question"),
          },
          { id: "phone", label: "Phone", text: site.phone, href: telLink() },
          {
            id: "location",
            label: "Location",
            text: `${site.location} · ${site.locationDetail}`,
          },
          { id: "hours", label: "Hours", text: site.hours.label },
        ],
      },
    ],
  },
] as const satisfies readonly DocumentSection[];

export function privacyPolicyJsonLd(): JsonLd[] {
  const url = absoluteUrl("/privacy-policy");
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebPage",
      "@id": `${url}#webpage`,
      url,
      name: `${site.name} Privacy Policy`,
      description: privacyPolicySeo.description,
      inLanguage: "en-US",
      dateModified: privacyPolicyUpdated.dateTime,
      isPartOf: { "@id": `${site.url}/#website` },
      publisher: { "@id": `${site.url}/#organization` },
    },
    breadcrumbJsonLd([{ name: "Privacy Policy", path: "/privacy-policy" }]),
  ];
}
