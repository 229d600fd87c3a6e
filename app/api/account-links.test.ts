/**
 * The links e-mailed to account owners, on PGlite (and PostgreSQL with TEST_DATABASE_URL):
 * `POST /api/auth/forgot-password` (one answer for every address, a limited number of e-mails),
 * `POST /api/auth/reset-password` (single use, one hour, every session ended) and the address
 * confirmation sent at signup.
 */
import { and, eq } from "drizzle-orm";
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import {
  accountEmails,
  forgotPasswordMessages,
  resetPasswordMessages,
} from "#app/content/account-links.ts";
import { site } from "#app/content/site.ts";
import {
  resendVerificationEmail,
  verifyEmail,
} from "#app/features/auth/email-verification.server.ts";
import {
  forgotPasswordEndpoint,
  resetPasswordEndpoint,
} from "#app/features/auth/password-reset.server.ts";
import { PASSWORD_MESSAGE } from "#app/features/auth/schema.ts";
import { weakPasswordMessages } from "#app/content/signup.ts";
import { signinEndpoint } from "#app/features/auth/signin.server.ts";
import { signupEndpoint } from "#app/features/auth/signup.server.ts";
import {
  accountTokens,
  outbox,
  sessions,
  users,
} from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  whileOutboxRefuses,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import { afterAnswersSettled } from "#app/services/after-answer.server.ts";
import { createDatabase } from "#app/services/db/client.server.ts";
import { getLogger } from "#app/services/logger.server.ts";
import { verifyPassword } from "#app/services/passwords.server.ts";
import { secretTokenHash } from "#app/services/secret-tokens.server.ts";
import { currentSession } from "#app/services/sessions.server.ts";
import {
  handleSubmission,
  messages,
  type SubmissionDependencies,
} from "#app/services/submission.server.ts";
import { ORIGIN, post } from "./submission-fixtures.ts";

const PASSWORD = "the first password";
const NEW_PASSWORD = "a brand new password";
const HOUR_MS = 3_600_000;

const withCookie = (setCookie: string) =>
  new Request(`${ORIGIN}/dashboard`, {
    headers: { Cookie: setCookie.split(";")[0]! },
  });

/** The token of the link in an account e-mail's text. */
function linkToken(text: string, path: string): string {
  const match = new RegExp(
    `${site.url.replace(/[.]/g, "\\.")}${path}\\?token=([A-Za-z0-9_-]+)`,
  ).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1]!;
}

