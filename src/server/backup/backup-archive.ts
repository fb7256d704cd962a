import { createReadStream, createWriteStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';
import type { TDatabaseDump } from './database-dump.ts';

export const ZBackupManifestSchema = z.object({
  format: z.literal('forkcast-backup'),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  appVersion: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** Journal entries applied (`src/server/db/migrations/meta/_journal.json`) and the newest one's tag. */
  migrationLevel: z.number().int().min(0),
  lastMigration: z.string().nullable(),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().min(0) })),
  images: z.object({ storage: z.enum(['local', 's3-not-included']), files: z.number().int().min(0) }),
  hasAuthSecretFile: z.boolean(),
});
export type TBackupManifest = z.infer<typeof ZBackupManifestSchema>;

export type TBackupContents = {
  manifest: TBackupManifest;
  dump: TDatabaseDump;
  /** Image files, by their path under DATA_DIR/uploads ('/'-separated). */
  uploads: Map<string, Buffer>;
  authSecret: Buffer | null;
};

/** Every file under `dir`, '/'-separated paths relative to it; a symbolic link is not followed. */
export function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listFiles(path.join(dir, entry.name), relative));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}

function addEntry(pack: tar.Pack, name: string, content: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: content.length, mode: 0o600, mtime: new Date() }, content, (error) => (error ? reject(error) : resolve()));
  });
}

/** Writes manifest.json, db/NNNN-<table>.ndjson (load order), uploads/…, auth-secret into one .tar.gz. */
export async function writeBackupArchive(
  file: string,
  contents: { manifest: TBackupManifest; dump: TDatabaseDump; uploadsDir: string | null; authSecretFile: string | null },
): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file, { mode: 0o600 }));
  await addEntry(pack, 'manifest.json', Buffer.from(`${JSON.stringify(contents.manifest, null, 2)}\n`));
  for (const [index, table] of contents.dump.tables.entries()) {
    const body = table.rows.length > 0 ? `${table.rows.join('\n')}\n` : '';
    await addEntry(pack, `db/${String(index).padStart(4, '0')}-${table.name}.ndjson`, Buffer.from(body));
  }
  if (contents.uploadsDir) {
    for (const relative of listFiles(contents.uploadsDir)) {
      const full = path.join(contents.uploadsDir, relative);
      // A file removed since the listing (a deleted recipe's picture) is skipped.
      if (!existsSync(full) || !statSync(full).isFile()) continue;
      await addEntry(pack, `uploads/${relative}`, readFileSync(full));
    }
  }
  if (contents.authSecretFile && existsSync(contents.authSecretFile)) await addEntry(pack, 'auth-secret', readFileSync(contents.authSecretFile));
  pack.finalize();
  await written;
}

/** A path inside uploads/ that stays inside it: no absolute path, no '..', no empty or odd segment. */
function toSafeUploadPath(name: string): string | null {
  if (!name.startsWith('uploads/')) return null;
  const relative = name.slice('uploads/'.length);
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || segment.includes('\\') || segment.includes('\0'))) return null;
  return relative;
}

async function readEntry(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    if (!(chunk instanceof Uint8Array)) throw new Error('The backup could not be read (a tar entry gave no bytes).');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** Reads a backup into memory and checks it: a manifest, every table it lists, files only under uploads/. */
export async function readBackupArchive(file: string): Promise<TBackupContents> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  // A refused entry stops the loop below, which closes the pipeline early: that error is the loop's to report.
  reading.catch(() => undefined);
  let manifest: TBackupManifest | null = null;
  const tables = new Map<string, { index: number; name: string; rows: string[] }>();
  const uploads = new Map<string, Buffer>();
  let authSecret: Buffer | null = null;
  for await (const entry of extract) {
    const name = entry.header.name;
    const content = await readEntry(entry);
    if (entry.header.type !== 'file') continue;
    if (name === 'manifest.json') {
      manifest = ZBackupManifestSchema.parse(JSON.parse(content.toString('utf8')));
      continue;
    }
    if (name === 'auth-secret') {
      authSecret = content;
      continue;
    }
    const table = /^db\/(\d{4})-([a-z0-9_]+)\.ndjson$/.exec(name);
    if (table?.[1] && table[2]) {
      const text = content.toString('utf8');
      tables.set(table[2], { index: Number(table[1]), name: table[2], rows: text === '' ? [] : text.replace(/\n$/, '').split('\n') });
      continue;
    }
    const upload = toSafeUploadPath(name);
    if (upload === null) throw new Error(`The backup holds an unexpected entry (${name}); it was not made by npm run backup.`);
    uploads.set(upload, content);
  }
  await reading;
  if (!manifest) throw new Error('The file has no manifest.json: it is not a Forkcast backup.');
  for (const listed of manifest.tables) {
    const found = tables.get(listed.name);
    if (!found || found.rows.length !== listed.rows) throw new Error(`The backup is incomplete: table ${listed.name} should have ${listed.rows} rows.`);
  }
  const ordered = [...tables.values()].sort((a, b) => a.index - b.index);
  return { manifest, dump: { migrationLevel: manifest.migrationLevel, tables: ordered.map(({ name, rows }) => ({ name, rows })) }, uploads, authSecret };
}
