/**
 * The account pages' actions, which receive their forms posted without script: the JSON
 * endpoints' pipeline on the form's fields, then the redirect with the session cookie (signup,
 * sign-in, a new password) or the page again with the result. On PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { forgotPasswordMessages } from "#app/content/account-links.ts";
import { site } from "#app/content/site.ts";
import { signinMessages } from "#app/content/signin.ts";
import { signupMessages } from "#app/content/signup.ts";
import type { FormResult } from "#app/lib/form-result.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { issueAccountToken } from "#app/services/account-tokens.server.ts";
import {
  type OpenDatabase,
  createDatabase,
} from "#app/services/db/client.server.ts";
import { sessions, users } from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import { messages } from "#app/services/submission.server.ts";
import * as forgotPassword from "./forgot-password.tsx";
import * as resetPassword from "./reset-password.tsx";
import * as signin from "./signin.tsx";
import * as signup from "./signup.tsx";

// The actions read the process's database: here, each run's test database.
const current = vi.hoisted(() => ({ database: undefined as unknown }));
vi.mock(import("#app/services/db/client.server.ts"), async (original) => ({
  ...(await original()),
  getDatabase: () => current.database as TestDatabase,
}));

const ORIGIN = new URL(site.url).origin;
const PASSWORD = "correct horse battery";

type Action = (args: never) => Promise<unknown>;

/** What an action answered: a redirect (a Response) or the page's result with its status. */
interface Answer {
  status: number;
  location?: string | null;
  setCookie?: string | null;
  result?: FormResult;
}

let client = 0;

/** Posts `fields` to `path` as a browser posts a form, from `origin`, and runs `action`. */
async function post(
  action: Action,
  path: string,
  fields: Record<string, string>,
  origin = ORIGIN,
): Promise<Answer> {
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
    },
    body: new URLSearchParams(fields).toString(),
  });
  const context = new RouterContextProvider();
  context.set(clientAddressContext, `203.0.113.${++client}`);
  const answer = await action({ request, context, params: {} } as never);
  if (answer instanceof Response)
    return {
      status: answer.status,
      location: answer.headers.get("Location"),
      setCookie: answer.headers.get("Set-Cookie"),
    };
  const { data, init } = answer as {
    data: FormResult;
    init?: ResponseInit | null;
  };
  return { status: init?.status ?? 200, result: data };
}

const account = (email: string) => ({
  firstName: "Renee",
  lastName: "Okafor",
  email,
  company: "Parkview Dental",
  phone: "",
  password: PASSWORD,
  subscriptionPlan: "enterprise",
  botcheck: "",
});

