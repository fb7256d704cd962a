import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from '../db/client.ts';
import { PGLITE_TEMPLATE_PATH } from './paths.ts';

/**
 * initdb for a new PGlite takes seconds; do it once, migrate, and dump the folder so each
 * test file opens its own in-memory copy in a fraction of that.
 */
export default async function setup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await client.close();
  mkdirSync(path.dirname(PGLITE_TEMPLATE_PATH), { recursive: true });
  writeFileSync(PGLITE_TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
}
