/**
 * The database schema: one definition for PGlite and PostgreSQL. Migrations in `drizzle/` are
 * generated from this file with `npm run db:generate`; never edit the tables by hand.
 *
 * E-mail addresses (users, newsletter subscribers) are stored lower-cased and trimmed by the code
 * that writes them, so the plain unique index on `email` is case-insensitive in effect and lookups
 * can use the index directly.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  type AnyPgColumn,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { SupportPriority } from "#app/content/support-priorities.ts";
import type { BlogBlock } from "#app/lib/blog-types.ts";

const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const isSpam = () => boolean("is_spam").notNull().default(false);

/** Where a visitor came from: landing page, referrer and first-touch UTM parameters. */
const attribution = () => ({
  landingPage: text("landing_page"),
  referrer: text("referrer"),
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
  utmTerm: text("utm_term"),
  utmContent: text("utm_content"),
});

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** A password hash (memory-hard KDF), never the password. */
    password: text("password").notNull(),
    company: text("company"),
    phone: text("phone"),
    subscriptionPlan: text("subscription_plan"),
    subscriptionStatus: text("subscription_status")
      .notNull()
      .default("inactive"),
    subscriptionStartDate: timestamp("subscription_start_date", {
      withTimezone: true,
    }),
    subscriptionEndDate: timestamp("subscription_end_date", {
      withTimezone: true,
    }),
    /** When the owner opened the link e-mailed to the address; null until then. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** A customer (an account from the signup), or a member of the team (`/team`). */
    role: text("role").$type<UserRole>().notNull().default("customer"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    check("users_role_check", sql`${t.role} in ('customer', 'staff', 'owner')`),
  ],
);

/** Who an account is: a customer, or a member of the team (staff, or an owner, who manages it). */
export type UserRole = "customer" | "staff" | "owner";

/**
 * Leads: free-audit requests (every field the audit form requires is filled) and resource
 * requests, which carry a name and an e-mail address only and name the resource in `source`.
 */
export const leads = pgTable("leads", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  company: text("company"),
  website: text("website"),
  businessType: text("business_type"),
  currentMarketing: text("current_marketing"),
  goals: text("goals"),
  source: text("source").notNull().default("website"),
  ...attribution(),
  isSpam: isSpam(),
  createdAt: createdAt(),
});

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    status: text("status").notNull().default("pending"),
    /** Whole US dollars per billing cycle, as in the plan catalogue. */
    amount: integer("amount").notNull(),
    billingCycle: text("billing_cycle").notNull().default("monthly"),
    startDate: timestamp("start_date", { withTimezone: true }),
    endDate: timestamp("end_date", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("subscriptions_user_id_idx").on(t.userId)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique("blog_posts_slug_unique"),
    category: text("category").notNull(),
    publishDate: timestamp("publish_date", { withTimezone: true }),
    excerpt: text("excerpt").notNull(),
    author: text("author").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    content: jsonb("content")
      .$type<BlogBlock[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    seoTitle: text("seo_title").notNull(),
    metaDescription: text("meta_description"),
    /** The Notion page id: the sync upserts on it. */
    notionId: text("notion_id").notNull().unique("blog_posts_notion_id_unique"),
    /** Notion's last edit of the page, so an unchanged page is skipped by the sync. */
    notionLastEditedAt: timestamp("notion_last_edited_at", {
      withTimezone: true,
    }),
    published: boolean("published").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_posts_published_date_idx").on(t.published, t.publishDate),
  ],
);

/** A full-text document (the inbox's search). */
const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/** Bytes, for the images the site serves from the database. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The blog's images, copied from Notion (whose file links expire after an hour) or from the
 * seed posts, once per file: the id is the SHA-256 of the original, so the same file found again
 * is not processed again. Kept in the database so that every instance serves them.
 */
