/**
 * Checks the business facts given by environment variables, so that a bad value stops the build
 * and the server with a clear message instead of reaching visitors. Kept apart from `site.ts`
 * so that the browser bundle does not carry the validator.
 */
import { z } from "zod";
import { siteEnvKeys } from "#app/content/site.ts";

const httpUrl = z.url({ protocol: /^https?$/ }).optional();

const SiteEnvSchema = z.object({
  SITE_URL: httpUrl,
  SITE_NAME: z.string().min(2).optional(),
  SITE_EMAIL: z.email().optional(),
  SITE_PHONE: z
    .string()
    .regex(/^\D*(1\D*)?(\d\D*){10}$/, "must be a 10-digit US phone number")
    .optional(),
  SITE_LOCATION: z.string().min(2).optional(),
  SITE_FACEBOOK_URL: httpUrl,
  SITE_INSTAGRAM_URL: httpUrl,
  SITE_LINKEDIN_URL: httpUrl,
  SITE_X_URL: httpUrl,
  SITE_YOUTUBE_URL: httpUrl,
}) satisfies z.ZodType<Partial<Record<(typeof siteEnvKeys)[number], string>>>;

/** Returns the SITE_* values of an environment, or throws naming every bad variable. */
export function checkSiteEnv(source: Record<string, string | undefined>) {
  const values = Object.fromEntries(
    siteEnvKeys.map((key) => [key, source[key] || undefined]),
  );
  const result = SiteEnvSchema.safeParse(values);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(
      `Invalid business facts in the environment:\n${problems.join("\n")}`,
    );
  }
  return result.data;
}
