import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { TMailMessage, TMailProvider } from './mail-provider.ts';

/** How long one delivery attempt may hold the request that sent the mail. */
export const MAIL_ATTEMPT_TIMEOUT_MS = 15_000;
/** After this many attempts (about a day of backoff) the mail is given up and logged as an error. */
export const MAIL_MAX_ATTEMPTS = 12;
export const MAIL_RETRY_INTERVAL_MS = 15_000;
const DUE_BATCH = 20;

/** 30 s, 1 min, 2 min, … capped at 4 h: a mail server that is down for a while is not hammered. */
export function computeRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 4 * 3_600_000);
}

export type TRetryingMail = TMailProvider & {
  /** Tries every mail whose next attempt is due; the retry loop calls it, tests call it directly. */
  deliverDue: () => Promise<{ sent: number; failed: number }>;
  start: (intervalMs?: number) => void;
  stop: () => void;
};

type TOptions = {
  db: TDatabase;
  transport: TMailProvider;
  logger: FastifyBaseLogger;
  now?: () => Date;
  attemptTimeoutMs?: number;
};

class AttemptTimeoutError extends Error {}

function describeError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/**
 * Mail through the outbox table: each message is written first, then handed to the transport; a
 * failure or a timeout leaves it for the retry loop, so the request that sent it still succeeds and
 * the mail is not lost. The first attempt already sets the next one, so the loop cannot send a
 * message twice while its first attempt is still running (or on another app server).
 */
export function createRetryingMail({ db, transport, logger, now = () => new Date(), attemptTimeoutMs = MAIL_ATTEMPT_TIMEOUT_MS }: TOptions): TRetryingMail {
  let timer: NodeJS.Timeout | undefined;
  let isDelivering = false;

  async function attempt(id: string, message: TMailMessage, attempts: number): Promise<boolean> {
    const delivery = transport.send(message).then(async () => {
      await db.delete(mailOutbox).where(eq(mailOutbox.id, id));
    });
    let timeout: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timeout = setTimeout(() => reject(new AttemptTimeoutError(`no answer from the mail server within ${attemptTimeoutMs} ms`)), attemptTimeoutMs);
    });
    try {
      await Promise.race([delivery, timedOut]);
      return true;
    } catch (error) {
      // A late answer still removes the row (delivery goes on); a failure is noted for the operator.
      delivery.catch(() => undefined);
      const isLast = attempts >= MAIL_MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({ lastError: describeError(error), ...(isLast ? { nextAttemptAt: null } : {}) })
        .where(eq(mailOutbox.id, id))
        .catch(() => undefined);
      if (isLast) logger.error({ mailId: id, attempts, err: error }, 'mail given up after the last attempt');
      else logger.warn({ mailId: id, attempts, reason: describeError(error) }, 'mail not sent; it will be retried');
      return false;
    } finally {
      clearTimeout(timeout);
    }
  }

  async function deliverDue(): Promise<{ sent: number; failed: number }> {
    const due = await db
      .select()
      .from(mailOutbox)
      .where(and(isNotNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now())))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(DUE_BATCH);
    let sent = 0;
    let failed = 0;
    for (const row of due) {
      const attempts = row.attempts + 1;
      // Claim it: only the server whose update matched the old time sends this attempt.
      const claimed = await db
        .update(mailOutbox)
        .set({ attempts, nextAttemptAt: new Date(now().getTime() + computeRetryDelayMs(attempts)) })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts)))
        .returning({ id: mailOutbox.id });
      if (claimed.length === 0) continue;
      if (await attempt(row.id, row.message, attempts)) sent += 1;
      else failed += 1;
    }
    return { sent, failed };
  }

  return {
    async send(message) {
      const id = randomUUID();
      await db.insert(mailOutbox).values({ id, message, attempts: 1, nextAttemptAt: new Date(now().getTime() + computeRetryDelayMs(1)) });
      await attempt(id, message, 1);
    },
    deliverDue,
    start(intervalMs = MAIL_RETRY_INTERVAL_MS) {
      if (timer) return;
      timer = setInterval(() => {
        if (isDelivering) return;
        isDelivering = true;
        deliverDue()
          .catch((error: unknown) => logger.warn({ err: error }, 'mail retry loop failed; it will try again'))
          .finally(() => {
            isDelivering = false;
          });
      }, intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