export const blogImages = pgTable("blog_images", {
  id: text("id").primaryKey(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: createdAt(),
});

/** The sizes and formats an image is served in (`/blog/images/{id}-{width}.{format}`). */
export const blogImageVariants = pgTable(
  "blog_image_variants",
  {
    imageId: text("image_id")
      .notNull()
      .references(() => blogImages.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format").$type<"avif" | "webp" | "jpeg">().notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width, t.format] })],
);

/**
 * Leases of jobs that one instance at a time may run (the blog sync): a row names the job, its
 * holder and when the lease ends; a holder that died lets it lapse.
 */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    priority: text("priority")
      .$type<SupportPriority>()
      .notNull()
      .default("normal"),
    isSpam: isSpam(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "support_messages_priority_check",
      sql`${t.priority} in ('low', 'normal', 'high', 'urgent')`,
    ),
  ],
);

export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  company: text("company"),
  message: text("message").notNull(),
  service: text("service"),
  ...attribution(),
  isSpam: isSpam(),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    source: text("source"),
    /** A honeypot hit; a later real subscription of the same address clears it. */
    isSpam: isSpam(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_unique").on(t.email)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** A hash of the cookie's random token: a leaked table does not leak usable sessions. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** What an account's e-mailed link does. */
export type AccountTokenPurpose = "email-verification" | "password-reset";

/**
 * The single-use links e-mailed to account owners (password reset, e-mail verification), keyed
 * like sessions by the SHA-256 of the link's random token: the table alone opens nothing.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<AccountTokenPurpose>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("account_tokens_user_id_idx").on(t.userId)],
);

/**
 * The one-time steps of an installation that are not schema (the blog's seed posts): a step
 * that is here has been done, and is never done again.
 */
export const installSteps = pgTable("install_steps", {
  name: text("name").primaryKey(),
  doneAt: timestamp("done_at", { withTimezone: true }).notNull().defaultNow(),
});

export type OutboxStatus = "pending" | "sent" | "failed";
/**
 * How a row is delivered: an e-mail to the team, a POST to the CRM webhook, or an e-mail to an
 * account's owner (their links).
 */
export type OutboxChannel = "email" | "webhook" | "account";

/**
 * Notifications waiting to be delivered (e-mail, CRM webhook). A submission is stored together
 * with its outbox row, so a failed or slow notification never loses it; workers on any instance
 * claim due rows with `FOR UPDATE SKIP LOCKED`.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigint("id", { mode: "number" })
      .primaryKey()
      .generatedAlwaysAsIdentity(),
    /** What the payload describes: 'lead', 'contact', 'support', 'newsletter', ... */
    kind: text("kind").notNull(),
    channel: text("channel").$type<OutboxChannel>().notNull().default("email"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    lastError: text("last_error"),
    /**
     * E-mail only: the Message-ID of an attempt that sent the whole message and got no reply, so
     * the mail server may have accepted it; the next attempt sends it with the same Message-ID.
     */
    unconfirmedMessageId: text("unconfirmed_message_id"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  // Only pending rows are indexed: claiming the due ones costs the same after a million sent.
  (t) => [
    index("outbox_pending_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // A submission's notifications, for its item's timeline in /team.
    index("outbox_reference_idx").on(sql`(${t.payload}->>'id')`),
  ],
);

/** Fixed-window counters shared by every app instance (rate limiting). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * The first answer to each idempotency key (decision 0020): a form sends one random key per
 * intent, and a request that repeats it within the window gets this answer instead of storing the
 * submission again. The row is written in the submission's own statement or transaction, so the
 * primary key decides between concurrent requests on any instance.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** The endpoint's name ("leads"): a key counts for one endpoint only. */
    endpoint: text("endpoint").notNull(),
    key: text("key").notNull(),
    /** The answer's status and JSON body; never its headers (a session cookie). */
    status: integer("status").notNull(),
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.endpoint, t.key] }),
    index("idempotency_keys_created_at_idx").on(t.createdAt),
  ],
);

export type InboxKind =
  | "audit"
  | "resource"
  | "chat"
  | "contact"
  | "support"
  | "newsletter"
  | "signup"
  | "booking";
export type InboxStatus =
  "new" | "contacted" | "qualified" | "won" | "lost" | "spam";

