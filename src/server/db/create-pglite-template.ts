import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS, PGLITE_POSTGRESQL_CONF } from './client.ts';
import { currentTemplateKey, readTemplateKey, TEMPLATE_DATA, TEMPLATE_KEY_FILE } from './pglite-template.ts';

/**
 * Makes `templateDir` hold a migrated PGlite database (run by `npm run build`), unless it already
 * holds one made by this PGlite from these migrations. Returns whether it had to make a new one.
 */
export async function ensurePgliteTemplate(templateDir: string, migrationsFolder: string = MIGRATIONS_FOLDER): Promise<boolean> {
  const key = currentTemplateKey(migrationsFolder);
  const existing = readTemplateKey(templateDir);
  if (existing && existing.pgliteVersion === key.pgliteVersion && existing.migrations === key.migrations) return false;
  const parent = path.dirname(templateDir);
  mkdirSync(parent, { recursive: true });
  const staging = mkdtempSync(path.join(parent, `${path.basename(templateDir)}.staging-`));
  try {
    const client = new PGlite(path.join(staging, TEMPLATE_DATA), { extensions: PGLITE_EXTENSIONS, postgresqlconf: PGLITE_POSTGRESQL_CONF });
    await migrate(drizzle(client), { migrationsFolder });
    // Everything in the data files, so a copy starts without replaying WAL.
    await client.query('checkpoint');
    await client.close();
    writeFileSync(path.join(staging, TEMPLATE_KEY_FILE), `${JSON.stringify(key)}\n`);
    rmSync(templateDir, { recursive: true, force: true });
    renameSync(staging, templateDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return true;
}
