/** Paths and link addresses built from content, so every page links the same way. */

/**
 * The contact page with a service of interest pre-filled (product.md D3): every "Learn More",
 * "Get Started" and "Register Now" button of a service leads here.
 */
export function contactServicePath(service: string): string {
  return `/contact?service=${encodeURIComponent(service)}`;
}

/** A US phone number as a `tel:` address in E.164 form: "(202) 555-0117" -> "tel:+12025550117". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return `tel:+1${digits}`;
}
