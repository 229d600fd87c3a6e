/**
 * Creates an account (`POST /api/auth/signup`, product.md D2): the user with a hashed password,
 * a pending subscription for the chosen plan, a session, the team's notification and the link
 * that confirms the address, in one transaction. The password is hashed before the transaction and appears nowhere else.
 */
import { getPlan } from "#app/content/plans.ts";
import { signupMessages } from "#app/content/signup.ts";
import {
  databaseErrorCode,
  type Database,
} from "#app/services/db/client.server.ts";
import { subscriptions, users } from "#app/services/db/schema.server.ts";
import { recordAnswer } from "#app/services/idempotency.server.ts";
import { enqueueNotification } from "#app/services/outbox.server.ts";
import { hashPassword } from "#app/services/passwords.server.ts";
import { startSession } from "#app/services/sessions.server.ts";
import { queueAccountLink } from "./account-emails.server.ts";
import { refuseWeakPassword } from "./new-password.server.ts";
import type {
  StoreContext,
  StoreOutcome,
  SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import { type SignupData, SignupSchema } from "./schema.ts";

/** PostgreSQL's unique_violation: the address was taken by a signup running at the same time. */
const UNIQUE_VIOLATION = "23505";

const emailTaken: StoreOutcome = {
  status: 409,
  body: { message: signupMessages.emailTaken },
};

async function storeSignup(
  db: Database,
  signup: SignupData,
  { itemId, spam, webhook, now, linkOrigin, idempotency }: StoreContext,
): Promise<StoreOutcome> {
  // A bot that filled the honeypot gets the same answer as a person, and nothing is created.
  if (spam) return { body: { user: publicFields(signup) } };
  const weak = await refuseWeakPassword(signup.password, signup);
  if (weak) return weak;
  const plan = getPlan(signup.subscriptionPlan);
  const passwordHash = await hashPassword(signup.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          id: itemId,
          email: signup.email,
          firstName: signup.firstName,
          lastName: signup.lastName,
          company: signup.company || null,
          phone: signup.phone || null,
          password: passwordHash,
          subscriptionPlan: plan.id,
          subscriptionStatus: "pending",
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!user) {
        // A second click finds the account of the first: it gets the first's answer.
        await recordAnswer(tx, idempotency, emailTaken);
        return emailTaken;
      }
      await tx.insert(subscriptions).values({
        userId: user.id,
        plan: plan.id,
        status: "pending",
        amount: plan.monthlyPrice,
        billingCycle: "monthly",
        createdAt: now,
        updatedAt: now,
      });
      const name = `${signup.firstName} ${signup.lastName}`;
      const fields = [
        { label: "Name", value: name },
        { label: "Email", value: signup.email },
        { label: "Company", value: signup.company || "(not given)" },
        { label: "Phone", value: signup.phone || "(not given)" },
        {
          label: "Plan",
          value: `${plan.name} (${plan.catalogName}), $${plan.monthlyPrice}/month`,
        },
      ];
      await enqueueNotification(
        tx,
        {
          kind: "signup",
          id: user.id,
          subject: `New account: ${name}, ${plan.name} plan`,
          replyTo: { name, email: signup.email },
          fields,
          data: { id: user.id, ...publicFields(signup), plan: plan.id },
          submittedAt: now.toISOString(),
        },
        { webhook },
      );
      await queueAccountLink(
        tx,
        { id: user.id, email: signup.email, firstName: signup.firstName },
        "email-verification",
        now,
        linkOrigin,
      );
      const cookie = await startSession(tx, user.id, now);
      const created = {
        body: { user: { id: user.id, ...publicFields(signup) } },
        headers: { "Set-Cookie": cookie },
      };
      await recordAnswer(tx, idempotency, created);
      return created;
    });
  } catch (error) {
    // Two signups with one address at once: the unique index stops the second.
    if (databaseErrorCode(error) === UNIQUE_VIOLATION) return emailTaken;
    throw error;
  }
}

/** What a response may show of an account: never the password. */
function publicFields(signup: SignupData) {
  return {
    email: signup.email,
    firstName: signup.firstName,
    lastName: signup.lastName,
    company: signup.company || null,
    phone: signup.phone || null,
    subscriptionPlan: signup.subscriptionPlan,
  };
}

/** The endpoint's definition, for the API's table. */
export const signupEndpoint = {
  name: "signup",
  schema: SignupSchema,
  store: storeSignup,
  recordsGoal: true,
  successMessage: signupMessages.success,
} satisfies SubmissionEndpoint<typeof SignupSchema>;
