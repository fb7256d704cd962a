import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type TDatabaseHandle } from '../db/client.ts';
import { PGLITE_TEMPLATE_PATH } from './paths.ts';

/**
 * A private database for one test file: an in-memory PGlite copy of the migrated template,
 * or, when TEST_DATABASE_URL is set (CI), a fresh PostgreSQL database dropped on close.
 */
export async function openTestDatabase(options: { rewriteUrl?: (url: URL) => URL } = {}): Promise<TDatabaseHandle> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const template = new Blob([readFileSync(PGLITE_TEMPLATE_PATH)]);
    return openDatabase({ kind: 'pglite', loadDataDir: template });
  }
  const name = `forkcast_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: (options.rewriteUrl?.(url) ?? url).toString(), maxConnections: 20 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