describe.each(testDatabases())("account links on %s", (kind) => {
  let database: TestDatabase;
  let deps: SubmissionDependencies;
  let client = 0;
  let email: string;
  let userId: string;
  let signupCookie: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(async () => {
    deps = {
      db: database.db,
      rateLimit: { max: 50, windowSeconds: 600 },
      webhook: false,
      allowedOrigins: [site.url, ORIGIN],
    };
    email = `owner${++client}@example.com`;
    const created = await handleSubmission(
      post("/api/auth/signup", {
        email,
        firstName: "Amara",
        lastName: "Diallo",
        password: PASSWORD,
        subscriptionPlan: "growth",
      }),
      `192.0.2.${client}`,
      signupEndpoint,
      deps,
    );
    expect(created.status).toBe(201);
    userId = ((await created.json()) as { user: { id: string } }).user.id;
    signupCookie = created.headers.get("set-cookie")!;
  });

  const send = <Endpoint extends typeof forgotPasswordEndpoint>(
    path: string,
    endpoint: Endpoint,
    body: unknown,
    headers?: Record<string, string>,
  ) =>
    handleSubmission(post(path, body, headers), "198.51.100.7", endpoint, deps);
  /** The answer; the link's e-mail is queued after it, and awaited here. */
  const forgot = async (body: unknown, headers?: Record<string, string>) => {
    const response = await send(
      "/api/auth/forgot-password",
      forgotPasswordEndpoint,
      body,
      headers,
    );
    await afterAnswersSettled();
    return response;
  };
  const reset = (body: unknown) =>
    send(
      "/api/auth/reset-password",
      resetPasswordEndpoint as unknown as typeof forgotPasswordEndpoint,
      body,
    );

  /** The account e-mails queued for `address`, oldest first. */
  const mailsTo = async (address: string, kind: string) =>
    (
      await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.channel, "account"), eq(outbox.kind, kind)))
        .orderBy(outbox.id)
    )
      .map(
        (row) => row.payload as { to: string; subject: string; text: string },
      )
      .filter((mail) => mail.to === address);

  const passwordHash = async () =>
    (
      await database.db
        .select({ password: users.password })
        .from(users)
        .where(eq(users.id, userId))
    )[0]!.password;

  const requestResetToken = async () => {
    expect((await forgot({ email })).status).toBe(200);
    const mails = await mailsTo(email, "password-reset");
    return linkToken(mails.at(-1)!.text, "/reset-password");
  };

  describe("asking for a reset link", () => {
    it("e-mails the owner a one-hour link and stores only its hash", async () => {
      const before = Date.now();
      const response = await forgot({ email: email.toUpperCase() });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        success: true,
        message: forgotPasswordMessages.success,
      });

      const [mail] = await mailsTo(email, "password-reset");
      expect(mail).toMatchObject({
        to: email,
        subject: accountEmails.passwordReset.subject,
      });
      expect(mail!.text).toContain("Hi Amara,");
      const token = linkToken(mail!.text, "/reset-password");

      const [row] = await database.db
        .select()
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.purpose, "password-reset"),
            eq(accountTokens.userId, userId),
          ),
        );
      expect(row).toMatchObject({
        id: secretTokenHash(token),
        usedAt: null,
      });
      expect(row!.id).not.toContain(token);
      const lifetime = row!.expiresAt.getTime() - before;
      expect(lifetime).toBeGreaterThan(HOUR_MS - 5_000);
      expect(lifetime).toBeLessThanOrEqual(HOUR_MS + 5_000);
    });

    it("links to the loopback address a copy on this machine was used at, and to SITE_URL whatever else the Host says", async () => {
      const local = "http://127.0.0.1:3000";
      expect(
        (await forgot({ email }, { Origin: local, Host: "127.0.0.1:3000" }))
          .status,
      ).toBe(200);
      // The configured origin, with a forged Host: the link still leads to SITE_URL.
      expect(
        (await forgot({ email }, { Origin: ORIGIN, Host: "evil.example" }))
          .status,
      ).toBe(200);
      const [atLocal, forged] = await mailsTo(email, "password-reset");
      expect(atLocal!.text).toMatch(
        new RegExp(`${local}/reset-password\\?token=[A-Za-z0-9_-]+`),
      );
      expect(forged!.text).not.toContain("evil.example");
      linkToken(forged!.text, "/reset-password");
    });

    it("answers an unknown address exactly as a known one, and sends nothing", async () => {
      const tokensBefore = await database.db.$count(accountTokens);
      const known = await forgot({ email });
      const unknown = await forgot({ email: "nobody@example.com" });
      expect(unknown.status).toBe(known.status);
      expect(await unknown.json()).toEqual(await known.json());
      expect(await mailsTo("nobody@example.com", "password-reset")).toEqual([]);
      expect(await database.db.$count(accountTokens)).toBe(tokensBefore + 1);
    });

    it("sends at most three links an hour per account, with the same answer past that", async () => {
      for (let request = 0; request < 5; request++) {
        const response = await forgot({ email });
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({
          message: forgotPasswordMessages.success,
        });
      }
      expect(await mailsTo(email, "password-reset")).toHaveLength(3);
    });

    it("refuses an invalid address, a foreign Origin and a filled honeypot", async () => {
      const invalid = await forgot({ email: "not an address" });
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toMatchObject({
        message: messages.invalid,
        errors: { email: "Please enter a valid email address" },
      });
      const foreign = await forgot(
        { email },
        { Origin: "https://attacker.example" },
      );
      expect(foreign.status).toBe(403);
      const bot = await forgot({ email, botcheck: "https://spam.example" });
      expect(bot.status).toBe(200);
      expect(await mailsTo(email, "password-reset")).toEqual([]);
    });

    it("stores no link when its e-mail cannot be queued, and logs it: the answer was given before", async () => {
      const errors = vi.spyOn(getLogger(), "error");
      const response = await whileOutboxRefuses(
        database.db,
        "password-reset",
        () => forgot({ email }),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        success: true,
        message: forgotPasswordMessages.success,
      });
      expect(errors).toHaveBeenCalledWith(
        expect.anything(),
        "could not send a password-reset link",
      );
      errors.mockRestore();
      expect(
        await database.db.$count(
          accountTokens,
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, "password-reset"),
          ),
        ),
      ).toBe(0);
    });
  });

  describe("choosing the new password", () => {
    it("changes the password, ends every session and starts one for the visitor", async () => {
      // Signed in twice already: at signup, and on another device.
      const elsewhere = await send(
        "/api/auth/signin",
        signinEndpoint as unknown as typeof forgotPasswordEndpoint,
        { email, password: PASSWORD },
      );
      expect(elsewhere.status).toBe(200);
      const token = await requestResetToken();

      const response = await reset({ token, password: NEW_PASSWORD });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toEqual({
        success: true,
        message: resetPasswordMessages.success,
      });
      expect(JSON.stringify(body)).not.toContain(NEW_PASSWORD);

      expect(await verifyPassword(await passwordHash(), NEW_PASSWORD)).toBe(
        true,
      );
      expect(await verifyPassword(await passwordHash(), PASSWORD)).toBe(false);
      // The old sessions are gone; the new cookie opens the account.
      for (const old of [signupCookie, elsewhere.headers.get("set-cookie")!])
        expect(
          await currentSession(database.db, withCookie(old)),
        ).toBeUndefined();
      const session = await currentSession(
        database.db,
        withCookie(response.headers.get("set-cookie")!),
      );
      expect(session?.user.id).toBe(userId);
      expect(
        await database.db.$count(sessions, eq(sessions.userId, userId)),
      ).toBe(1);
      // The link reached the owner: the address is confirmed too.
      expect(session?.user.emailVerifiedAt).toBeInstanceOf(Date);
    });

    it("works once: the same link, and every older one, fail afterwards", async () => {
      const older = await requestResetToken();
      const token = await requestResetToken();
      expect((await reset({ token, password: NEW_PASSWORD })).status).toBe(200);
      for (const used of [token, older]) {
        const again = await reset({
          token: used,
          password: "another password",
        });
        expect(again.status).toBe(400);
        expect(await again.json()).toEqual({
          message: resetPasswordMessages.linkInvalid,
          errors: {},
        });
      }
      expect(await verifyPassword(await passwordHash(), NEW_PASSWORD)).toBe(
        true,
      );
    });

    it("refuses a link older than an hour, and changes nothing", async () => {
      const token = await requestResetToken();
      await database.db
        .update(accountTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountTokens.id, secretTokenHash(token)));
      const response = await reset({ token, password: NEW_PASSWORD });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: resetPasswordMessages.linkInvalid,
      });
      expect(await verifyPassword(await passwordHash(), PASSWORD)).toBe(true);
      expect(
        await currentSession(database.db, withCookie(signupCookie)),
      ).toBeDefined();
    });

    it("refuses an unknown token, a confirmation link's token and a short password", async () => {
      const unknown = await reset({
        token: "made-up-token",
        password: NEW_PASSWORD,
      });
      expect(unknown.status).toBe(400);
      const [confirmation] = await mailsTo(email, "email-verification");
      const wrongKind = await reset({
        token: linkToken(confirmation!.text, "/verify-email"),
        password: NEW_PASSWORD,
      });
      expect(wrongKind.status).toBe(400);
      expect(await wrongKind.json()).toMatchObject({
        message: resetPasswordMessages.linkInvalid,
      });

      const token = await requestResetToken();
      const short = await reset({ token, password: "pw-7x!" });
      expect(short.status).toBe(400);
      expect(await short.json()).toMatchObject({
        errors: { password: PASSWORD_MESSAGE },
      });
      const missing = await reset({ password: NEW_PASSWORD });
      expect(await missing.json()).toMatchObject({
        errors: { token: resetPasswordMessages.linkInvalid },
      });
      // The refused attempts used nothing up.
      expect((await reset({ token, password: NEW_PASSWORD })).status).toBe(200);
    });
    it("refuses a weak new password at its field, changes nothing and keeps the link usable", async () => {
      const token = await requestResetToken();
      for (const [password, message] of [
        ["password", weakPasswordMessages.common],
        ["12345678", weakPasswordMessages.common],
        ["aaaaaaaa", weakPasswordMessages.pattern],
        // The account's own name and address.
        ["AmaraDiallo1", weakPasswordMessages.personal],
        [`${email}!`, weakPasswordMessages.personal],
      ] as const) {
        const response = await reset({ token, password });
        expect({ password, status: response.status }).toEqual({
          password,
          status: 400,
        });
        expect(await response.json()).toEqual({
          message: messages.invalid,
          errors: { password: message },
        });
        expect(response.headers.get("set-cookie")).toBeNull();
      }
      expect(await verifyPassword(await passwordHash(), PASSWORD)).toBe(true);
      expect(
        await currentSession(database.db, withCookie(signupCookie)),
      ).toBeDefined();
      expect((await reset({ token, password: NEW_PASSWORD })).status).toBe(200);
    });
  });

  describe("confirming the address", () => {
    const emailVerifiedAt = async () =>
      (
        await database.db
          .select({ at: users.emailVerifiedAt })
          .from(users)
          .where(eq(users.id, userId))
      )[0]!.at;

    it("sends a seven-day link at signup that confirms the address once", async () => {
      const [mail] = await mailsTo(email, "email-verification");
      expect(mail).toMatchObject({
        to: email,
        subject: accountEmails.verification.subject,
      });
      const token = linkToken(mail!.text, "/verify-email");
      const [row] = await database.db
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.id, secretTokenHash(token)));
      const days =
        (row!.expiresAt.getTime() - row!.createdAt.getTime()) / (24 * HOUR_MS);
      expect(days).toBe(7);

      expect(await emailVerifiedAt()).toBeNull();
      expect(await verifyEmail(database.db, token)).toBe(true);
      const confirmed = await emailVerifiedAt();
      expect(confirmed).toBeInstanceOf(Date);
      expect(await verifyEmail(database.db, token)).toBe(false);
      expect(await emailVerifiedAt()).toEqual(confirmed);
    });

    it("refuses an expired or unknown link", async () => {
      const [mail] = await mailsTo(email, "email-verification");
      const token = linkToken(mail!.text, "/verify-email");
      const eightDaysOn = new Date(Date.now() + 8 * 24 * HOUR_MS);
      expect(await verifyEmail(database.db, token, eightDaysOn)).toBe(false);
      expect(await verifyEmail(database.db, "made-up-token")).toBe(false);
      expect(await emailVerifiedAt()).toBeNull();
    });

    it("sends the link again on request, three times an hour at most", async () => {
      const user = { id: userId, email, firstName: "Amara" };
      for (let request = 0; request < 3; request++)
        expect(await resendVerificationEmail(database.db, user, site.url)).toBe(
          "sent",
        );
      expect(await resendVerificationEmail(database.db, user, site.url)).toBe(
        "too-many",
      );
      const mails = await mailsTo(email, "email-verification");
      expect(mails).toHaveLength(4);
      // Every link sent still works until one is used.
      expect(
        await verifyEmail(
          database.db,
          linkToken(mails[1]!.text, "/verify-email"),
        ),
      ).toBe(true);
    });
  });
});

