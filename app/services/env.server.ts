/**
 * The server's environment, parsed once at the boundary. Everything else reads `getEnv()` and
 * trusts its types.
 */
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

/** Express's "trust proxy": a number of hops, or the addresses (and subnets) of the proxies. */
export type TrustProxy = number | string[];

/** An IP address, a subnet (`10.0.0.0/8`), or one of Express's names for private ranges. */
function isProxyAddress(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

const EnvSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"])
    .default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: "must be a postgres:// or postgresql:// URL",
    })
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  // Folder of the production build that the server serves.
  BUILD_DIR: z.string().min(1).default("build"),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info"),
  // Which proxies may tell the client's address (X-Forwarded-For): a number of hops, or the
  // proxies' addresses. "true" (trust any sender) is refused: every client could then pick its
  // own address and step around the rate limit.
  TRUST_PROXY: z
    .string()
    .default("0")
    .transform((value, context): TrustProxy => {
      const setting = value.trim();
      if (setting === "false" || /^\d+$/.test(setting))
        return setting === "false" ? 0 : Number(setting);
      const proxies = setting.split(",").map((entry) => entry.trim());
      if (proxies.every(isProxyAddress)) return proxies;
      context.addIssue({
        code: "custom",
        message:
          'must be a number of proxy hops (such as 1) or the proxies\' addresses (such as "10.0.0.0/8,loopback"); "true" would let any client choose its address',
      });
      return z.NEVER;
    }),
  // Team notifications of submissions (product.md D6). Without SMTP_URL they are logged in
  // development and wait in the outbox in production.
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: "must be an smtp:// or smtps:// URL",
    })
    .optional(),
  // The longest wait for the mail server's greeting or a reply, the one to a whole message
  // included: a server that queues a message before it replies can take tens of seconds, and a
  // try given up too early sends the e-mail again.
  SMTP_REPLY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(120),
  // Where notifications go; defaults to the site's public address (SITE_EMAIL).
  NOTIFY_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
  LEAD_WEBHOOK_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .optional(),
  // Origins, besides the site's own (SITE_URL), whose pages may post the forms: a staging
  // address, or the address the site is tested on. Comma-separated, such as
  // "https://staging.example.com,http://localhost:3000".
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((value, context) => {
      const origins = value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean);
      for (const origin of origins) {
        let parsed: URL | undefined;
        try {
          parsed = new URL(origin);
        } catch {
          // Reported below.
        }
        if (!parsed || parsed.origin !== origin)
          context.addIssue({
            code: "custom",
            message: `"${origin}" is not an origin (scheme://host[:port], no path)`,
          });
      }
      return origins;
    }),
  // Signs the session cookie; several, comma-separated, to rotate (the first signs, all verify).
  // Unset, each process makes its own at start: sessions then end with a restart and are not
  // shared between instances, and a warning says so in production.
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((secrets) => secrets.every((secret) => secret.length >= 32), {
      message: "each secret must be at least 32 characters",
    }),
  // Submissions accepted per client and endpoint in each window.
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  // The blog's Notion sync (product.md D9): with both set, the server syncs every
  // BLOG_SYNC_MINUTES and `npm run blog:sync` can run; without them the blog keeps its posts.
  NOTION_TOKEN: z.string().min(1).optional(),
  NOTION_DATABASE_ID: z.string().min(1).optional(),
  BLOG_SYNC_MINUTES: z.coerce.number().int().min(1).default(10),
  // The chat assistant's language model (product.md D8): an OpenAI-compatible endpoint that
  // phrases the answers from the site's facts. With all three set it is used; without them the
  // assistant answers with the facts as they stand.
  CHAT_LLM_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .optional(),
  CHAT_LLM_API_KEY: z.string().min(1).optional(),
  CHAT_LLM_MODEL: z.string().min(1).optional(),
  // The strategy call booked on /book (product.md D12): its length, the free time kept after
  // each call, how early it must be booked, how far ahead it may be, and the most calls a day.
  BOOKING_LENGTH_MINUTES: z.coerce.number().int().min(10).max(240).default(30),
  BOOKING_BUFFER_MINUTES: z.coerce.number().int().min(0).max(240).default(15),
  BOOKING_NOTICE_HOURS: z.coerce.number().int().min(0).max(720).default(4),
  BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  BOOKING_CALLS_PER_DAY: z.coerce.number().int().min(1).max(50).default(8),
  // Until how long before the call the visitor may move or cancel it through the e-mailed link.
  BOOKING_CHANGE_NOTICE_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(720)
    .default(4),
  // Where the call happens: a video meeting's address; without it the team phones the visitor.
  BOOKING_MEETING_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .optional(),
  // The team's calendar as an iCal feed (a calendar's secret address): its busy times are not
  // offered. Read every BOOKING_BUSY_REFRESH_MINUTES; the last good copy is kept on failure.
  BOOKING_BUSY_ICS_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .optional(),
  BOOKING_BUSY_REFRESH_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1440)
    .default(5),
  // Days the raw analytics events are kept (product.md D13); the daily rollups stay after them.
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
});

export type Env = z.infer<typeof EnvSchema> & {
  /** Absolute path of the embedded database's folder: `${DATA_DIR}/pglite`. */
  PGLITE_DIR: string;
};

/** Parses an environment; throws one error that names every invalid variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable (`PORT=`) means "not set", as in most shells' .env files.
  const present = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [key, source[key] || undefined]),
  );
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues
      .map(
        (issue) =>
          `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`,
      )
      .join("\n");
    throw new Error(`Invalid environment variables:\n${problems}`);
  }
  return {
    ...result.data,
    PGLITE_DIR: path.resolve(result.data.DATA_DIR, "pglite"),
  };
}

let cached: Env | undefined;

/** The process environment, parsed on first use and cached for the life of the process. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
