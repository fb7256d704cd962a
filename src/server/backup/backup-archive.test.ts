import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { readBackupArchive, type TBackupManifest } from './backup-archive.ts';

const MANIFEST: TBackupManifest = {
  format: 'forkcast-backup',
  formatVersion: 1,
  createdAt: '2026-11-24T00:00:00.000Z',
  appVersion: '0.1.0',
  database: 'pglite',
  migrationLevel: 1,
  lastMigration: null,
  tables: [{ name: 'recipe', rows: 1 }],
  images: { storage: 'local', files: 1 },
  hasAuthSecretFile: false,
};

async function writeArchive(entries: Array<[string, string]>): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'fc-archive-')), 'backup.tar.gz');
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file));
  for (const [name, content] of entries) pack.entry({ name }, content);
  pack.finalize();
  await written;
  return file;
}

describe('reading a backup file before restoring it', () => {
  it('reads the manifest, the tables in order and the images', async () => {
    const file = await writeArchive([
      ['manifest.json', JSON.stringify(MANIFEST)],
      ['db/0000-recipe.ndjson', '{"id":"r1"}\n'],
      ['uploads/recipe-images/u1/a.svg', '<svg/>'],
    ]);
    const backup = await readBackupArchive(file);
    expect(backup.dump).toEqual({ migrationLevel: 1, tables: [{ name: 'recipe', rows: ['{"id":"r1"}'] }] });
    expect([...backup.uploads.keys()]).toEqual(['recipe-images/u1/a.svg']);
  });

  it.each(['uploads/../auth-secret', 'uploads/a/../../x', '../etc/passwd', '/etc/passwd', 'uploads//x', 'other/file'])(
    'refuses an entry outside uploads/: %s',
    async (name) => {
      const file = await writeArchive([
        ['manifest.json', JSON.stringify(MANIFEST)],
        ['db/0000-recipe.ndjson', '{"id":"r1"}\n'],
        [name, 'x'],
      ]);
      await expect(readBackupArchive(file)).rejects.toThrow(/unexpected entry/);
    },
  );

  it('refuses a file whose tables do not match its manifest (cut short)', async () => {
    const file = await writeArchive([
      ['manifest.json', JSON.stringify(MANIFEST)],
      ['db/0000-recipe.ndjson', ''],
    ]);
    await expect(readBackupArchive(file)).rejects.toThrow(/incomplete/);
  });
});
