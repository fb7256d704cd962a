import { existsSync, mkdirSync, readdirSync } from 'node:fs';
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
import * as schema from './schema.ts';

export type TSchema = typeof schema;
/** The common base of the PGlite and node-postgres drivers: services depend only on this. */
export type TDatabase = PgDatabase<PgQueryResultHKT, TSchema>;

export type TDatabaseHandle = {
  db: TDatabase;
  kind: 'pglite' | 'postgres';
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

/** Extensions the migrations create; PGlite must load them (PostgreSQL ships them in contrib). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export const PG_CONNECT_TIMEOUT_MS = 5_000;
/** Longer than any query of ours should take; a half-open connection cannot hold a request forever. */
export const PG_QUERY_TIMEOUT_MS = 30_000;

export type TOpenDatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

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
function refuseIncompleteDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  const entries = readdirSync(dataDir);
  if (entries.length === 0) return;
  if (!existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(path.join(dataDir, 'global', 'pg_control'))) {
    throw new DatabaseFolderError(`The database folder ${dataDir} is not empty but is not a complete PGlite database. ${describeRecovery(dataDir)}`);
  }
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PGlite> {
  if (options.loadDataDir) {
    const client = new PGlite({ loadDataDir: options.loadDataDir, extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
    return client;
  }
  try {
    const client = new PGlite(options.dataDir, { extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
    return client;
  } catch (error) {
    if (!options.dataDir) throw error;
    // A damaged pg_control or WAL makes PGlite abort with "Aborted()", which says nothing to a self-hoster.
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseFolderError(`The database in ${options.dataDir} could not be opened (${reason}); it may be damaged. ${describeRecovery(options.dataDir)}`, {
      cause: error,
    });
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
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) refuseIncompleteDataDir(options.dataDir);
  const client = await openPglite(options);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
