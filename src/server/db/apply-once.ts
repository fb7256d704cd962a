import { and, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDatabase, TTransaction } from './client.ts';
import { clientAction } from './schema.ts';

/** How long a client-made id is remembered: far longer than a phone stays offline with a queued action. */
const CLIENT_ACTION_DAYS = 30;

type TApplyOnceOptions<TResult> = {
  userId: string;
  /** The page's id for this action; without one the action simply runs. */
  clientId: string | undefined;
  /** Reads the stored first answer back. */
  schema: z.ZodType<TResult>;
  /** A fresher answer for a replay (the list as it is now); by default the first answer again. */
  readReplay?: (tx: TTransaction) => Promise<TResult>;
};

/**
 * Runs `apply` once per (cook, clientId), in one transaction with the claim of the id: a replay of an
 * action already applied changes nothing, and an action that failed leaves its id free to try again.
 */
export async function applyOnce<TResult>(db: TDatabase, options: TApplyOnceOptions<TResult>, apply: (tx: TTransaction) => Promise<TResult>): Promise<TResult> {
  const { userId, clientId, schema, readReplay } = options;
  if (clientId === undefined) return db.transaction(apply);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(clientAction)
      .values({ userId, clientId, result: {} })
      .onConflictDoNothing()
      .returning({ clientId: clientAction.clientId });
    if (!claimed) {
      if (readReplay) return readReplay(tx);
      const [stored] = await tx
        .select({ result: clientAction.result })
        .from(clientAction)
        .where(and(eq(clientAction.userId, userId), eq(clientAction.clientId, clientId)));
      return schema.parse(stored?.result);
    }
    const result = await apply(tx);
    await tx
      .update(clientAction)
      .set({ result })
      .where(and(eq(clientAction.userId, userId), eq(clientAction.clientId, clientId)));
    await tx
      .delete(clientAction)
      .where(and(eq(clientAction.userId, userId), lt(clientAction.createdAt, sql`now() - make_interval(days => ${CLIENT_ACTION_DAYS})`)));
    return result;
  });
}
