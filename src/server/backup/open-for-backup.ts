import { existsSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PGLITE_EXTENSIONS, PGLITE_POSTGRESQL_CONF, type TDatabase } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/**
 * The database as it is, for reading a snapshot: unlike openDatabase it never migrates (a backup
 * changes nothing) and never creates a PGlite folder that is not there.
 */
export async function openForBackup(target: { databaseUrl: string | undefined; pgliteDir: string }): Promise<{ db: TDatabase; close: () => Promise<void> }> {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 1 });
    return { db: drizzlePg(pool, { schema }), close: () => pool.end() };
  }
  if (!existsSync(target.pgliteDir)) throw new Error(`There is no database at ${target.pgliteDir} (is DATA_DIR right?).`);
  const client = new PGlite(target.pgliteDir, { extensions: PGLITE_EXTENSIONS, postgresqlconf: PGLITE_POSTGRESQL_CONF });
  await client.waitReady;
  return { db: drizzlePglite(client, { schema }), close: () => client.close() };
}