/**
 * One row per inbound item (docs/decisions/0024): a submission, a newsletter signup, a new
 * account. Written by triggers on the submission tables, so it is stored by the very statement
 * that stores the submission and can never be missing; its `id` is the submission's. The team's
 * work on it (status, assignee) is kept here too, under a version that makes two members' changes
 * of one item queue rather than overwrite each other.
 */
export const inboxItems = pgTable(
  "inbox_items",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind").$type<InboxKind>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    name: text("name"),
    email: text("email").notNull(),
    company: text("company"),
    /** What the visitor wrote (their goals, message, conversation), for search and the list. */
    message: text("message"),
    /** A new account's plan. */
    plan: text("plan"),
    /** First touch, as one word for the filter: the UTM source, the referrer's host, or direct. */
    source: text("source").notNull(),
    landingPage: text("landing_page"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    /** A honeypot hit: never listed. */
    isSpam: isSpam(),
    status: text("status").$type<InboxStatus>().notNull().default("new"),
    lostReason: text("lost_reason"),
    assigneeId: uuid("assignee_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    /** Raised by every change: a change made against an older version is refused. */
    version: integer("version").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple', coalesce(name, '') || ' ' || email || ' ' || coalesce(company, '') || ' ' || coalesce(message, ''))`,
      ),
  },
  // Each view reads one index in (received_at, id) order: all, by status, by assignee, by kind,
  // by source; the unassigned view has a partial index. Honeypot rows are in none of them.
  (t) => [
    index("inbox_items_received_idx")
      .on(t.receivedAt, t.id)
      .where(sql`not ${t.isSpam}`),
    index("inbox_items_status_idx")
      .on(t.status, t.receivedAt, t.id)
      .where(sql`not ${t.isSpam}`),
    index("inbox_items_assignee_idx")
      .on(t.assigneeId, t.receivedAt, t.id)
      .where(sql`not ${t.isSpam}`),
    index("inbox_items_unassigned_idx")
      .on(t.receivedAt, t.id)
      .where(sql`not ${t.isSpam} and ${t.assigneeId} is null`),
    index("inbox_items_kind_idx")
      .on(t.kind, t.receivedAt, t.id)
      .where(sql`not ${t.isSpam}`),
    index("inbox_items_source_idx")
      .on(t.source, t.receivedAt, t.id)
      .where(sql`not ${t.isSpam}`),
    index("inbox_items_email_idx").on(t.email, t.receivedAt),
    index("inbox_items_search_idx").using("gin", t.search),
    check(
      "inbox_items_status_check",
      sql`${t.status} in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam')`,
    ),
  ],
);

/** When a member of the team last opened an item: an item without a row is unread for them. */
export const inboxReads = pgTable(
  "inbox_reads",
  {
    itemId: uuid("item_id")
      .notNull()
      .references(() => inboxItems.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] })],
);

/**
 * The audit log: every change the team makes (who, what, when). A change of an item is also its
 * timeline (a status, an assignment, a note); a change of the team or a deletion has no item.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" })
      .primaryKey()
      .generatedAlwaysAsIdentity(),
    itemId: uuid("item_id").references(() => inboxItems.id, {
      onDelete: "cascade",
    }),
    /** Who made the change; null once their account is gone, or for the command line. */
    actorId: uuid("actor_id").references(() => users.id, {
      onDelete: "set null",
    }),
    /** Their name at the time, so the log still reads after the account is removed. */
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_item_idx").on(t.itemId, t.createdAt),
    index("audit_log_created_at_idx").on(t.createdAt),
  ],
);

/**
 * Invitations to the team: a one-time link (`/team/invite?token=`), keyed like the account links
 * by the SHA-256 of its random token.
 */
export const teamInvitations = pgTable(
  "team_invitations",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    role: text("role").$type<Exclude<UserRole, "customer">>().notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, {
      onDelete: "set null",
    }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("team_invitations_email_idx").on(t.email),
    check("team_invitations_role_check", sql`${t.role} in ('staff', 'owner')`),
  ],
);