describe.each(testDatabases())("the account pages' actions on %s", (kind) => {
  let database: TestDatabase;
  /** A database that fails every query: closed. */
  let broken: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    broken = createDatabase({ dataDir: "memory://" });
    await broken.close();
  }, 120_000);
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(() => {
    current.database = database;
  });

  const userOf = async (email: string) =>
    (await database.db.select().from(users).where(eq(users.email, email)))[0];

  describe("signup", () => {
    it("creates the account for the plan and goes to the dashboard with the session cookie", async () => {
      const email = "signup@noscript.example";
      const answer = await post(
        signup.action,
        "/signup?plan=enterprise&form=signup",
        account(email),
      );
      expect(answer).toMatchObject({
        status: 303,
        location: "/dashboard?notice=account-created",
      });
      expect(answer.setCookie).toMatch(/^__Host-session=|session=/);
      const user = await userOf(email);
      expect(user).toMatchObject({ subscriptionPlan: "enterprise" });
      expect(
        await database.db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, user!.id)),
      ).toHaveLength(1);
    });

    it("answers wrong fields with each field's message and the values, never the password", async () => {
      const email = "wrong-signup@noscript.example";
      const answer = await post(signup.action, "/signup?form=signup", {
        ...account(email),
        lastName: "",
        password: "short",
      });
      expect(answer.status).toBe(400);
      expect(answer.result).toMatchObject({
        form: "signup",
        ok: false,
        errors: {
          lastName: "Last name must be at least 2 characters",
          password: "Password must be at least 8 characters",
        },
        values: { firstName: "Renee", email },
      });
      expect(answer.result?.values).not.toHaveProperty("password");
      expect(await userOf(email)).toBeUndefined();
    });

    it("answers a taken address with 409 and the spec's message", async () => {
      const email = "taken@noscript.example";
      await post(signup.action, "/signup?form=signup", account(email));
      const answer = await post(signup.action, "/signup?form=signup", {
        ...account(email),
        password: "another good password",
      });
      expect(answer.status).toBe(409);
      expect(answer.result?.message).toBe(signupMessages.emailTaken);
    });

    it("refuses a foreign Origin with 403, creating nothing", async () => {
      const email = "foreign@noscript.example";
      const answer = await post(
        signup.action,
        "/signup?form=signup",
        account(email),
        "https://elsewhere.example",
      );
      expect(answer.status).toBe(403);
      expect(answer.result?.message).toBe(messages.foreignOrigin);
      expect(await userOf(email)).toBeUndefined();
    });

    it("answers 503 with the clear message when the database fails", async () => {
      current.database = broken;
      const answer = await post(
        signup.action,
        "/signup?form=signup",
        account("down@noscript.example"),
      );
      expect(answer.status).toBe(503);
      expect(answer.result).toMatchObject({
        message: messages.unavailable,
        values: { email: "down@noscript.example" },
      });
    });
  });

  describe("sign-in", () => {
    const email = "signin@noscript.example";
    beforeAll(async () => {
      current.database = database;
      await post(signup.action, "/signup?form=signup", account(email));
    });

    it("goes to the page's next with the session cookie", async () => {
      const answer = await post(
        signin.action,
        `/signin?next=${encodeURIComponent("/pricing?x=1")}&form=signin`,
        { email, password: PASSWORD, botcheck: "" },
      );
      expect(answer).toMatchObject({ status: 303, location: "/pricing?x=1" });
      expect(answer.setCookie).toBeTruthy();
    });

    it("goes to the dashboard for a next of another site", async () => {
      const answer = await post(
        signin.action,
        `/signin?next=${encodeURIComponent("//evil.example")}&form=signin`,
        { email, password: PASSWORD, botcheck: "" },
      );
      expect(answer).toMatchObject({ status: 303, location: "/dashboard" });
    });

    it("answers a wrong password with 401, the spec's message and the address, never the password", async () => {
      const answer = await post(signin.action, "/signin?form=signin", {
        email,
        password: "not the password",
        botcheck: "",
      });
      expect(answer.status).toBe(401);
      expect(answer.result).toMatchObject({
        message: signinMessages.invalid,
        values: { email },
      });
      expect(answer.result?.values).not.toHaveProperty("password");
    });

    it("answers an empty form with each field's message", async () => {
      const answer = await post(signin.action, "/signin?form=signin", {
        email: "",
        password: "",
        botcheck: "",
      });
      expect(answer.status).toBe(400);
      expect(answer.result?.errors).toMatchObject({
        password: "Please enter your password",
      });
    });

    it("refuses a foreign Origin with 403", async () => {
      const answer = await post(
        signin.action,
        "/signin?form=signin",
        { email, password: PASSWORD, botcheck: "" },
        "https://elsewhere.example",
      );
      expect(answer.status).toBe(403);
      expect(answer.setCookie).toBeUndefined();
    });

    it("answers 503 with the clear message when the database fails", async () => {
      current.database = broken;
      const answer = await post(signin.action, "/signin?form=signin", {
        email,
        password: PASSWORD,
        botcheck: "",
      });
      expect(answer.status).toBe(503);
      expect(answer.result?.message).toBe(messages.unavailable);
    });
  });

  describe("forgot and reset password", () => {
    const email = "reset@noscript.example";
    beforeAll(async () => {
      current.database = database;
      await post(signup.action, "/signup?form=signup", account(email));
    });

    it("gives the one answer for every address, on the page", async () => {
      for (const address of [email, "nobody@noscript.example"]) {
        const answer = await post(
          forgotPassword.action,
          "/forgot-password?form=forgot-password",
          { email: address, botcheck: "" },
        );
        expect(answer.status).toBe(200);
        expect(answer.result).toMatchObject({
          ok: true,
          message: forgotPasswordMessages.success,
        });
      }
    });

    it("answers a wrong address with its message, and a foreign Origin with 403", async () => {
      const wrong = await post(
        forgotPassword.action,
        "/forgot-password?form=forgot-password",
        { email: "not-an-address", botcheck: "" },
      );
      expect(wrong.status).toBe(400);
      expect(wrong.result?.errors).toHaveProperty("email");
      const foreign = await post(
        forgotPassword.action,
        "/forgot-password?form=forgot-password",
        { email, botcheck: "" },
        "https://elsewhere.example",
      );
      expect(foreign.status).toBe(403);
    });

    it("sets the new password with the posted token and goes to the dashboard signed in", async () => {
      const user = await userOf(email);
      const token = await issueAccountToken(
        database.db,
        user!.id,
        "password-reset",
        new Date(),
      );
      const path = `/reset-password?token=${encodeURIComponent(token)}&form=reset-password`;
      const weak = await post(resetPassword.action, path, {
        token,
        password: "short",
        botcheck: "",
      });
      expect(weak.status).toBe(400);
      expect(weak.result?.errors).toHaveProperty("password");

      const answer = await post(resetPassword.action, path, {
        token,
        password: "a brand new password",
        botcheck: "",
      });
      expect(answer).toMatchObject({
        status: 303,
        location: "/dashboard?notice=password-changed",
      });
      expect(answer.setCookie).toBeTruthy();
      const signedIn = await post(signin.action, "/signin?form=signin", {
        email,
        password: "a brand new password",
        botcheck: "",
      });
      expect(signedIn.status).toBe(303);
    });

    it("answers a link that does not work with the page's message", async () => {
      const answer = await post(
        resetPassword.action,
        "/reset-password?form=reset-password",
        {
          token: "no-such-token",
          password: "a brand new password",
          botcheck: "",
        },
      );
      expect(answer.status).toBe(400);
      expect(answer.result?.ok).toBe(false);
      expect(answer.result?.message).toBeTruthy();
    });

    it("answers 503 with the clear message when the database fails", async () => {
      current.database = broken;
      const answer = await post(
        forgotPassword.action,
        "/forgot-password?form=forgot-password",
        { email, botcheck: "" },
      );
      expect(answer.status).toBe(503);
      expect(answer.result?.message).toBe(messages.unavailable);
    });
  });
});