describe("account links with the database unreachable", () => {
  it("answer 503 with the forms' message", async () => {
    const broken = createDatabase({ dataDir: "memory://" });
    await broken.close();
    const deps: SubmissionDependencies = {
      db: broken.db,
      rateLimit: { max: 50, windowSeconds: 600 },
      webhook: false,
      allowedOrigins: [ORIGIN],
    };
    for (const [path, endpoint, body] of [
      [
        "/api/auth/forgot-password",
        forgotPasswordEndpoint,
        { email: "owner@example.com" },
      ],
      [
        "/api/auth/reset-password",
        resetPasswordEndpoint,
        { token: "some-token", password: NEW_PASSWORD },
      ],
    ] as const) {
      const response = await handleSubmission(
        post(path, body),
        "198.51.100.9",
        endpoint as typeof forgotPasswordEndpoint,
        deps,
      );
      expect(response.status, path).toBe(503);
      expect(await response.json()).toEqual({ message: messages.unavailable });
    }
    await expect(verifyEmail(broken.db, "some-token")).rejects.toThrow();
  });
});

describe("the log", () => {
  it("never holds a password or a link's token, whatever the outcome", async () => {
    const logger = getLogger();
    const lines: unknown[] = [];
    const spies = (["debug", "info", "warn", "error"] as const).map((level) =>
      vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => {
        lines.push(args);
      }) as never),
    );
    const database = await openTestDatabase("pglite");
    const broken = createDatabase({ dataDir: "memory://" });
    await broken.close();
    try {
      const deps: SubmissionDependencies = {
        db: database.db,
        rateLimit: { max: 50, windowSeconds: 600 },
        webhook: false,
        allowedOrigins: [ORIGIN],
      };
      const account = {
        email: "logged@example.com",
        firstName: "Lena",
        lastName: "Park",
        password: PASSWORD,
      };
      const answers = [
        await handleSubmission(
          post("/api/auth/signup", account),
          "192.0.2.9",
          signupEndpoint,
          deps,
        ),
        // Taken, then the database gone.
        await handleSubmission(
          post("/api/auth/signup", account),
          "192.0.2.9",
          signupEndpoint,
          deps,
        ),
        await handleSubmission(
          post("/api/auth/signup", { ...account, email: "x@example.com" }),
          "192.0.2.9",
          signupEndpoint,
          { ...deps, db: broken.db },
        ),
        await handleSubmission(
          post("/api/auth/signin", {
            email: account.email,
            password: NEW_PASSWORD,
          }),
          "192.0.2.9",
          signinEndpoint,
          deps,
        ),
        await handleSubmission(
          post("/api/auth/forgot-password", { email: account.email }),
          "192.0.2.9",
          forgotPasswordEndpoint,
          deps,
        ),
      ];
      await afterAnswersSettled();
      expect(answers.map((answer) => answer.status)).toEqual([
        201, 409, 503, 401, 200,
      ]);
      const [mail] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, "password-reset"));
      const token = linkToken(
        (mail!.payload as { text: string }).text,
        "/reset-password",
      );
      const resets = [
        await handleSubmission(
          post("/api/auth/reset-password", { token, password: "pw-7x!" }),
          "192.0.2.9",
          resetPasswordEndpoint,
          deps,
        ),
        await handleSubmission(
          post("/api/auth/reset-password", { token, password: NEW_PASSWORD }),
          "192.0.2.9",
          resetPasswordEndpoint,
          { ...deps, db: broken.db },
        ),
        await handleSubmission(
          post("/api/auth/reset-password", { token, password: NEW_PASSWORD }),
          "192.0.2.9",
          resetPasswordEndpoint,
          deps,
        ),
      ];
      expect(resets.map((answer) => answer.status)).toEqual([400, 503, 200]);

      // Something was logged (the database failures), and none of it is a secret.
      expect(lines.length).toBeGreaterThan(0);
      const logged = JSON.stringify(lines);
      for (const secret of [PASSWORD, NEW_PASSWORD, "pw-7x!", token])
        expect(logged).not.toContain(secret);
    } finally {
      for (const spy of spies) spy.mockRestore();
      await database.cleanup();
    }
  });
});