/**
 * Strategy calls booked on `/book` (product.md D12). `blocked_until` is the call's end plus the
 * buffer kept after it; an exclusion constraint (migration `0010_bookings_never_overlap`) refuses
 * a second live booking whose [starts_at, blocked_until) overlaps another's, on any instance.
 * The manage link's token is kept only as its SHA-256. `sequence` counts the changes of the
 * calendar event whose UID is the booking's id.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company").notNull(),
    businessType: text("business_type").notNull(),
    topic: text("topic").notNull(),
    /** The zone the visitor booked in, for their e-mails. */
    timeZone: text("time_zone").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
    sequence: integer("sequence").notNull().default(0),
    manageTokenHash: text("manage_token_hash").notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Who cancelled: "visitor", or the team member's e-mail address. */
    cancelledBy: text("cancelled_by"),
    ...attribution(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("bookings_manage_token_hash_unique").on(t.manageTokenHash),
    index("bookings_live_starts_at_idx")
      .on(t.startsAt)
      .where(sql`${t.cancelledAt} is null`),
  ],
);

/** Time the team blocked from booking (a day off, an event), as [starts_at, ends_at). */
export const bookingBlocks = pgTable(
  "booking_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    reason: text("reason"),
    /** The team member who blocked it. */
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("booking_blocks_ends_at_idx").on(t.endsAt),
    check("booking_blocks_order_check", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * First-party analytics (product.md D13, docs/decisions/0026). No cookie and no identifier the
 * browser keeps: a visitor is a keyed hash of the day's secret salt, the client's address and its
 * user agent, so the same browser is one visitor for one day and cannot be followed past it.
 * `day` is always the date in the site's zone (site.hours.zone), the unit of the salt, the
 * rollups and the retention.
 */
export type AnalyticsDevice = "phone" | "tablet" | "desktop";
export type AnalyticsMetric = "LCP" | "INP" | "CLS";

/** The day's secret salt: made by the day's first event, deleted once its day is over. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  /** 32 random bytes, hex. */
  salt: text("salt").notNull(),
});

/**
 * Raw events, kept ANALYTICS_RETENTION_DAYS (90 by default): pageviews and Web Vitals. A pageview
 * that starts a visit (`entry`: the first page of a load whose referrer is not the site itself)
 * carries where the visit came from; the others carry none.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" })
      .primaryKey()
      .generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /** 52 bits of the visitor's hash: unique enough for a day's visitors, exact as a JS number. */
    visitor: bigint("visitor", { mode: "number" }).notNull(),
    type: text("type").$type<"pageview" | "vital">().notNull(),
    /** The page's path without its query; for a vital, the route (`/blog/:slug`). */
    path: text("path").notNull(),
    device: text("device").$type<AnalyticsDevice>().notNull(),
    entry: boolean("entry").notNull().default(false),
    /** An entry's source as one word: the UTM source, the referrer's host, or "direct". */
    source: text("source"),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    metric: text("metric").$type<AnalyticsMetric>(),
    /** Milliseconds for LCP and INP; the unitless score for CLS. */
    value: doublePrecision("value"),
  },
  (t) => [
    // The rollup and the report read a day; the retention deletes whole days.
    index("analytics_events_day_idx").on(t.day, t.type),
    // A day's entries: the visits the report counts from raw events, and the one that brought
    // a goal (the visitor's last entry of the day before it).
    index("analytics_events_entry_day_idx")
      .on(t.day, t.visitor, t.at)
      .where(sql`${t.entry}`),
  ],
);

/**
 * A goal: a stored inbox item (a form sent, an account for a plan, a booking, a chat hand-off),
 * joined to the visit that brought it. The visit's attribution is copied when the goal is
 * recorded, so the goal keeps it after the raw events are gone. Deleted with its item.
 */
