/** Paths built from content, so every page links the same way. */

/**
 * The contact page with a service of interest pre-filled (product.md D3): every "Learn More",
 * "Get Started" and "Register Now" button of a service leads here.
 */
export function contactServicePath(service: string): string {
  return `/contact?service=${encodeURIComponent(service)}`;
}
