import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { z } from 'zod';
import { copyPgliteTemplate } from './pglite-template.ts';
import * as schema from './schema.ts';

export type TSchema = typeof schema;
/** The common base of the PGlite and node-postgres drivers: services depend only on this. */
export type TDatabase = PgDatabase<PgQueryResultHKT, TSchema>;

/** The handle a `db.transaction` callback gets: code that must run inside a caller's transaction takes it. */
export type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];

export type TDatabaseHandle = {
  db: TDatabase;
  kind: 'pglite' | 'postgres';
  ping: () => Promise<void>;
  /**
   * LISTEN on a channel. `onState(false)` says notifications may be missed (the PostgreSQL listener
   * connection dropped; it reconnects by itself and then says `true`); callers that cache must stop
   * trusting their cache meanwhile. Resolves to the unsubscribe function.
   */
  listen: (channel: string, onMessage: (payload: string) => void, onState: (isLive: boolean) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

const LISTEN_RETRY_MS = 1_000;

/** A dedicated connection for LISTEN (a pooled one would lose its subscription when released). */
function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onState: (isLive: boolean) => void,
): Promise<() => Promise<void>> {
  let isStopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    const fail = () => {
      if (client !== next) return;
      client = null;
      onState(false);
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (!isStopped) retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
    };
    next.on('error', fail);
    next.on('end', fail);
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      // Not live until a retry succeeds; cached answers are not trusted meanwhile.
      fail();
      return;
    }
    if (client === next) onState(true);
  };

  return connect().then(() => async () => {
    isStopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    if (current) await current.end().catch(() => undefined);
  });
}

/**
 * PGlite runs PostgreSQL inside the server process, so its shared buffers are the process's memory:
 * the default 128 MB (zeroed at start, kept for good) was most of the server's RSS. Its data files
 * are real files, so the operating system's page cache still keeps the database warm.
 */
export const PGLITE_POSTGRESQL_CONF = ['shared_buffers = 32MB'];

/** Extensions the migrations create; PGlite must load them (PostgreSQL ships them in contrib). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export const PG_CONNECT_TIMEOUT_MS = 5_000;
/** Longer than any query of ours should take; a half-open connection cannot hold a request forever. */
export const PG_QUERY_TIMEOUT_MS = 30_000;

export type TOpenDatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number; migrationsFolder?: string }
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      /** A migrated database folder made by `npm run build` (pglite-template.ts): an empty dataDir starts as a copy of it. */
      templateDir?: string;
      /** `npm run restore` migrates to the backup's level first (a copy of the folder with fewer journal entries). */
      migrationsFolder?: string;
    };

export class DatabaseFolderError extends Error {}

function describeRecovery(dataDir: string): string {
  return (
    `Forkcast will not start on it, so that it never starts empty over your recipes. To recover: stop Forkcast, ` +
    `restore ${dataDir} from your backup, or move it aside (mv "${dataDir}" "${dataDir}.broken") to start with an empty database.`
  );
}

/**
 * PGlite runs initdb over a folder that has no PG_VERSION, silently starting an empty database on
 * top of what is left (seen in the kill -9 tests' corruption cases). A folder that is not empty
 * and not a whole database is refused instead.
 */
function refuseIncompleteDataDir(dataDir: string): { isEmpty: boolean } {
  mkdirSync(dataDir, { recursive: true });
  const entries = readdirSync(dataDir);
  if (entries.length === 0) return { isEmpty: true };
  if (!existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(path.join(dataDir, 'global', 'pg_control'))) {
    throw new DatabaseFolderError(`The database folder ${dataDir} is not empty but is not a complete PGlite database. ${describeRecovery(dataDir)}`);
  }
  return { isEmpty: false };
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PGlite> {
  if (options.loadDataDir) {
    const client = new PGlite({ loadDataDir: options.loadDataDir, extensions: PGLITE_EXTENSIONS, postgresqlconf: PGLITE_POSTGRESQL_CONF });
    await client.waitReady;
    return client;
  }
  try {
    const client = new PGlite(options.dataDir, { extensions: PGLITE_EXTENSIONS, postgresqlconf: PGLITE_POSTGRESQL_CONF });
    await client.waitReady;
    return client;
  } catch (error) {
    if (!options.dataDir) throw error;
    // A damaged pg_control or WAL makes PGlite abort with "Aborted()", which says nothing to a self-hoster.
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseFolderError(
      `The database in ${options.dataDir} could not be opened (${reason}); it may be damaged. ${describeRecovery(options.dataDir)}`,
      {
        cause: error,
      },
    );
  }
}

const ZJournal = z.object({ entries: z.array(z.object({ when: z.number() })) });
const ZNewestApplied = z.object({ newest: z.union([z.string(), z.number(), z.bigint(), z.null()]) });

/**
 * Whether the database already has every migration of the folder, by the rule drizzle's migrator
 * applies (a migration is new when its journal time is after the newest applied one). One query
 * instead of the migrator's reading and hashing of every file, two DDL statements and a transaction
 * at every start. Any doubt (no table yet, an error) answers false and the migrator runs.
 */
export async function hasEveryMigration(query: (text: string) => Promise<{ rows: unknown[] }>, migrationsFolder: string = MIGRATIONS_FOLDER): Promise<boolean> {
  try {
    const journal = ZJournal.parse(JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')));
    const newestInFolder = Math.max(...journal.entries.map((entry) => entry.when));
    const { rows } = await query('select max(created_at) as newest from drizzle.__drizzle_migrations');
    const newest = ZNewestApplied.parse(rows[0]).newest;
    return newest !== null && Number(newest) >= newestInFolder;
  } catch {
    return false;
  }
}

/** Opens the database and applies every committed migration. */
export async function openDatabase(options: TOpenDatabaseOptions): Promise<TDatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      // A database that is down or restarting fails a request in seconds (503) instead of holding it.
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      query_timeout: PG_QUERY_TIMEOUT_MS,
    });
    // An idle connection can be cut by the server (restart, failover, a dropped test database). pg emits
    // that on the pool, and an unhandled 'error' event would kill the process; the next query reconnects.
    pool.on('error', (error) => {
      console.warn(`database: an idle connection closed (${error.message})`);
    });
    const db = drizzlePg(pool, { schema });
    const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
    if (!(await hasEveryMigration((text) => pool.query(text), migrationsFolder))) await migratePg(db, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      listen: (channel, onMessage, onState) => listenOnPostgres(options.url, channel, onMessage, onState),
      close: () => pool.end(),
    };
  }
  if (options.dataDir && refuseIncompleteDataDir(options.dataDir).isEmpty && options.templateDir) {
    copyPgliteTemplate(options.templateDir, options.dataDir);
  }
  const client = await openPglite(options);
  const db = drizzlePglite(client, { schema });
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (!(await hasEveryMigration((text) => client.query(text), migrationsFolder))) await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    // One process owns a PGlite database, and its notifications arrive in-process: always live.
    listen: async (channel, onMessage, onState) => {
      const unsubscribe = await client.listen(channel, onMessage);
      onState(true);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    close: () => client.close(),
  };
}
