/**
 * What the submission endpoint tests send: the address they post from, and a valid body for each
 * form (with the visitor's attribution where the form sends it).
 */

export const ORIGIN = "http://localhost:3000";

const attribution = {
  landingPage: "/pricing?utm_source=google",
  referrer: "https://www.google.com/",
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "dmv-audit",
};

export const validLead = {
  name: "Dana Whitfield",
  email: "Dana@CapitolBakery.example",
  phone: "(202) 555-0187",
  company: "Capitol Bakery",
  website: "https://www.capitolbakery.example",
  businessType: "Restaurant/Food Service",
  currentMarketing: "Instagram posts when we have time",
  goals: "More weekday catering orders from offices downtown",
  source: "Free Audit Page",
  attribution,
};

export const validContact = {
  firstName: "Marcus",
  lastName: "Lee",
  email: "marcus@leeplumbing.example",
  phone: "(301) 555-0110",
  company: "Lee Plumbing",
  service: "SEO Automation",
  message: "We would like to rank for emergency plumber in Silver Spring.",
  attribution,
};

export const validSupport = {
  name: "Priya Shah",
  email: "priya@shahdental.example",
  subject: "Blog post schedule",
  message: "Can the agent publish on Tuesdays instead of Mondays?",
  priority: "high",
};

export const validResourceRequest = {
  name: "Tom Becker",
  email: "tom@beckerauto.example",
  resource: "Local SEO Checklist",
  attribution,
};

/** A JSON POST of `body` (a string is sent as it is) from ORIGIN. */
export function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export const validNewsletter = {
  email: "owner@arlingtonflorist.example",
  source: "Footer",
};

export const validSignup = {
  email: "Renee@ParkviewDental.example",
  firstName: "Renee",
  lastName: "Okafor",
  company: "Parkview Dental",
  phone: "(571) 555-0123",
  password: "correct horse battery",
  subscriptionPlan: "enterprise",
};
