// `npm run backup [-- --out FILE]`: one .tar.gz with a consistent snapshot of the database and the
// stored images, made while the server runs; prints the file's path. See README "Back up and restore".
import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from '../config.ts';
import { MIGRATIONS_FOLDER } from '../db/client.ts';
import { listFiles, writeBackupArchive, type TBackupManifest } from './backup-archive.ts';
import { requestDumpFromServer } from './backup-socket.ts';
import { dumpDatabase, readJournal, type TDatabaseDump } from './database-dump.ts';
import { openForBackup } from './open-for-backup.ts';

function toDefaultFileName(now: Date): string {
  return `forkcast-backup-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;
}

async function takeSnapshot(databaseUrl: string | undefined, dataDir: string): Promise<TDatabaseDump> {
  const journal = readJournal(MIGRATIONS_FOLDER);
  // PGlite: a running server owns the folder and makes the snapshot itself.
  if (!databaseUrl) {
    const fromServer = await requestDumpFromServer(dataDir);
    if (fromServer) return fromServer;
  }
  const { db, close } = await openForBackup({ databaseUrl, pgliteDir: path.join(dataDir, 'db') });
  try {
    return await dumpDatabase(db, journal);
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = parseConfig();
  const now = new Date();
  const file = path.resolve(values.out ?? toDefaultFileName(now));
  const dump = await takeSnapshot(config.DATABASE_URL, config.DATA_DIR);
  const journal = readJournal(MIGRATIONS_FOLDER);
  const isS3 = Boolean(config.S3_BUCKET);
  const uploadsDir = path.join(config.DATA_DIR, 'uploads');
  const authSecretFile = config.AUTH_SECRET ? null : path.join(config.DATA_DIR, 'auth-secret');
  const manifest: TBackupManifest = {
    format: 'forkcast-backup',
    formatVersion: 1,
    createdAt: now.toISOString(),
    appVersion: process.env.npm_package_version ?? 'unknown',
    database: config.DATABASE_URL ? 'postgres' : 'pglite',
    migrationLevel: dump.migrationLevel,
    lastMigration: journal.entries[dump.migrationLevel - 1]?.tag ?? null,
    tables: dump.tables.map((table) => ({ name: table.name, rows: table.rows.length })),
    images: { storage: isS3 ? 's3-not-included' : 'local', files: isS3 ? 0 : listFiles(uploadsDir).length },
    hasAuthSecretFile: authSecretFile !== null,
  };
  // Written under a temporary name: a file with the final name is always complete.
  const partial = `${file}.partial`;
  mkdirSync(path.dirname(file), { recursive: true });
  await writeBackupArchive(partial, { manifest, dump, uploadsDir: isS3 ? null : uploadsDir, authSecretFile });
  renameSync(partial, file);
  if (isS3) console.warn(`Images are stored in the S3 bucket ${config.S3_BUCKET} and are NOT in this backup: back the bucket up with your provider's tools.`);
  const rows = dump.tables.reduce((sum, table) => sum + table.rows.length, 0);
  console.info(`Backed up ${rows} rows in ${dump.tables.length} tables and ${manifest.images.files} image files.`);
  console.info(file);
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
