/**
 * The audit log: who changed what, and when. Written in the transaction of the change it records,
 * so a change and its entry are stored together or not at all. No entry holds a visitor's
 * message; a deletion's entry does not hold the address it deleted.
 */
import type { Database } from "#app/services/db/client.server.ts";
import { auditLog } from "#app/services/db/schema.server.ts";

type Executor = Pick<Database, "insert">;

export interface Actor {
  id: string | null;
  name: string;
}

export async function writeAudit(
  tx: Executor,
  actor: Actor,
  action: string,
  detail: Record<string, unknown>,
  { itemId, now = new Date() }: { itemId?: string; now?: Date } = {},
): Promise<void> {
  await tx.insert(auditLog).values({
    itemId: itemId ?? null,
    actorId: actor.id,
    actorName: actor.name,
    action,
    detail,
    createdAt: now,
  });
}
