import type { FastifyReply, FastifyRequest } from 'fastify';
import type { THouseholdEventKind } from '../../../domain/household.ts';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';
import { ensureHousehold, householdOf } from '../../db/household-row.ts';
import { household } from '../../db/schema.ts';
import type { HouseholdEventHub } from './household-event-hub.ts';

/** A comment line often enough that proxies and browsers keep an idle stream open. */
export const EVENT_STREAM_HEARTBEAT_MS = 25_000;
/** How soon a dropped page reconnects (the browser's EventSource honours `retry:`). */
const RECONNECT_MS = 2_000;

async function readHouseholdId(db: TDatabase, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: household.id })
    .from(household)
    .where(eq(household.id, householdOf(userId)));
  return row?.id;
}

/** How the stream follows its caller's sign-in: told of every change to their sessions or account, it rechecks them. */
export type TStreamSession = {
  watch: (onChange: () => void) => () => void;
  /** Still signed in with this session (or token), not disabled, still verified. */
  isActive: () => Promise<boolean>;
};

/**
 * GET /api/events: the cook's household's changes as server-sent events named `meal-plan`,
 * `shopping-list`, `cart` and `household`, each with an id. Catching up is a `resync` event: a page
 * that reconnects with Last-Event-ID (or whose server's listener reconnected) is told to refetch
 * everything, which is exact whatever it missed and needs no event log. When the cook's membership
 * changes (removed, left, joined) the stream follows them to their new household at once. When the
 * caller's session ends (signed out, disabled, deleted, token revoked) on any server, the stream ends:
 * the browser's reconnect then meets a 401 and stops.
 */
export async function openEventStream(
  db: TDatabase,
  hub: HouseholdEventHub,
  userId: string,
  session: TStreamSession,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await ensureHousehold(db, userId);
  let householdId = await readHouseholdId(db, userId);
  let sequence = 0;
  let isClosed = false;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  raw.flushHeaders();
  const send = (event: THouseholdEventKind | 'resync' | 'ready', data: Record<string, unknown> = {}) => {
    if (isClosed) return;
    sequence += 1;
    // Ids are this stream's own; only their presence matters (a reconnect is told to resync).
    raw.write(`id: ${Date.now().toString(36)}-${sequence}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  raw.write(`retry: ${RECONNECT_MS}\n\n`);
  // A first connection says how long ago each kind last changed: the page refetches what it loaded before then.
  if (request.headers['last-event-id']) send('resync');
  else send('ready', { changedAgoMs: householdId ? hub.readRecentChanges(householdId) : {} });

  let unsubscribe = () => {};
  const follow = (id: string | undefined) => {
    unsubscribe();
    householdId = id;
    unsubscribe = id ? hub.subscribe(id, { onChange, onResync: () => send('resync') }) : () => {};
  };
  function onChange(kind: THouseholdEventKind): void {
    if (kind !== 'household') return send(kind);
    // Members changed: the cook may be the one who left or was removed.
    void readHouseholdId(db, userId).then(
      (current) => {
        if (isClosed) return;
        if (current !== householdId) {
          follow(current);
          send('resync');
        }
        send('household');
      },
      () => send('resync'),
    );
  }
  follow(householdId);

  const heartbeat = setInterval(() => {
    if (!isClosed) raw.write(': keep-alive\n\n');
  }, EVENT_STREAM_HEARTBEAT_MS);
  heartbeat.unref();
  let untrack = () => {};
  let unwatch = () => {};
  const close = () => {
    if (isClosed) return;
    isClosed = true;
    clearInterval(heartbeat);
    unsubscribe();
    untrack();
    unwatch();
  };
  const end = () => {
    close();
    raw.end();
  };
  untrack = hub.track(end);
  unwatch = session.watch(() => {
    // A failed check ends the stream too: a stream it cannot vouch for is no stream to keep.
    void session.isActive().then(
      (isActive) => {
        if (!isActive) end();
      },
      () => end(),
    );
  });
  raw.on('close', close);
  request.raw.on('close', close);
}