export const analyticsGoals = pgTable(
  "analytics_goals",
  {
    itemId: uuid("item_id")
      .primaryKey()
      .references(() => inboxItems.id, { onDelete: "cascade" }),
    kind: text("kind").$type<InboxKind>().notNull(),
    plan: text("plan"),
    at: timestamp("at", { withTimezone: true }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /** Null when the visitor asked not to be tracked (DNT, GPC) or is a bot. */
    visitor: bigint("visitor", { mode: "number" }),
    /** The visit that brought it, when one was recorded: when it began and where from. */
    visitAt: timestamp("visit_at", { withTimezone: true }),
    landingPage: text("landing_page"),
    device: text("device").$type<AnalyticsDevice>(),
    source: text("source"),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
  },
  (t) => [index("analytics_goals_day_idx").on(t.day)],
);

/** Pageviews and visitors of each page per day. A day is rolled up once it is over. */
export const analyticsDailyPages = pgTable(
  "analytics_daily_pages",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    pageviews: integer("pageviews").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** What the report ranks visits by, one at a time. */
export type TrafficDimension =
  "source" | "referrer" | "campaign" | "landing_page";

/**
 * Visits and visitors per day by one dimension at a time: the columns of the row's `dimension`
 * hold its key and the others are "" (so that they can form the key). One narrow row per key
 * keeps a year of days small to read, and its visitors are counted once per key and day.
 */
export const analyticsDailyTraffic = pgTable(
  "analytics_daily_traffic",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").$type<TrafficDimension>().notNull(),
    source: text("source").notNull(),
    referrerHost: text("referrer_host").notNull(),
    utmSource: text("utm_source").notNull(),
    utmMedium: text("utm_medium").notNull(),
    utmCampaign: text("utm_campaign").notNull(),
    landingPage: text("landing_page").notNull(),
    visits: integer("visits").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (t) => [
    primaryKey({
      columns: [
        t.day,
        t.dimension,
        t.source,
        t.referrerHost,
        t.utmSource,
        t.utmMedium,
        t.utmCampaign,
        t.landingPage,
      ],
    }),
  ],
);

/** A day's totals and its funnels, counted in visitors; its row marks the day as rolled up. */
export const analyticsDailyTotals = pgTable("analytics_daily_totals", {
  day: date("day", { mode: "string" }).primaryKey(),
  visitors: integer("visitors").notNull(),
  visits: integer("visits").notNull(),
  pageviews: integer("pageviews").notNull(),
  /** Visitors who saw the pricing page, and of those, who then created an account. */
  pricingVisitors: integer("pricing_visitors").notNull(),
  signupAfterPricingVisitors: integer(
    "signup_after_pricing_visitors",
  ).notNull(),
  /** Visitors who sent a free-audit request. */
  auditVisitors: integer("audit_visitors").notNull(),
  rolledUpAt: timestamp("rolled_up_at", { withTimezone: true }).notNull(),
});

/**
 * Web Vitals per day and metric as a histogram, by route and, apart, by device class
 * (`dimension`, whose key is `value`): `bucket` indexes the boundaries of
 * `app/features/analytics/vitals.ts`, which include Google's thresholds, so the share of good,
 * needs-improvement and poor visits is exact and p75 is read within a bucket.
 */
export const analyticsDailySpeed = pgTable(
  "analytics_daily_speed",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").$type<"route" | "device">().notNull(),
    value: text("value").notNull(),
    metric: text("metric").$type<AnalyticsMetric>().notNull(),
    bucket: integer("bucket").notNull(),
    samples: integer("samples").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.dimension, t.value, t.metric, t.bucket] }),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type Subscription = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type BlogPost = typeof blogPosts.$inferSelect;
export type BlogImage = typeof blogImages.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
export type SupportMessage = typeof supportMessages.$inferSelect;
export type NewSupportMessage = typeof supportMessages.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type NewNewsletterSubscriber = typeof newsletterSubscribers.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type AccountToken = typeof accountTokens.$inferSelect;
export type OutboxMessage = typeof outbox.$inferSelect;
export type NewOutboxMessage = typeof outbox.$inferInsert;
export type RateLimit = typeof rateLimits.$inferSelect;
export type NewRateLimit = typeof rateLimits.$inferInsert;
export type InboxItem = typeof inboxItems.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
export type BookingBlock = typeof bookingBlocks.$inferSelect;
export type AnalyticsEvent = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;
export type AnalyticsGoal = typeof analyticsGoals.$inferSelect;
