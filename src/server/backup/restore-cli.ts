// `npm run restore -- FILE [--force]`: a backup made by `npm run backup` into an empty DATA_DIR (or the
// empty database of DATABASE_URL); a non-empty one is refused unless --force. See README.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { z } from 'zod';
import { parseConfig } from '../config.ts';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/client.ts';
import { readBackupArchive } from './backup-archive.ts';
import { requestDumpFromServer } from './backup-socket.ts';
import { copyMigrationsUpTo, loadDump } from './load-dump.ts';

function isEmptyFolder(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

const ZCountRowSchema = z.object({ count: z.union([z.string(), z.number()]) });

/** Whether the PostgreSQL database holds any account or recipe (no tables at all counts as empty). */
async function hasPostgresData(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query("select table_name from information_schema.tables where table_schema = 'public' and table_name in ('user', 'recipe')");
    for (const row of tables.rows) {
      const name = z.object({ table_name: z.string() }).parse(row).table_name;
      const result = await client.query(`select count(*) as count from "${name}"`);
      if (Number(ZCountRowSchema.parse(result.rows[0]).count) > 0) return true;
    }
    return false;
  } finally {
    await client.end();
  }
}

/** Empty or forced: the schema goes, and the backup's migrations make it again. */
async function resetPostgresSchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;');
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new Error('Usage: npm run restore -- FILE [--force]');
  const config = parseConfig();
  const isForced = values.force ?? false;
  const backup = await readBackupArchive(path.resolve(file));
  const dataDir = config.DATA_DIR;
  const pgliteDir = path.join(dataDir, 'db');
  const uploadsDir = path.join(dataDir, 'uploads');

  // A running server would keep writing into what is being replaced.
  if (!config.DATABASE_URL && (await requestDumpFromServer(dataDir).catch(() => null)) !== null) {
    throw new Error(`A Forkcast server is running on ${dataDir}: stop it before restoring.`);
  }
  const hasData = config.DATABASE_URL ? await hasPostgresData(config.DATABASE_URL) : !isEmptyFolder(pgliteDir);
  const hasImages = backup.manifest.images.storage === 'local' && !isEmptyFolder(uploadsDir);
  if ((hasData || hasImages) && !isForced) {
    const where = config.DATABASE_URL ? 'The database of DATABASE_URL' : `DATA_DIR (${dataDir})`;
    throw new Error(`${where} is not empty. Restore into an empty one, or add --force to replace what is there.`);
  }

  const migrationsFolder = copyMigrationsUpTo(MIGRATIONS_FOLDER, backup.manifest.migrationLevel);
  try {
    if (config.DATABASE_URL) await resetPostgresSchema(config.DATABASE_URL);
    else rmSync(pgliteDir, { recursive: true, force: true });
    const database = config.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, maxConnections: 1, migrationsFolder })
      : await openDatabase({ kind: 'pglite', dataDir: pgliteDir, migrationsFolder });
    try {
      await loadDump(database.db, backup.dump);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(migrationsFolder, { recursive: true, force: true });
  }

  if (backup.manifest.images.storage === 'local') {
    rmSync(uploadsDir, { recursive: true, force: true });
    for (const [relative, content] of backup.uploads) {
      const target = path.join(uploadsDir, ...relative.split('/'));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
  }
  const authSecretFile = path.join(dataDir, 'auth-secret');
  if (backup.authSecret && (isForced || !existsSync(authSecretFile))) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(authSecretFile, backup.authSecret, { mode: 0o600 });
  }
  const rows = backup.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.info(`Restored ${rows} rows in ${backup.manifest.tables.length} tables and ${backup.uploads.size} image files from ${backup.manifest.createdAt}.`);
  if (backup.manifest.images.storage === 's3-not-included') console.warn('The images were in S3 and are not in this backup: they stay in the bucket.');
  console.info('Start Forkcast as usual; it applies any newer database migrations at start.');
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
