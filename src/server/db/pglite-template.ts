import { createHash } from 'node:crypto';
import { constants, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';

// A new PGlite database runs initdb (a second WebAssembly PostgreSQL in the same process): seconds
// of CPU and a peak of 700+ MB of RSS that the process keeps. `npm run build` does that once and
// keeps the migrated folder; a new DATA_DIR starts as a copy of it.

/** The database folder inside the template folder, beside its key. */
export const TEMPLATE_DATA = 'data';
export const TEMPLATE_KEY_FILE = 'template.json';

const ZTemplateKey = z.object({ pgliteVersion: z.string(), migrations: z.string() });
export type TTemplateKey = z.infer<typeof ZTemplateKey>;

/** The installed PGlite's version: a template made by another one may not be readable by it. */
export function readPgliteVersion(): string {
  // The package exports no package.json; its entry lives in dist/, one folder below it.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = z.object({ version: z.string() }).parse(JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')));
  return manifest.version;
}

function hashMigrations(folder: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('_journal.json')) continue;
    hash.update(file).update(readFileSync(path.join(folder, file)));
  }
  return hash.digest('hex');
}

/** What a template is made from: a change to either means a new one. */
export function currentTemplateKey(migrationsFolder: string): TTemplateKey {
  return { pgliteVersion: readPgliteVersion(), migrations: hashMigrations(migrationsFolder) };
}

/** The key of a complete template in `templateDir`, or null when there is none. */
export function readTemplateKey(templateDir: string): TTemplateKey | null {
  const file = path.join(templateDir, TEMPLATE_KEY_FILE);
  if (!existsSync(file) || !existsSync(path.join(templateDir, TEMPLATE_DATA, 'PG_VERSION'))) return null;
  try {
    const parsed = ZTemplateKey.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Fills the empty folder `dataDir` with a copy of the template when there is one made by the
 * installed PGlite (the migrations run after opening, so an older template is brought up to date).
 * The copy is made beside the folder and renamed into place, so a crash never leaves half a database.
 * Returns false when there is no usable template: PGlite then runs initdb as before.
 */
export function copyPgliteTemplate(templateDir: string, dataDir: string): boolean {
  const key = readTemplateKey(templateDir);
  if (!key || key.pgliteVersion !== readPgliteVersion()) return false;
  const staging = `${dataDir}.new-${process.pid}`;
  try {
    // A copy-on-write clone where the file system has them, a plain copy elsewhere.
    cpSync(path.join(templateDir, TEMPLATE_DATA), staging, { recursive: true, mode: constants.COPYFILE_FICLONE });
    // Only ever an empty folder here (a non-empty one was refused or opened before).
    rmdirSync(dataDir);
    renameSync(staging, dataDir);
    return true;
  } catch {
    // E.g. DATA_DIR/db is itself a mount point and cannot be replaced: initdb fills it in place.
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    return false;
  }
}
